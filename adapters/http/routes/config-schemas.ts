import { z } from 'zod';
import { AI_PRICING_CURRENCIES, MAX_MARKUP_MULTIPLIER } from '../../../core/ai-usage/pricing.js';
import { AI_MODELS, PERSONALITIES } from '../../../core/config/config.js';
import { WEEKDAYS } from '../../../core/config/opening-hours.js';
import { statusMessagesSchema } from './status-messages-schema.js';
import { deliverySettingsSchema } from './delivery-settings-schema.js';

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

const text = (max = 500) =>
  z
    .string({ error: 'Debe ser texto' })
    .max(max + 100, `Máximo ${max} caracteres`)
    .trim()
    .max(max, `Máximo ${max} caracteres`);

/** What each known config key accepts; fields are optional because saves merge. */
export const CONFIG_SCHEMAS = {
  ai_config: z
    .object({
      model: z.enum(AI_MODELS, { error: 'Modelo no soportado' }),
      temperature: z
        .number({ error: 'La temperatura debe ser un número' })
        .min(0, 'La temperatura debe estar entre 0 y 1')
        .max(1, 'La temperatura debe estar entre 0 y 1'),
      personality: z.enum(PERSONALITIES, { error: 'Personalidad no soportada' }),
      testMode: z.boolean({ error: 'El modo de prueba debe ser verdadero o falso' }),
      contextMessages: z.union([z.literal(3), z.literal(5), z.literal(10)], { error: 'El contexto debe ser 3, 5 o 10 mensajes' }),
      maxLineQuantity: z
        .number({ error: 'La cantidad máxima debe ser un número' })
        .int('La cantidad máxima debe ser un número entero')
        .min(1, 'La cantidad máxima debe estar entre 1 y 100')
        .max(100, 'La cantidad máxima debe estar entre 1 y 100'),
    })
    .partial(),
  whatsapp_config: z
    .object({
      provider: z.enum(['meta', 'twilio'], { error: 'Proveedor no soportado' }),
      accessToken: text(1000),
      phoneNumberId: text(60),
      businessAccountId: text(60),
      webhookVerifyToken: text(200),
      appSecret: text(200),
      businessPhone: text(30),
      twilioAccountSid: text(60),
      twilioAuthToken: text(200),
      twilioFrom: text(30),
    })
    .partial(),
  openai_config: z.object({ apiKey: text(300), organization: text(120) }).partial(),
  /** Free texts the assistant answers customers' questions from. */
  restaurant_profile: z.object({ hours: text(500), delivery: text(500), payment: text(500), promotions: text(1000) }).partial(),
  /** Delivery zones, pickup and payment methods (Entregas y pagos; docs/delivery.md). */
  delivery_settings: deliverySettingsSchema,
  /** Staff takeover timeout (and, later, hours and alerts). */
  operations_config: z
    .object({
      takeoverTimeoutMinutes: z
        .number({ error: 'Los minutos deben ser un número' })
        .int('Los minutos deben ser un número entero')
        .min(1, 'Mínimo 1 minuto')
        .max(1440, 'Máximo 1440 minutos (24 horas)'),
      hoursEnabled: z.boolean({ error: 'Indica si el horario está activo' }),
      acceptOrdersWhenClosed: z.boolean({ error: 'Indica si se toman pedidos fuera de horario' }),
      orderSummaryPhone: z
        .string({ error: 'El teléfono debe ser texto' })
        .trim()
        .max(30, 'El teléfono es demasiado largo')
        .refine(
          (v) => v === '' || v.replace(/\D/g, '').length >= 10,
          'Escribe un teléfono de WhatsApp con lada (10 dígitos o más) o déjalo vacío',
        ),
      assistantPaused: z.boolean({ error: 'Indica si el asistente está en pausa' }),
      waitMinutes: z
        .number({ error: 'El tiempo de espera debe ser un número de minutos' })
        .int('El tiempo de espera debe ser un número entero de minutos')
        .min(5, 'El tiempo de espera mínimo es de 5 minutos')
        .max(240, 'El tiempo de espera máximo es de 240 minutos (4 horas)')
        .nullable(),
      waitDate: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, 'Fecha inválida: usa AAAA-MM-DD')
        .nullable(),
      openingHours: z.partialRecord(
        z.enum(WEEKDAYS, { error: 'Día de la semana inválido' }),
        z
          .object({ open: z.string().regex(HH_MM, 'Hora inválida: usa HH:MM'), close: z.string().regex(HH_MM, 'Hora inválida: usa HH:MM') })
          .nullable(),
      ),
    })
    .partial(),
  /** docs/order-life.md: the customer's message per order status, the default estimate, the template outside 24 h. */
  order_notifications: statusMessagesSchema,
} as const;

export type ConfigKey = keyof typeof CONFIG_SCHEMAS;
export const isConfigKey = (key: string): key is ConfigKey => Object.hasOwn(CONFIG_SCHEMAS, key);

const number = (message: string) =>
  // Forms send "0.0025" as easily as 0.0025; both mean the same price.
  z.preprocess((v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v), z.number({ error: message }));

export const pricingConfigSchema = z.object({
  model: z.enum(AI_MODELS, { error: 'Modelo no soportado' }),
  inputTokenCostPer1000: number('El costo de entrada debe ser un número').pipe(
    z.number().min(0, 'El costo de entrada no puede ser negativo'),
  ),
  outputTokenCostPer1000: number('El costo de salida debe ser un número').pipe(
    z.number().min(0, 'El costo de salida no puede ser negativo'),
  ),
  markupMultiplier: number('El multiplicador debe ser un número').pipe(
    z
      .number()
      .min(0, 'El multiplicador no puede ser negativo')
      .max(MAX_MARKUP_MULTIPLIER, `El multiplicador no puede ser mayor a ${MAX_MARKUP_MULTIPLIER}`),
  ),
  currency: z.enum(AI_PRICING_CURRENCIES, { error: 'La moneda debe ser USD, EUR o MXN' }),
  exchangeRate: number('El tipo de cambio debe ser un número').pipe(z.number().gt(0, 'El tipo de cambio debe ser mayor a 0')),
});
