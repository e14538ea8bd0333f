/**
 * Config entries are JSON values by key. A restaurant's own entry overrides the
 * platform-wide default of the same key (scope null), field by field.
 */
export type ConfigScope = string | null;

export interface ConfigRepository {
  get(scope: ConfigScope, key: string): Promise<Record<string, unknown> | null>;
  set(scope: ConfigScope, key: string, value: Record<string, unknown>): Promise<void>;
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
}

export const DEFAULT_AI_CONFIG: AiConfig = {
  model: 'gpt-4o',
  temperature: 0.7,
  personality: 'friendly',
  testMode: true,
  contextMessages: 5,
};

export const DEFAULT_VERIFY_TOKEN_PLACEHOLDER = 'comanda_verify_token';

export interface WhatsAppConfig {
  provider: 'meta' | 'twilio';
  accessToken: string;
  phoneNumberId: string;
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

/** Fields never returned in full and encrypted at rest. */
export const SECRET_FIELDS: Record<string, readonly string[]> = {
  whatsapp_config: ['accessToken', 'appSecret', 'twilioAuthToken'],
  openai_config: ['apiKey'],
};
