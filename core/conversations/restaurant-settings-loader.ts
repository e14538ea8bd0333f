import { AI_PRICING_KEY } from '../ai-usage/pricing.js';
import type { RestaurantSettings, RestaurantSettingsReader, RestaurantSettingsStore } from './restaurant-settings.js';
import { DELIVERY_SETTINGS_KEY, deliverySettingsOf } from '../delivery/delivery-settings.js';
import type { ConfigService, StoredConfigEntry } from '../config/config-service.js';
import { parseConfig, type ConfigOrigin } from '../config/config-schemas.js';
import { OPERATIONS_CONFIG_KEY } from '../config/operations-config.js';

const KEYS = [
  'ai_config',
  AI_PRICING_KEY,
  'restaurant_profile',
  'whatsapp_config',
  'openai_config',
  OPERATIONS_CONFIG_KEY,
  DELIVERY_SETTINGS_KEY,
] as const;

/** Restaurants whose resolved settings are kept (a server answers for a few hundred at most). */
const RESTAURANTS_REMEMBERED = 10_000;

/** Same entries in the same order, each value the very same object (so unchanged since it was resolved). */
const sameEntries = (a: readonly StoredConfigEntry[], b: readonly StoredConfigEntry[]) =>
  a.length === b.length && a.every((e, i) => e.scope === b[i]!.scope && e.key === b[i]!.key && e.value === b[i]!.value);

/** Distinct reports remembered, so a bad entry is reported once per process, not once per message. */
const REPORTS_REMEMBERED = 1000;

/**
 * The restaurant row and its config entries: one read per message, each entry parsed with its
 * key's schema (core/config/config-schemas.ts); a field that does not fit is reported with the
 * key and the restaurant, and its default used.
 */
export class RestaurantSettingsLoader implements RestaurantSettingsReader {
  private readonly reported = new Set<string>();
  /**
   * Per restaurant, the entries last read and what they resolved to. A store that hands back
   * the same value object for an unchanged entry (sql-restaurant-settings-store.ts) spares
   * every message the decryption and validation; any other entry resolves anew.
   */
  private readonly resolved = new Map<
    string,
    { entries: readonly StoredConfigEntry[]; settings: Omit<RestaurantSettings, 'restaurant'> }
  >();

  constructor(
    private readonly store: RestaurantSettingsStore,
    private readonly config: Pick<ConfigService, 'resolveEntries'>,
    private readonly log: (line: string) => void = (line) => console.error(`[config] ${line}`),
  ) {}

  private origin(restaurantId: string | null): ConfigOrigin {
    return {
      restaurantId,
      report: (line) => {
        if (this.reported.has(line)) return;
        if (this.reported.size >= REPORTS_REMEMBERED) this.reported.clear();
        this.reported.add(line);
        this.log(line);
      },
    };
  }

  async load(restaurantId: string): Promise<RestaurantSettings | null> {
    const stored = await this.store.read(restaurantId, KEYS);
    if (!stored) return null;
    const { restaurant, entries } = stored;
    const known = this.resolved.get(restaurantId);
    if (known && sameEntries(known.entries, entries)) return { restaurant, ...known.settings };
    const settings = this.resolve(restaurantId, entries);
    if (this.resolved.size >= RESTAURANTS_REMEMBERED) this.resolved.clear();
    this.resolved.set(restaurantId, { entries, settings });
    return { restaurant, ...settings };
  }

  private resolve(restaurantId: string, entries: readonly StoredConfigEntry[]): Omit<RestaurantSettings, 'restaurant'> {
    const { effective, platform } = this.config.resolveEntries(restaurantId, KEYS, entries);
    const own = this.origin(restaurantId);
    return {
      ai: parseConfig('ai_config', effective.ai_config, own),
      pricing: effective[AI_PRICING_KEY],
      profile: parseConfig('restaurant_profile', effective.restaurant_profile, own),
      whatsapp: parseConfig('whatsapp_config', effective.whatsapp_config, own),
      openai: {
        restaurant: parseConfig('openai_config', effective.openai_config, own),
        platform: parseConfig('openai_config', platform.openai_config, this.origin(null)),
      },
      operations: parseConfig(OPERATIONS_CONFIG_KEY, effective[OPERATIONS_CONFIG_KEY], own),
      delivery: deliverySettingsOf(effective[DELIVERY_SETTINGS_KEY]),
    };
  }
}
