export interface AiUsageRecord {
  id: string;
  restaurantId: string;
  model: string;
  /** What the call was for, e.g. 'chat', 'test', 'connection_test'. */
  requestType: string;
  inputTokens: number;
  outputTokens: number;
  totalTokens: number;
  baseCostUSD: number;
  finalCostUSD: number;
  createdAt: Date;
  /** 'failed': the call did not produce an answer (tokens are what the provider reported, often 0). */
  status: AiCallStatus;
  /** Why it failed, in Spanish, for the operator; null when it worked. */
  error: string | null;
}

export type AiCallStatus = 'ok' | 'failed';

/** status defaults to 'ok' and error to null. */
export type NewAiUsageRecord = Omit<AiUsageRecord, 'id' | 'status' | 'error'> & Partial<Pick<AiUsageRecord, 'status' | 'error'>>;

/** How a restaurant's recent model calls went: what the dashboard's "OpenAI API" status is read from. */
export interface AiCallHealth {
  calls: number;
  failures: number;
  /** Failures in a row among the most recent calls. */
  consecutiveFailures: number;
  lastError: string | null;
  lastFailureAt: Date | null;
}

export interface AiUsageTotals {
  totalConversations: number;
  totalTokens: number;
  totalBaseCostUSD: number;
  totalFinalCostUSD: number;
}

export interface AiUsageRepository {
  record(usage: NewAiUsageRecord): Promise<AiUsageRecord>;
  recent(restaurantId: string, limit: number): Promise<AiUsageRecord[]>;
  totalsSince(restaurantId: string, since: Date): Promise<AiUsageTotals>;
  /** The restaurant's calls since `since` (at most the latest 50 looked at). */
  healthSince(restaurantId: string, since: Date): Promise<AiCallHealth>;
}

export interface AiPricing {
  inputTokenCostPer1000: number;
  outputTokenCostPer1000: number;
  markupMultiplier: number;
  currency: 'USD' | 'EUR' | 'MXN';
  exchangeRate: number;
}

export const DEFAULT_AI_PRICING: AiPricing = {
  inputTokenCostPer1000: 0.0025,
  outputTokenCostPer1000: 0.01,
  markupMultiplier: 2,
  currency: 'USD',
  exchangeRate: 1,
};
