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
  /** The conversation the call answered; null for panel calls such as the connection test. */
  conversationId?: string | null;
}

export type NewAiUsageRecord = Omit<AiUsageRecord, 'id'>;

export interface AiUsageTotals {
  /** Distinct conversations the AI answered in the period (not calls). */
  totalConversations: number;
  totalTokens: number;
  totalBaseCostUSD: number;
  totalFinalCostUSD: number;
}

export interface AiUsageRepository {
  record(usage: NewAiUsageRecord): Promise<AiUsageRecord>;
  recent(restaurantId: string, limit: number): Promise<AiUsageRecord[]>;
  totalsSince(restaurantId: string, since: Date): Promise<AiUsageTotals>;
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
