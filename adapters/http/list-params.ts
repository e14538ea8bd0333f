import type { Context } from 'hono';
import { z } from 'zod';
import type { ConversationFilter, OrderFilter } from '../../core/conversations/list-queries.js';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../../core/orders/order.js';
import { MAX_PAGE_SIZE, pageSize, type PageRequest } from '../../core/shared/paging.js';
import { parseWith } from './validation.js';

const instant = z
  .string()
  .max(40, 'Fecha inválida')
  .refine((s) => !Number.isNaN(Date.parse(s)), 'Fecha inválida: usa ISO-8601, p. ej. 2026-01-31T06:00:00.000Z')
  .transform((s) => new Date(s));

const page = {
  limit: z.coerce
    .number({ error: 'El tamaño de página debe ser un número' })
    .int('El tamaño de página debe ser un entero')
    .min(1, 'El tamaño de página mínimo es 1')
    .max(MAX_PAGE_SIZE, `El tamaño de página máximo es ${MAX_PAGE_SIZE}`)
    .optional(),
  cursor: z.string().max(400, 'Cursor de página inválido').optional(),
};

export const conversationFilterSchema = z.object({
  search: z.string().max(100, 'La búsqueda es demasiado larga (máximo 100 caracteres)').optional(),
  from: instant.optional(),
  to: instant.optional(),
});

export const orderFilterSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'Estado de pedido inválido' }).optional(),
  payment: z.enum(PAYMENT_STATUSES, { error: 'Estado de pago inválido' }).optional(),
  from: instant.optional(),
  to: instant.optional(),
});

const conversationQuery = conversationFilterSchema.extend(page);
const orderQuery = orderFilterSchema.extend(page);
const messageQuery = z.object({ ...page, after: z.string().max(100, 'Mensaje inválido').optional() });

const toPage = (q: { limit?: number; cursor?: string }): PageRequest => ({ limit: pageSize(q.limit), cursor: q.cursor || null });

export function conversationListParams(c: Context): { filter: ConversationFilter; page: PageRequest } {
  const { limit, cursor, ...filter } = parseWith(conversationQuery, c.req.query());
  return { filter: { ...filter, search: filter.search?.trim() || undefined }, page: toPage({ limit, cursor }) };
}

export function orderListParams(c: Context): { filter: OrderFilter; page: PageRequest } {
  const { limit, cursor, ...filter } = parseWith(orderQuery, c.req.query());
  return { filter, page: toPage({ limit, cursor }) };
}

export function messageListParams(c: Context) {
  const { limit, cursor, after } = parseWith(messageQuery, c.req.query());
  return { ...toPage({ limit, cursor }), afterId: after || undefined };
}

/** The page headers of a list response: its body stays the plain array the spec's client reads. */
export function pageHeaders(counts: { total: number; filtered: number }, nextCursor: string | null): Record<string, string> {
  return {
    'X-Total-Count': String(counts.total),
    'X-Filtered-Count': String(counts.filtered),
    ...(nextCursor ? { 'X-Next-Cursor': nextCursor } : {}),
  };
}
