import type { Kysely, Selectable } from 'kysely';
import type {
  AiCallHealth,
  AiCallStatus,
  AiUsageRecord,
  AiUsageRepository,
  AiUsageTotals,
  NewAiUsageRecord,
} from '../../core/ai-usage/ai-usage.js';
import { summariseHealth } from '../../core/ai-usage/ai-health.js';
import { fromIso, newId, toIso, toNumber } from './codec.js';
import { PreparedQuery } from './prepared-query.js';
import type { AiUsageTable, Schema } from './schema.js';

const toRecord = (row: Selectable<AiUsageTable>): AiUsageRecord => ({
  id: row.id,
  restaurantId: row.restaurant_id,
  model: row.model,
  requestType: row.request_type,
  inputTokens: Number(row.input_tokens),
  outputTokens: Number(row.output_tokens),
  totalTokens: Number(row.total_tokens),
  baseCostUSD: Number(row.base_cost_usd),
  finalCostUSD: Number(row.final_cost_usd),
  createdAt: fromIso(row.created_at),
  status: row.status === 'failed' ? 'failed' : 'ok',
  error: row.error,
  conversationId: row.conversation_id ?? null,
});

export class SqlAiUsageRepository implements AiUsageRepository {
  /** One or two per reply: built once (prepared-query.ts). */
  private readonly insert = new PreparedQuery(13, (db, arg) =>
    db.insertInto('ai_usage').values({
      id: arg(0),
      restaurant_id: arg(1),
      model: arg(2),
      request_type: arg(3),
      input_tokens: arg(4),
      output_tokens: arg(5),
      total_tokens: arg(6),
      base_cost_usd: arg(7),
      final_cost_usd: arg(8),
      created_at: arg(9),
      status: arg(10),
      error: arg(11),
      conversation_id: arg(12),
    }),
  );

  constructor(private readonly db: Kysely<Schema>) {}

  async record(usage: NewAiUsageRecord): Promise<AiUsageRecord> {
    const created: AiUsageRecord = { status: 'ok', error: null, ...usage, conversationId: usage.conversationId ?? null, id: newId() };
    await this.insert.execute(this.db, [
      created.id,
      created.restaurantId,
      created.model,
      created.requestType,
      created.inputTokens,
      created.outputTokens,
      created.totalTokens,
      created.baseCostUSD,
      created.finalCostUSD,
      toIso(created.createdAt),
      created.status,
      created.error,
      created.conversationId ?? null,
    ]);
    return created;
  }

  async recent(restaurantId: string, limit: number): Promise<AiUsageRecord[]> {
    const rows = await this.db
      .selectFrom('ai_usage')
      .selectAll()
      .where('restaurant_id', '=', restaurantId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(Math.max(0, Math.floor(limit)))
      .execute();
    return rows.map(toRecord);
  }

  /**
   * totalConversations counts the distinct conversations the AI answered in the period:
   * records without a conversation (connection tests, records from before 0008) add cost
   * and tokens but no conversation.
   */
  async totalsSince(restaurantId: string, since: Date): Promise<AiUsageTotals> {
    const row = await this.db
      .selectFrom('ai_usage')
      .select((eb) => [
        eb.fn.count('conversation_id').distinct().as('conversations'),
        eb.fn.sum('total_tokens').as('tokens'),
        eb.fn.sum('base_cost_usd').as('base'),
        eb.fn.sum('final_cost_usd').as('final'),
      ])
      .where('restaurant_id', '=', restaurantId)
      .where('created_at', '>=', toIso(since))
      .executeTakeFirstOrThrow();
    return {
      totalConversations: toNumber(row.conversations),
      totalTokens: toNumber(row.tokens),
      totalBaseCostUSD: toNumber(row.base),
      totalFinalCostUSD: toNumber(row.final),
    };
  }

  async healthSince(restaurantId: string, since: Date): Promise<AiCallHealth> {
    const rows = await this.db
      .selectFrom('ai_usage')
      .select(['status', 'error', 'created_at'])
      .where('restaurant_id', '=', restaurantId)
      .where('created_at', '>=', toIso(since))
      .orderBy('created_at', 'desc')
      .limit(50)
      .execute();
    return summariseHealth(rows.map((r) => ({ status: r.status as AiCallStatus, error: r.error, createdAt: fromIso(r.created_at) })));
  }
}
