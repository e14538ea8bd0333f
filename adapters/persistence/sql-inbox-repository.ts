import { sql, type Kysely, type Selectable } from 'kysely';
import type { InboxItem, InboxProvider, InboxRepository, NewInboxItem } from '../../core/conversations/inbox.js';
import { fromIso, newId, toIso, toNumber } from './codec.js';
import { dialectOf } from './dialect.js';
import type { InboxTable, Schema } from './schema.js';

/** Rows per INSERT: far below SQLite's bound-parameter limit at 11 columns a row. */
const FLUSH_ROWS = 500;

const toItem = (row: Selectable<InboxTable>): InboxItem => ({
  id: row.id,
  restaurantId: row.restaurant_id,
  provider: row.provider as InboxProvider,
  providerMessageId: row.provider_message_id,
  phone: row.phone,
  customerName: row.customer_name,
  text: row.text,
  receivedAt: fromIso(row.received_at),
  attempts: Number(row.attempts),
  ...(row.attachment ? { attachment: JSON.parse(row.attachment) as InboxItem['attachment'] } : {}),
});

export class SqlInboxRepository implements InboxRepository {
  private readonly postgres: boolean;

  constructor(private readonly db: Kysely<Schema>) {
    this.postgres = dialectOf(db) === 'postgres';
  }

  /**
   * Group commit: webhooks that arrive together share one insert and one commit (the commit,
   * not the row, is what costs), and each caller learns how many of its messages were new.
   */
  enqueue(items: NewInboxItem[]): Promise<number> {
    if (items.length === 0) return Promise.resolve(0);
    return new Promise((resolve, reject) => {
      this.batch.push({ items, resolve, reject });
      if (this.batch.length === 1) setImmediate(() => void this.flush());
    });
  }

  private batch: { items: NewInboxItem[]; resolve: (stored: number) => void; reject: (error: unknown) => void }[] = [];

  private async flush() {
    const callers = this.batch;
    this.batch = [];
    const key = (item: Pick<NewInboxItem, 'restaurantId' | 'providerMessageId'>) => `${item.restaurantId}\u0000${item.providerMessageId}`;
    try {
      const rows = callers.flatMap((c) => c.items).map((item) => ({
        id: newId(),
        restaurant_id: item.restaurantId,
        provider: item.provider,
        provider_message_id: item.providerMessageId,
        phone: item.phone,
        customer_name: item.customerName,
        text: item.text,
        received_at: toIso(item.receivedAt),
        attachment: item.attachment ? JSON.stringify(item.attachment) : null,
        status: 'pending',
        attempts: 0,
        due_at: toIso(item.receivedAt),
      }));
      const inserted = new Set<string>();
      for (let i = 0; i < rows.length; i += FLUSH_ROWS) {
        const returned = await this.db
          .insertInto('inbox')
          .values(rows.slice(i, i + FLUSH_ROWS))
          .onConflict((oc) => oc.columns(['restaurant_id', 'provider_message_id']).doNothing())
          .returning(['restaurant_id', 'provider_message_id'])
          .execute();
        for (const r of returned) inserted.add(key({ restaurantId: r.restaurant_id, providerMessageId: r.provider_message_id }));
      }
      // The same message twice in one batch is new for its first caller only.
      for (const caller of callers) {
        let stored = 0;
        for (const item of caller.items) if (inserted.delete(key(item))) stored++;
        caller.resolve(stored);
      }
    } catch (error) {
      for (const caller of callers) caller.reject(error);
    }
  }

  async claim(workerId: string, now: Date, leaseUntil: Date): Promise<InboxItem | null> {
    const nowIso = toIso(now);
    return this.db.transaction().execute(async (trx) => {
      // A claim whose worker died (lease ran out) first: it heads its conversation by construction.
      let expired = trx
        .selectFrom('inbox')
        .selectAll()
        .where('status', '=', 'processing')
        .where('lease_until', '<', nowIso)
        .orderBy('seq')
        .limit(1);
      let pending = trx
        .selectFrom('inbox as i')
        .selectAll('i')
        .where('i.status', '=', 'pending')
        .where('i.due_at', '<=', nowIso)
        // Only the head of each conversation: its earlier messages must be finished first.
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('inbox as j')
                .select(sql`1`.as('one'))
                .whereRef('j.restaurant_id', '=', 'i.restaurant_id')
                .whereRef('j.phone', '=', 'i.phone')
                .where('j.status', 'in', ['pending', 'processing'])
                .whereRef('j.seq', '<', 'i.seq'),
            ),
          ),
        )
        .orderBy('i.seq')
        .limit(1);
      // Several server processes on one Postgres database: a row another one is claiming is skipped.
      if (this.postgres) {
        expired = expired.forUpdate().skipLocked();
        pending = pending.forUpdate().skipLocked();
      }
      const row = (await expired.executeTakeFirst()) ?? (await pending.executeTakeFirst());
      if (!row) return null;
      await trx
        .updateTable('inbox')
        .set({ status: 'processing', attempts: sql`attempts + 1`, lease_until: toIso(leaseUntil), claimed_by: workerId })
        .where('id', '=', row.id)
        .execute();
      return { ...toItem(row), attempts: Number(row.attempts) + 1 };
    });
  }

  async complete(id: string, workerId: string): Promise<void> {
    await this.finish(id, workerId, { status: 'done', lease_until: null });
  }

  async retryLater(id: string, workerId: string, at: Date, error: string): Promise<void> {
    await this.finish(id, workerId, { status: 'pending', due_at: toIso(at), lease_until: null, claimed_by: null, last_error: error });
  }

  async fail(id: string, workerId: string, error: string): Promise<void> {
    await this.finish(id, workerId, { status: 'failed', lease_until: null, last_error: error });
  }

  async unfinishedCount(): Promise<number> {
    const row = await this.db
      .selectFrom('inbox')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('status', 'in', ['pending', 'processing'])
      .executeTakeFirstOrThrow();
    return toNumber(row.count);
  }

  async pruneDone(before: Date): Promise<number> {
    const result = await this.db
      .deleteFrom('inbox')
      .where('status', '=', 'done')
      .where('received_at', '<', toIso(before))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Only the worker holding the claim may settle it; a claim taken over after its lease is not. */
  private async finish(id: string, workerId: string, set: Partial<Record<keyof InboxTable, unknown>>) {
    await this.db
      .updateTable('inbox')
      .set(set as never)
      .where('id', '=', id)
      .where('claimed_by', '=', workerId)
      .where('status', '=', 'processing')
      .execute();
  }
}
