import { summariseHealth } from '../ai-health.js';
import type { AiUsageRecord, AiUsageRepository, AiUsageTotals, NewAiUsageRecord } from '../ai-usage.js';

const newestFirst = (a: AiUsageRecord, b: AiUsageRecord) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** AiUsageRepository in memory, for core tests and the offline evaluation; passes the persistence contract suite. */
export class InMemoryAiUsageRepository implements AiUsageRepository {
  /** Ids in creation order, per repository like a table's own sequence. */
  private sequence = 0;
  readonly records: AiUsageRecord[] = [];

  async record(usage: NewAiUsageRecord) {
    const id = `usage_${(++this.sequence).toString().padStart(9, '0')}`;
    const created: AiUsageRecord = {
      status: 'ok',
      error: null,
      ...structuredClone(usage),
      conversationId: usage.conversationId ?? null,
      id,
    };
    this.records.push(created);
    return structuredClone(created);
  }

  async recent(restaurantId: string, limit: number) {
    return this.since(restaurantId, new Date(-8.64e15)).slice(0, limit);
  }

  /** Counts the distinct conversations answered: records without one add cost and tokens only. */
  async totalsSince(restaurantId: string, since: Date): Promise<AiUsageTotals> {
    const rows = this.since(restaurantId, since);
    return {
      totalConversations: new Set(rows.map((r) => r.conversationId).filter(Boolean)).size,
      totalTokens: rows.reduce((s, r) => s + r.totalTokens, 0),
      totalBaseCostUSD: rows.reduce((s, r) => s + r.baseCostUSD, 0),
      totalFinalCostUSD: rows.reduce((s, r) => s + r.finalCostUSD, 0),
    };
  }

  async healthSince(restaurantId: string, since: Date) {
    return summariseHealth(this.since(restaurantId, since).slice(0, 50));
  }

  /** The restaurant's records from `since` on, newest first, as copies. */
  private since(restaurantId: string, since: Date) {
    return this.records
      .filter((r) => r.restaurantId === restaurantId && r.createdAt >= since)
      .sort(newestFirst)
      .map((r) => structuredClone(r));
  }
}
