import { z } from 'zod';
import { MAX_ETA_MINUTES, MAX_STATUS_MESSAGE, NOTICE_KINDS, type NoticeKind } from '../../../core/orders/status-messages-config.js';

const statusMessage = z
  .object({
    enabled: z.boolean({ error: 'Indica si el aviso está activo' }),
    text: z
      .string({ error: 'El mensaje debe ser texto' })
      .trim()
      .max(MAX_STATUS_MESSAGE, `El mensaje puede tener hasta ${MAX_STATUS_MESSAGE} caracteres`),
  })
  .partial();

/** Config key `order_notifications` (core/orders/status-messages-config.ts); fields optional because saves merge. */
export const statusMessagesSchema = z
  .object({
    ...(Object.fromEntries(NOTICE_KINDS.map((kind) => [kind, statusMessage])) as Record<NoticeKind, typeof statusMessage>),
    defaultEtaMinutes: z
      .number({ error: 'El tiempo estimado debe ser un número de minutos' })
      .int('El tiempo estimado debe ser un número entero de minutos')
      .min(1, 'El tiempo estimado debe ser de al menos 1 minuto')
      .max(MAX_ETA_MINUTES, `El tiempo estimado puede ser de hasta ${MAX_ETA_MINUTES} minutos`),
    templateId: z.string({ error: 'La plantilla debe ser texto' }).trim().max(600, 'Plantilla no válida'),
  })
  .partial();
