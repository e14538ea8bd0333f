/**
 * Config entries are JSON values by key, per restaurant. For the platform keys only, a
 * restaurant's own entry overrides the platform-wide default (scope null), field by field.
 */
export type ConfigScope = string | null;

export interface ConfigRepository {
  get(scope: ConfigScope, key: string): Promise<Record<string, unknown> | null>;
  set(scope: ConfigScope, key: string, value: Record<string, unknown>): Promise<void>;
  remove(scope: ConfigScope, key: string): Promise<void>;
  /** Every entry of one scope. */
  list(scope: ConfigScope): Promise<{ key: string; value: Record<string, unknown> }[]>;
  /** Several keys of several scopes in one read; optional, resolveMany falls back to get. */
  getMany?(scopes: ConfigScope[], keys: string[]): Promise<{ scope: ConfigScope; key: string; value: Record<string, unknown> }[]>;
}

/** Encrypts secrets at rest. */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

export const AI_MODELS = ['gpt-4o', 'gpt-4', 'gpt-3.5-turbo'] as const;
export type AiModel = (typeof AI_MODELS)[number];
export const PERSONALITIES = ['friendly', 'professional', 'casual'] as const;
export type Personality = (typeof PERSONALITIES)[number];

export interface AiConfig {
  model: AiModel;
  temperature: number;
  personality: Personality;
  testMode: boolean;
  /** Previous messages the assistant sees: 3, 5 or 10. */
  contextMessages: number;
  /** Units of one product above which the customer is asked "¿seguro?" before confirming (1–100). */
  maxLineQuantity: number;
}

export const DEFAULT_AI_CONFIG: AiConfig = {
  model: 'gpt-4o',
  temperature: 0.7,
  personality: 'friendly',
  testMode: true,
  contextMessages: 5,
  maxLineQuantity: 20,
};

export interface WhatsAppConfig {
  provider: 'meta' | 'twilio';
  accessToken: string;
  phoneNumberId: string;
  /** Meta's WhatsApp Business Account id (WABA): where the approved message templates are listed. */
  businessAccountId: string;
  webhookVerifyToken: string;
  appSecret: string;
  businessPhone: string;
  twilioAccountSid: string;
  twilioAuthToken: string;
  twilioFrom: string;
}

export const DEFAULT_WHATSAPP_CONFIG: WhatsAppConfig = {
  provider: 'meta',
  accessToken: '',
  phoneNumberId: '',
  businessAccountId: '',
  webhookVerifyToken: '',
  appSecret: '',
  businessPhone: '',
  twilioAccountSid: '',
  twilioAuthToken: '',
  twilioFrom: '',
};

export interface OpenAiConfig {
  apiKey: string;
  organization: string;
}

export const DEFAULT_OPENAI_CONFIG: OpenAiConfig = { apiKey: '', organization: '' };

/** The OpenAI key and organization as read from openai_config (ConfigService.resolve gives its parsed type). */
export type OpenAiSettingsView = { apiKey?: unknown; organization?: unknown };

/**
 * The only keys with a platform-wide value underneath each restaurant's own (DESIGN.md):
 * the platform OpenAI key and the AI pricing defaults. Everything else — WhatsApp
 * credentials above all — belongs to one restaurant and is never inherited.
 */
export const PLATFORM_KEYS: readonly string[] = ['openai_config', 'ai_pricing'];
export const isPlatformKey = (key: string) => PLATFORM_KEYS.includes(key);

/** Where migration 0008 parks a platform row of a per-restaurant key it could not assign. */
export const UNASSIGNED_PREFIX = 'unassigned:';

/** Fields never returned in full and encrypted at rest. */
export const SECRET_FIELDS: Record<string, readonly string[]> = {
  whatsapp_config: ['accessToken', 'appSecret', 'twilioAuthToken'],
  openai_config: ['apiKey'],
  delivery_settings: ['mercadoPagoAccessToken', 'mercadoPagoWebhookSecret'],
};
