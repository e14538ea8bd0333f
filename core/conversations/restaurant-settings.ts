import type { StoredConfigEntry } from '../config/config-service.js';
import type { AiConfig, OpenAiSettingsView, WhatsAppConfig } from '../config/config.js';
import type { OperationsConfig } from '../config/operations-config.js';
import type { DeliverySettings } from '../delivery/delivery-settings.js';
import type { Restaurant } from '../tenancy/restaurant.js';

/** Hours, delivery, payment and promotions texts (config key restaurant_profile), where the restaurant keeps them. */
export type RestaurantProfileExtras = Partial<Record<'hours' | 'delivery' | 'payment' | 'promotions', string | null>>;

/**
 * Everything the reply path needs to know about a restaurant, read once per message
 * (secrets in clear: for the server's own use only).
 */
export interface RestaurantSettings {
  restaurant: Restaurant;
  ai: AiConfig;
  /** The stored ai_pricing entry ({ [model]: pricing }); pricingFor reads it per model. */
  pricing: Record<string, unknown>;
  profile: RestaurantProfileExtras;
  whatsapp: WhatsAppConfig;
  openai: { restaurant: OpenAiSettingsView; platform: OpenAiSettingsView };
  operations: OperationsConfig;
  /** Zones, pickup and payment methods (#24); absent where a caller builds settings by hand: the defaults apply. */
  delivery?: DeliverySettings;
}

/** Port: loads a restaurant's settings; null when the restaurant does not exist. */
export interface RestaurantSettingsReader {
  load(restaurantId: string): Promise<RestaurantSettings | null>;
}

/** Port: the restaurant row and its stored config entries (its own and the platform's) for the given keys, in one read. */
export interface RestaurantSettingsStore {
  read(restaurantId: string, keys: readonly string[]): Promise<{ restaurant: Restaurant; entries: StoredConfigEntry[] } | null>;
}
