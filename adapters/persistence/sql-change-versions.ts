import { sql, type Kysely } from 'kysely';
import type { ChangeVersions, ListScope } from '../../core/shared/paging.js';
import { toNumber } from './codec.js';
import type { Schema } from './schema.js';

/**
 * Called after (never before) a write to a list's rows: a reader that saw the new rows under
 * the old version refetches at its next poll, while bumping first could let a reader cache
 * old rows under the new version for good.
 */
export async function bumpChangeVersion(db: Kysely<Schema>, restaurantId: string, ...scopes: ListScope[]): Promise<void> {
  await db
    .insertInto('change_versions')
    .values(scopes.map((scope) => ({ restaurant_id: restaurantId, scope, version: 1 })))
    .onConflict((oc) => oc.columns(['restaurant_id', 'scope']).doUpdateSet({ version: sql`change_versions.version + 1` }))
    .execute();
}

export class SqlChangeVersions implements ChangeVersions {
  constructor(private readonly db: Kysely<Schema>) {}

  async current(restaurantId: string, scope: ListScope): Promise<number> {
    const row = await this.db
      .selectFrom('change_versions')
      .select('version')
      .where('restaurant_id', '=', restaurantId)
      .where('scope', '=', scope)
      .executeTakeFirst();
    return toNumber(row?.version);
  }
}
