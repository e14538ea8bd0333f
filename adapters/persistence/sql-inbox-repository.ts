import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { ClaimOptions, InboxItem, InboxProvider, InboxRepository, NewInboxItem } from '../../core/conversations/inbox.js';
import { PreparedQueries, PreparedQuery } from './prepared-query.js';
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

/**
 * Round-robin across restaurants: each restaurant's oldest candidate, then each one's second…,
 * never past a restaurant's cap (counting what the worker already holds).
 */
function roundRobin(candidates: { id: string; restaurant_id: string }[], options: ClaimOptions): string[] {
  const queues = new Map<string, string[]>();
  for (const c of candidates) queues.set(c.restaurant_id, [...(queues.get(c.restaurant_id) ?? []), c.id]);
  const held = new Map(options.inFlight);
  const ids: string[] = [];
  for (let progress = true; progress && ids.length < options.limit;) {
    progress = false;
    for (const [restaurant, queue] of queues) {
      if (ids.length >= options.limit) break;
      const count = held.get(restaurant) ?? 0;
      if (queue.length === 0 || count >= options.perRestaurant) continue;
      ids.push(queue.shift()!);
      held.set(restaurant, count + 1);
      progress = true;
    }
  }
  return ids;
}

type InboxRow = Insertable<InboxTable>;

/** The columns toRow fills, in the order an insert's values are placed. */
const INBOX_COLUMNS = [
  'id',
  'restaurant_id',
  'provider',
  'provider_message_id',
  'phone',
  'customer_name',
  'text',
  'received_at',
  'attachment',
  'status',
  'attempts',
  'due_at',
] as const satisfies readonly (keyof InboxRow)[];

/** A row as toRow makes it: a column missing from INBOX_COLUMNS is a type error, never a value left out. */
type InboxValues = { [K in (typeof INBOX_COLUMNS)[number]]: InboxRow[K] };

/** Throws (an invalid date) before any SQL, for this item alone. */
const toRow = (item: NewInboxItem): InboxValues => ({
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
});

/** Restaurants with waiting messages a claim looks at when some are at their cap; more are reached as those are served. */
const RESTAURANTS_LOOKED_UP = 1000;
/** Of those, the ones whose heads one claim reads: one range each, in one statement. */
const RESTAURANTS_PER_CLAIM = 32;

/** Each round either claims something or finds another worker did; this only bounds a pathological race. */
const MAX_CLAIM_ROUNDS = 50;

/** Claimed rows in arrival order (RETURNING promises none), as plain items. */
const inArrivalOrder = (rows: Selectable<InboxTable>[]): InboxItem[] => [...rows].sort((a, b) => Number(a.seq) - Number(b.seq)).map(toItem);

export class SqlInboxRepository implements InboxRepository {
  /** Where the next claim starts in the list of restaurants waiting, while some are at their cap. */
  private turn = 0;
  /** A webhook's batch of rows: prepared per number of rows (a webhook carries one message, a burst a few). */
  private readonly inserts = new PreparedQueries(32);
  /** Once per message: built once (prepared-query.ts). */
  private readonly completion = new PreparedQuery(2, (db, arg) =>
    db
      .updateTable('inbox')
      .set({ status: 'done', lease_until: null })
      .where('id', '=', arg(0))
      .where('claimed_by', '=', arg(1))
      .where('status', '=', 'processing'),
  );

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
    // A row that cannot be built or written fails its own caller only: one tenant's odd message
    // never costs another tenant's webhook its answer.
    const failures = new Map<number, unknown>();
    const rows: { caller: number; row: InboxValues }[] = [];
    callers.forEach((caller, index) => {
      for (const item of caller.items) {
        try {
          rows.push({ caller: index, row: toRow(item) });
        } catch (error) {
          if (!failures.has(index)) failures.set(index, error);
        }
      }
    });
    const inserted = new Set<string>();
    try {
      for (let i = 0; i < rows.length; i += FLUSH_ROWS) {
        const chunk = rows.slice(i, i + FLUSH_ROWS);
        try {
          for (const r of await this.insert(chunk.map((c) => c.row))) inserted.add(key(r));
        } catch {
          // Retried one by one, so only the row the database refuses fails (and only its caller).
          for (const { caller, row } of chunk) {
            try {
              for (const r of await this.insert([row])) inserted.add(key(r));
            } catch (error) {
              if (!failures.has(caller)) failures.set(caller, error);
            }
          }
        }
      }
    } catch (error) {
      for (const caller of callers) caller.reject(error);
      return;
    }
    // The same message twice in one batch is new for its first caller only.
    callers.forEach((caller, index) => {
      let stored = 0;
      for (const item of caller.items) if (inserted.delete(key(item))) stored++;
      if (failures.has(index)) caller.reject(failures.get(index));
      else caller.resolve(stored);
    });
  }

  private async insert(rows: InboxValues[]): Promise<{ restaurantId: string; providerMessageId: string }[]> {
    const { rows: returned } = await this.inserts.execute(
      this.db,
      String(rows.length),
      (db, arg) =>
        db
          .insertInto('inbox')
          .values(
            rows.map((_, r) =>
              Object.fromEntries(INBOX_COLUMNS.map((column, c) => [column, arg(r * INBOX_COLUMNS.length + c)])),
            ) as InboxRow[],
          )
          .onConflict((oc) => oc.columns(['restaurant_id', 'provider_message_id']).doNothing())
          .returning(['restaurant_id', 'provider_message_id']),
      rows.flatMap((row) => INBOX_COLUMNS.map((column) => row[column])),
    );
    return returned.map((r) => ({ restaurantId: r.restaurant_id, providerMessageId: r.provider_message_id }));
  }

  async claim(workerId: string, now: Date, leaseUntil: Date): Promise<InboxItem | null> {
    const [item] = await this.claimMany(workerId, now, leaseUntil, { limit: 1, perRestaurant: 1, inFlight: new Map() });
    return item ?? null;
  }

  async claimMany(workerId: string, now: Date, leaseUntil: Date, options: ClaimOptions): Promise<InboxItem[]> {
    if (options.limit <= 0) return [];
    const claimed = options.takeOverExpired === false ? [] : await this.takeOverExpired(workerId, now, leaseUntil, options.limit);
    const inFlight = new Map(options.inFlight);
    // Another worker may win some of the heads picked: pick again, until nothing is left to pick.
    for (let round = 0; round < MAX_CLAIM_ROUNDS && claimed.length < options.limit; round++) {
      const { items, picked, sawAll } = await this.claimHeads(workerId, now, leaseUntil, {
        ...options,
        inFlight,
        limit: options.limit - claimed.length,
      });
      claimed.push(...items);
      let capped = false;
      for (const item of items) {
        const held = (inFlight.get(item.restaurantId) ?? 0) + 1;
        inFlight.set(item.restaurantId, held);
        capped ||= held >= options.perRestaurant;
      }
      // Done unless some heads were lost to another worker, or a restaurant just reached its
      // cap while the round's candidates were cut short (its backlog may have hidden other
      // restaurants' heads).
      if (picked === 0 || (items.length === picked && (!capped || sawAll))) break;
    }
    return claimed;
  }

  /** A claim whose worker died (lease ran out): it heads its conversation by construction. */
  private async takeOverExpired(workerId: string, now: Date, leaseUntil: Date, limit: number): Promise<InboxItem[]> {
    const nowIso = toIso(now);
    let expired = this.db
      .selectFrom('inbox')
      .select('id')
      .where('status', '=', 'processing')
      .where('lease_until', '<', nowIso)
      .orderBy('seq')
      .limit(limit);
    if (this.postgres) expired = expired.forUpdate().skipLocked();
    const rows = await this.db
      .updateTable('inbox')
      .set({ attempts: sql`attempts + 1`, lease_until: toIso(leaseUntil), claimed_by: workerId })
      .where('id', 'in', expired)
      .where('status', '=', 'processing')
      .where('lease_until', '<', nowIso)
      .returningAll()
      .execute();
    return inArrivalOrder(rows);
  }

  private async claimHeads(
    workerId: string,
    now: Date,
    leaseUntil: Date,
    options: ClaimOptions,
  ): Promise<{ items: InboxItem[]; picked: number; sawAll: boolean }> {
    const nowIso = toIso(now);
    // Restaurants already at their cap are left out, so their backlog is skipped over rather than
    // filling the batch: another restaurant's customer is never behind it.
    const full = new Set([...options.inFlight].filter(([, held]) => held >= options.perRestaurant).map(([id]) => id));
    const candidateCount = options.limit * 2 + options.perRestaurant;
    // Only the heads of conversations (their earlier messages must be finished first) that are due.
    const heads = (restaurantId?: string) => {
      let query = this.db
        .selectFrom('inbox as i')
        .select(['i.id', 'i.restaurant_id', 'i.seq'])
        .where('i.status', '=', 'pending')
        .where('i.due_at', '<=', nowIso)
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
        );
      if (restaurantId !== undefined) query = query.where('i.restaurant_id', '=', restaurantId);
      return query.orderBy('i.seq').limit(candidateCount);
    };
    let candidates: { id: string; restaurant_id: string }[];
    // Every restaurant with room was looked at (so a short list of candidates means there is no more).
    let lookedAtAll = true;
    if (full.size === 0) {
      candidates = await heads().execute();
    } else {
      // Leaving the full restaurants out of one walk in arrival order would still walk every
      // waiting message of theirs. The others are taken by name instead, each one's heads a
      // range of its own in (status, restaurant_id, seq); when more are waiting than one claim
      // reads, each claim starts one further along the list, so every restaurant has its turn.
      const waiting = (await this.restaurantsWaiting()).filter((id) => !full.has(id));
      if (waiting.length === 0) return { items: [], picked: 0, sawAll: true };
      const start = this.turn++ % waiting.length;
      const open = [...waiting.slice(start), ...waiting.slice(0, start)].slice(0, Math.min(options.limit, RESTAURANTS_PER_CLAIM));
      const [first, ...rest] = open.map((id, k) => this.db.selectFrom(heads(id).as(`h${k}`)).selectAll());
      const union = rest.reduce((all, next) => all.unionAll(next), first!);
      candidates = await this.db.selectFrom(union.as('heads')).selectAll().orderBy('seq').limit(candidateCount).execute();
      lookedAtAll = open.length === waiting.length;
    }
    const sawAll = lookedAtAll && candidates.length < candidateCount;
    const ids = roundRobin(candidates, options);
    if (ids.length === 0) return { items: [], picked: 0, sawAll };
    // Another worker may have claimed some meanwhile: the conditional update takes only what is still pending.
    // On PostgreSQL the rows are locked first, skipping those another worker is claiming. On SQLite
    // (one writer) the rows are found by id alone: a subquery, or "status" left free to use its
    // index, had SQLite walk every pending row and keep those in the list, so each claim cost as
    // much as the whole backlog and slowed the worker most when it was furthest behind.
    const rows = await this.db
      .updateTable('inbox')
      .set({ status: 'processing', attempts: sql`attempts + 1`, lease_until: toIso(leaseUntil), claimed_by: workerId })
      .where(
        'id',
        'in',
        this.postgres
          ? this.db.selectFrom('inbox').select('id').where('id', 'in', ids).where('status', '=', 'pending').forUpdate().skipLocked()
          : ids,
      )
      // SQLite's unary "+" keeps a term from choosing the index.
      .where(this.postgres ? sql.ref('status') : sql`+status`, '=', 'pending')
      .returningAll()
      .execute();
    const followed = await this.followedByText(rows.map((r) => r.id));
    return { items: inArrivalOrder(rows).map((item) => ({ ...item, followed: followed.has(item.id) })), picked: ids.length, sawAll };
  }

  /** Of the claimed ids, those whose customer's next message is already waiting and is a text (InboxItem.followed). */
  /**
   * The restaurants with messages waiting, at most RESTAURANTS_LOOKED_UP of them: each found by
   * one seek in (status, restaurant_id, seq) past the one before, however many messages each has.
   */
  private async restaurantsWaiting(): Promise<string[]> {
    const { rows } = await sql<{ id: string }>`
      with recursive waiting (id, n) as (
        select (select min(restaurant_id) from inbox where status = 'pending'), 1
        union all
        select (select min(k.restaurant_id) from inbox k where k.status = 'pending' and k.restaurant_id > waiting.id), waiting.n + 1
        from waiting where waiting.id is not null and waiting.n < ${RESTAURANTS_LOOKED_UP}
      )
      select id from waiting where id is not null`.execute(this.db);
    return rows.map((r) => r.id);
  }

  private async followedByText(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('inbox as i')
      .select('i.id')
      .select((eb) =>
        eb
          .selectFrom('inbox as k')
          .select(sql<number>`case when k.attachment is null then 1 else 0 end`.as('text'))
          .whereRef('k.restaurant_id', '=', 'i.restaurant_id')
          .whereRef('k.phone', '=', 'i.phone')
          .where('k.status', '=', 'pending')
          .whereRef('k.seq', '>', 'i.seq')
          .orderBy('k.seq')
          .limit(1)
          .as('next_is_text'),
      )
      .where('i.id', 'in', ids)
      .execute();
    return new Set(rows.filter((r) => Number(r.next_is_text) === 1).map((r) => r.id));
  }

  async renew(ids: string[], workerId: string, leaseUntil: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .updateTable('inbox')
      .set({ lease_until: toIso(leaseUntil) })
      .where('id', 'in', ids)
      .where('claimed_by', '=', workerId)
      .where('status', '=', 'processing')
      .execute();
  }

  async complete(id: string, workerId: string): Promise<void> {
    await this.completion.execute(this.db, [id, workerId]);
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
