import type { Kysely } from 'kysely';
import type { StoredConfigEntry } from '../../core/config/config-service.js';
import type { RestaurantSettingsStore } from '../../core/conversations/restaurant-settings.js';
import type { Restaurant } from '../../core/tenancy/restaurant.js';
import { fromJson, toNumber } from './codec.js';
import type { MenuVersionCache } from './menu-cache.js';
import { PreparedQueries } from './prepared-query.js';
import type { Schema } from './schema.js';
import { PLATFORM_SCOPE } from './sql-config-repository.js';
import { toRestaurant } from './sql-restaurant-repository.js';

/** Distinct config texts whose parsed value is kept (a restaurant has a few; a platform, a few per restaurant). */
const PARSED_REMEMBERED = 5000;

/**
 * What every message reads first, in one statement: the restaurant row joined to its config
 * entries (its own and the platform's; one row per entry, the restaurant's columns repeated),
 * and the menu's change version, handed to the menu cache.
 */
export class SqlRestaurantSettingsStore implements RestaurantSettingsStore {
  /**
   * Each stored text parsed once: an entry that did not change comes back as the same object,
   * which lets the settings loader skip decrypting and validating it again on every message.
   */
  private readonly parsed = new Map<string, Record<string, unknown>>();
  /** Prepared once per number of keys asked for (a caller asks for the same few each time). */
  private readonly query = new PreparedQueries(8);

  constructor(
    private readonly db: Kysely<Schema>,
    private readonly menus?: MenuVersionCache,
  ) {}

  async read(restaurantId: string, keys: readonly string[]): Promise<{ restaurant: Restaurant; entries: StoredConfigEntry[] } | null> {
    const { rows } = await this.query.execute(
      this.db,
      String(keys.length),
      (db, arg) =>
        db
          .selectFrom('restaurants as r')
          .leftJoin('config_entries as c', (join) =>
            join.on('c.scope', 'in', [arg(0), PLATFORM_SCOPE]).on('c.key', 'in', keys.length > 0 ? keys.map((_, i) => arg(i + 1)) : ['']),
          )
          .selectAll('r')
          .select(['c.scope as config_scope', 'c.key as config_key', 'c.value as config_value'])
          .select((eb) =>
            eb
              .selectFrom('change_versions as v')
              .select('v.version')
              .where('v.restaurant_id', '=', arg(0))
              .where('v.scope', '=', 'menu')
              .as('menu_version'),
          )
          .where('r.id', '=', arg(0)),
      [restaurantId, ...keys],
    );
    const first = rows[0];
    if (!first) return null;
    this.menus?.observe(restaurantId, toNumber(first.menu_version));
    const entries: StoredConfigEntry[] = [];
    for (const row of rows) {
      if (row.config_scope === null || row.config_key === null || row.config_value === null) continue;
      entries.push({
        scope: row.config_scope === PLATFORM_SCOPE ? null : row.config_scope,
        key: row.config_key,
        value: this.parse(row.config_value),
      });
    }
    return { restaurant: toRestaurant(first), entries };
  }

  private parse(text: string): Record<string, unknown> {
    let value = this.parsed.get(text);
    if (value) return value;
    if (this.parsed.size >= PARSED_REMEMBERED) this.parsed.clear();
    value = Object.freeze(fromJson<Record<string, unknown>>(text));
    this.parsed.set(text, value);
    return value;
  }
}
