import { z } from 'zod';
import { WEEKDAYS } from './opening-hours.js';
import { AI_MODELS, DEFAULT_AI_CONFIG, DEFAULT_OPENAI_CONFIG, DEFAULT_WHATSAPP_CONFIG, PERSONALITIES } from './config.js';
import { DEFAULT_OPERATIONS_CONFIG } from './operations-config.js';

/**
 * One schema per config key the reply path reads. A stored entry is JSON a person (or an
 * older build) wrote, so it is parsed where settings load: a field that does not fit is
 * reported with the key and the restaurant, and its default used instead.
 */
const dayHours = z.object({ open: z.string(), close: z.string() }).nullable();

export const STORED_CONFIG_SCHEMAS = {
  ai_config: z.object({
    model: z.enum(AI_MODELS),
    temperature: z.number().min(0).max(1),
    personality: z.enum(PERSONALITIES),
    testMode: z.boolean(),
    contextMessages: z.number().int().min(1).max(50),
    maxLineQuantity: z.number().int().min(1).max(100),
  }),
  whatsapp_config: z.object({
    provider: z.enum(['meta', 'twilio']),
    accessToken: z.string(),
    phoneNumberId: z.string(),
    businessAccountId: z.string(),
    webhookVerifyToken: z.string(),
    appSecret: z.string(),
    businessPhone: z.string(),
    twilioAccountSid: z.string(),
    twilioAuthToken: z.string(),
    twilioFrom: z.string(),
  }),
  openai_config: z.object({ apiKey: z.string(), organization: z.string() }),
  operations_config: z.object({
    takeoverTimeoutMinutes: z.number().positive(),
    hoursEnabled: z.boolean(),
    openingHours: z.partialRecord(z.enum(WEEKDAYS), dayHours),
    acceptOrdersWhenClosed: z.boolean(),
    orderSummaryPhone: z.string(),
    assistantPaused: z.boolean().optional(),
    waitMinutes: z.number().nullable().optional(),
    waitDate: z.string().nullable().optional(),
  }),
  restaurant_profile: z.object({
    hours: z.string().nullable().optional(),
    delivery: z.string().nullable().optional(),
    payment: z.string().nullable().optional(),
    promotions: z.string().nullable().optional(),
  }),
} as const;

export type ParsedConfigKey = keyof typeof STORED_CONFIG_SCHEMAS;
export type ParsedConfig<K extends ParsedConfigKey> = z.infer<(typeof STORED_CONFIG_SCHEMAS)[K]>;

/** Where a config value came from, for the report of a field that did not fit. */
export interface ConfigOrigin {
  restaurantId: string | null;
  report: (line: string) => void;
}

type Parser<T> = (value: Record<string, unknown>, origin: ConfigOrigin) => T;

/**
 * Every field that fits is kept; one that does not is reported (key, restaurant, field, why)
 * and its default used. Fields the schema does not know are reported too and left out.
 */
function parserOf<S extends z.ZodObject>(key: string, schema: S, defaults: z.output<S>): Parser<z.output<S>> {
  const known = new Set(Object.keys(schema.shape));
  return (value, origin) => {
    const where = `config ${key} del restaurante ${origin.restaurantId ?? '(plataforma)'}`;
    const unknown = Object.keys(value).filter((field) => !known.has(field));
    if (unknown.length > 0) origin.report(`${where}: campos desconocidos ignorados: ${unknown.join(', ')}`);
    const first = schema.safeParse(value);
    if (first.success) return first.data;
    const fallback = new Map(Object.entries(defaults));
    const repaired = { ...value };
    for (const issue of first.error.issues) {
      const field = String(issue.path[0] ?? '');
      origin.report(`${where}: «${field}» no válido (${issue.message}); se usa el valor por defecto`);
      if (fallback.has(field)) repaired[field] = fallback.get(field);
      else delete repaired[field];
    }
    const second = schema.safeParse(repaired);
    if (second.success) return second.data;
    origin.report(`${where}: no válida; se usan los valores por defecto`);
    return defaults;
  };
}

const PARSERS: { [K in ParsedConfigKey]: Parser<ParsedConfig<K>> } = {
  ai_config: parserOf('ai_config', STORED_CONFIG_SCHEMAS.ai_config, DEFAULT_AI_CONFIG),
  whatsapp_config: parserOf('whatsapp_config', STORED_CONFIG_SCHEMAS.whatsapp_config, DEFAULT_WHATSAPP_CONFIG),
  openai_config: parserOf('openai_config', STORED_CONFIG_SCHEMAS.openai_config, DEFAULT_OPENAI_CONFIG),
  operations_config: parserOf('operations_config', STORED_CONFIG_SCHEMAS.operations_config, DEFAULT_OPERATIONS_CONFIG),
  restaurant_profile: parserOf('restaurant_profile', STORED_CONFIG_SCHEMAS.restaurant_profile, {}),
};

/** The typed value of one key from its effective (merged) entry; see parserOf for what does not fit. */
export function parseConfig<K extends ParsedConfigKey>(key: K, value: Record<string, unknown>, origin: ConfigOrigin): ParsedConfig<K> {
  const parse: Parser<ParsedConfig<K>> = PARSERS[key];
  return parse(value, origin);
}
