import { AI_PRICING_KEY } from '../ai-usage/pricing.js';
import type {
  RestaurantProfileExtras,
  RestaurantSettings,
  RestaurantSettingsReader,
  RestaurantSettingsStore,
} from '../conversations/restaurant-settings.js';
import { DELIVERY_SETTINGS_KEY, deliverySettingsOf } from '../delivery/delivery-settings.js';
import type { ConfigService } from './config-service.js';
import type { AiConfig, WhatsAppConfig } from './config.js';
import { DEFAULT_OPERATIONS_CONFIG, OPERATIONS_CONFIG_KEY, type OperationsConfig } from './operations-config.js';

const KEYS = [
  'ai_config',
  AI_PRICING_KEY,
  'restaurant_profile',
  'whatsapp_config',
  'openai_config',
  OPERATIONS_CONFIG_KEY,
  DELIVERY_SETTINGS_KEY,
] as const;

/** The restaurant row and its six config entries: one read per message. */
export class RestaurantSettingsLoader implements RestaurantSettingsReader {
  constructor(
    private readonly store: RestaurantSettingsStore,
    private readonly config: Pick<ConfigService, 'resolveEntries'>,
  ) {}

  async load(restaurantId: string): Promise<RestaurantSettings | null> {
    const stored = await this.store.read(restaurantId, KEYS);
    if (!stored) return null;
    const { restaurant } = stored;
    const { effective, platform } = this.config.resolveEntries(restaurantId, KEYS, stored.entries);
    return {
      restaurant,
      ai: effective.ai_config as unknown as AiConfig,
      pricing: effective[AI_PRICING_KEY],
      profile: effective.restaurant_profile as RestaurantProfileExtras,
      whatsapp: effective.whatsapp_config as unknown as WhatsAppConfig,
      openai: { restaurant: effective.openai_config, platform: platform.openai_config },
      operations: { ...DEFAULT_OPERATIONS_CONFIG, ...(effective[OPERATIONS_CONFIG_KEY] as Partial<OperationsConfig>) },
      delivery: deliverySettingsOf(effective[DELIVERY_SETTINGS_KEY]),
    };
  }
}
