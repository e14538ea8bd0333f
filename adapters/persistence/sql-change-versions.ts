import { sql, type Kysely } from 'kysely';
import type { ChangeVersions } from '../../core/shared/paging.js';
import { toNumber } from './codec.js';
import type { Schema } from './schema.js';

/**
 * Called after (never before) a write to conversations, messages or orders: a reader that saw
 * the new rows under the old version refetches at its next poll, while bumping first could
 * let a reader cache old rows under the new version for good.
 */
export async function bumpChangeVersion(db: Kysely<Schema>, restaurantId: string): Promise<void> {
  await db
    .insertInto('change_versions')
    .values({ restaurant_id: restaurantId, version: 1 })
    .onConflict((oc) => oc.column('restaurant_id').doUpdateSet({ version: sql`change_versions.version + 1` }))
    .execute();
}

export class SqlChangeVersions implements ChangeVersions {
  constructor(private readonly db: Kysely<Schema>) {}

  async current(restaurantId: string): Promise<number> {
    const row = await this.db
      .selectFrom('change_versions')
      .select('version')
      .where('restaurant_id', '=', restaurantId)
      .executeTakeFirst();
    return toNumber(row?.version);
  }
}
