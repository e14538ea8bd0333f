import type { Kysely } from 'kysely';
import type { ConfigRepository, ConfigScope } from '../../core/config/config.js';
import { fromJson, toIso, toJson } from './codec.js';
import type { Schema } from './schema.js';

/**
 * The platform-wide scope. A sentinel rather than NULL because NULLs never collide in a
 * unique key, which would allow two platform rows for one key. Restaurant ids are UUIDs,
 * so this cannot clash with one.
 */
export const PLATFORM_SCOPE = '*';

const scopeOf = (scope: ConfigScope) => scope ?? PLATFORM_SCOPE;

export class SqlConfigRepository implements ConfigRepository {
  constructor(private readonly db: Kysely<Schema>) {}

  async get(scope: ConfigScope, key: string): Promise<Record<string, unknown> | null> {
    const row = await this.db
      .selectFrom('config_entries')
      .select('value')
      .where('scope', '=', scopeOf(scope))
      .where('key', '=', key)
      .executeTakeFirst();
    return row ? fromJson<Record<string, unknown>>(row.value) : null;
  }

  async set(scope: ConfigScope, key: string, value: Record<string, unknown>): Promise<void> {
    const updatedAt = toIso(new Date());
    await this.db
      .insertInto('config_entries')
      .values({ scope: scopeOf(scope), key, value: toJson(value), updated_at: updatedAt })
      .onConflict((oc) => oc.columns(['scope', 'key']).doUpdateSet({ value: toJson(value), updated_at: updatedAt }))
      .execute();
  }

  async remove(scope: ConfigScope, key: string): Promise<void> {
    await this.db.deleteFrom('config_entries').where('scope', '=', scopeOf(scope)).where('key', '=', key).execute();
  }

  async list(scope: ConfigScope): Promise<{ key: string; value: Record<string, unknown> }[]> {
    const rows = await this.db
      .selectFrom('config_entries')
      .select(['key', 'value'])
      .where('scope', '=', scopeOf(scope))
      .orderBy('key')
      .execute();
    return rows.map((row) => ({ key: row.key, value: fromJson<Record<string, unknown>>(row.value) }));
  }

  async getMany(scopes: ConfigScope[], keys: string[]) {
    if (scopes.length === 0 || keys.length === 0) return [];
    const rows = await this.db
      .selectFrom('config_entries')
      .select(['scope', 'key', 'value'])
      .where('scope', 'in', scopes.map(scopeOf))
      .where('key', 'in', keys)
      .execute();
    return rows.map((row) => ({
      scope: row.scope === PLATFORM_SCOPE ? null : row.scope,
      key: row.key,
      value: fromJson<Record<string, unknown>>(row.value),
    }));
  }
}
