import type { Kysely, Migration } from 'kysely';

type Db = Kysely<any>;

const PLATFORM_SCOPE = '*';
/** Frozen copies of PLATFORM_KEYS and UNASSIGNED_PREFIX as they were when this migration shipped. */
const PLATFORM_KEYS = ['openai_config', 'ai_pricing'];
const UNASSIGNED_PREFIX = 'unassigned:';

const parse = (text: string): Record<string, unknown> => {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};
const filled = (value: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== '' && v !== null && v !== undefined));

/**
 * Settings became strictly per restaurant: a platform-scope row of any other key than
 * the platform ones (WhatsApp credentials above all) used to be inherited by every
 * restaurant. Nothing is deleted: with a single restaurant the row can only have been
 * entered for it, so it moves there (that restaurant's own fields win, as they did);
 * otherwise it is parked under `unassigned:{key}` for the administrator to assign.
 * Also: AI usage records carry the conversation they were spent on.
 */
export const perRestaurantSettings: Migration = {
  async up(db: Db) {
    const rows: { key: string; value: string; updated_at: string }[] = await db
      .selectFrom('config_entries')
      .select(['key', 'value', 'updated_at'])
      .where('scope', '=', PLATFORM_SCOPE)
      .execute();
    const restaurants: { id: string }[] = await db.selectFrom('restaurants').select('id').execute();
    const only = restaurants.length === 1 ? restaurants[0]!.id : null;
    for (const row of rows) {
      if (PLATFORM_KEYS.includes(row.key) || row.key.startsWith(UNASSIGNED_PREFIX)) continue;
      if (only) {
        const own: { value: string } | undefined = await db
          .selectFrom('config_entries')
          .select('value')
          .where('scope', '=', only)
          .where('key', '=', row.key)
          .executeTakeFirst();
        const merged = JSON.stringify({ ...filled(parse(row.value)), ...filled(own ? parse(own.value) : {}) });
        if (own)
          await db.updateTable('config_entries').set({ value: merged }).where('scope', '=', only).where('key', '=', row.key).execute();
        else
          await db.insertInto('config_entries').values({ scope: only, key: row.key, value: merged, updated_at: row.updated_at }).execute();
      } else {
        await db
          .insertInto('config_entries')
          .values({ scope: PLATFORM_SCOPE, key: UNASSIGNED_PREFIX + row.key, value: row.value, updated_at: row.updated_at })
          .execute();
      }
      await db.deleteFrom('config_entries').where('scope', '=', PLATFORM_SCOPE).where('key', '=', row.key).execute();
    }

    await db.schema.alterTable('ai_usage').addColumn('conversation_id', 'text').execute();
  },

  async down(db: Db) {
    await db.schema.alterTable('ai_usage').dropColumn('conversation_id').execute();
  },
};
