import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { z } from 'zod';
import type { Conversation, Message } from '../../../core/conversations/conversation.js';
import { toCsv } from '../../../core/conversations/csv.js';
import { forbidden, notFound } from '../../../core/shared/errors.js';
import { MEXICO_CITY_OFFSET_MINUTES } from '../../../core/shared/mexico-time.js';
import type { HttpDeps } from '../deps.js';
import type { AppEnv } from '../env.js';
import { jsonError } from '../errors.js';
import { requireUser } from '../middleware/sessions.js';
import { withRestaurant } from '../middleware/tenancy.js';
import { readBody } from '../validation.js';

const RECENT_LIMIT = 20;

const conversationJson = ({ restaurantId: _r, ...c }: Conversation) => c;
const messageJson = (m: Message) => ({
  id: m.id,
  conversationId: m.conversationId,
  content: m.content,
  direction: m.direction,
  timestamp: m.timestamp,
  status: m.status,
  error: m.error,
});

const bulkMessage = z.object({
  phoneNumbers: z.array(z.string().max(30), { error: 'Selecciona al menos una conversación' }).max(1000),
  message: z.string({ error: 'El mensaje no puede estar vacío' }).max(4096, 'El mensaje es demasiado largo (máximo 4096 caracteres)'),
});
const bulkDelete = z.object({
  conversationIds: z.array(z.string().max(100), { error: 'Indica las conversaciones a eliminar' }).max(1000),
});
const testMessage = z.object({
  phone: z.string({ error: 'El teléfono es requerido' }).max(40, 'Teléfono inválido: usa el formato +5215512345678').trim().regex(/^\+?\d{8,15}$/, 'Teléfono inválido: usa el formato +5215512345678'),
  message: z.string({ error: 'El mensaje no puede estar vacío' }).trim().min(1, 'El mensaje no puede estar vacío').max(4096),
});

/** YYYY-MM-DD in Mexico City, for download names. */
const exportDate = (now: Date) => new Date(now.getTime() + MEXICO_CITY_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);

/** Mounted at the API root, so the tenancy guard goes on each route rather than on every /api path. */
export const conversationRoutes = (deps: HttpDeps) => {
  const scoped = [requireUser, withRestaurant(deps)] as const;
  return new Hono<AppEnv>()
    .get('/conversations', ...scoped, etag(), async (c) => c.json((await deps.conversations.list(c.get('restaurant').id)).map(conversationJson)))
    .get('/conversations/recent', ...scoped, etag(), async (c) => c.json((await deps.messages.recent(c.get('restaurant').id, RECENT_LIMIT)).map(messageJson)))
    .post('/conversations/bulk-message', ...scoped, async (c) => {
      const { phoneNumbers, message } = await readBody(c, bulkMessage);
      const result = await deps.manualMessages.send(c.get('restaurant').id, phoneNumbers, message);
      if (result.failed.length === 0) return c.json(result);
      const total = result.sent + result.failed.length;
      return c.json({ error: `No se pudieron enviar ${result.failed.length} de ${total} mensajes: ${result.failed[0]!.error}`, ...result }, 502);
    })
    .delete('/conversations/:id', ...scoped, async (c) => {
      const deleted = await deps.conversations.delete(c.get('restaurant').id, [c.req.param('id')]);
      if (!deleted) throw notFound('Conversación no encontrada');
      return c.json({ success: true });
    })
    .delete('/conversations', ...scoped, async (c) => {
      const { conversationIds } = await readBody(c, bulkDelete);
      const unique = [...new Set(conversationIds)];
      const deletedCount = unique.length ? await deps.conversations.delete(c.get('restaurant').id, unique) : 0;
      return c.json({ deletedCount, totalRequested: conversationIds.length });
    })
    .get('/messages/:conversationId', ...scoped, etag(), async (c) => {
      const restaurantId = c.get('restaurant').id;
      const conversation = await deps.conversations.findById(restaurantId, c.req.param('conversationId'));
      if (!conversation) throw notFound('Conversación no encontrada');
      return c.json((await deps.messages.listByConversation(restaurantId, conversation.id)).map(messageJson));
    })
    .get('/data/export-conversations', ...scoped, async (c) => {
      const restaurantId = c.get('restaurant').id;
      const conversations = await deps.conversations.list(restaurantId);
      const date = exportDate(deps.clock.now());
      if (c.req.query('format') === 'csv') {
        const rows = conversations.map((conv) => [
          conv.id, conv.phoneNumber, conv.customerName ?? '', conv.status, conv.createdAt, conv.lastMessageAt,
          conv.lastOrderTime ?? '', conv.totalOrders, conv.hasNewOrder ? 'sí' : 'no',
        ]);
        const csv = toCsv(
          ['id', 'telefono', 'cliente', 'estado', 'creada', 'ultimo_mensaje', 'ultimo_pedido', 'total_pedidos', 'pedido_nuevo'],
          rows,
        );
        return c.body(csv, 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="conversaciones_${date}.csv"`,
        });
      }
      const full = await Promise.all(
        conversations.map(async (conv) => ({
          ...conversationJson(conv),
          messages: (await deps.messages.listByConversation(restaurantId, conv.id)).map(messageJson),
        })),
      );
      return c.body(JSON.stringify(full, null, 2), 200, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="conversaciones_${date}.json"`,
      });
    })
    .get('/whatsapp/status', ...scoped, async (c) => c.json(await deps.whatsapp.status(c.get('restaurant').id)))
    .get('/admin/whatsapp/status', ...scoped, async (c) => {
      if (c.get('user')!.role !== 'admin') throw forbidden('Solo un administrador puede ver este estado');
      return c.json(await deps.whatsapp.status(c.get('restaurant').id));
    })
    .get('/dashboard/stats', ...scoped, async (c) => c.json(await deps.dashboard.read(c.get('restaurant').id)))
    .post('/test/whatsapp', ...scoped, async (c) => {
      const { phone, message } = await readBody(c, testMessage);
      const normalized = phone.startsWith('+') ? phone : `+${phone}`;
      const result = await deps.testMessages.run(c.get('restaurant').id, normalized, message);
      if (!result.answered) return jsonError(c, 504, 'El asistente no respondió a tiempo; revisa Conversaciones en unos segundos');
      return c.json({ success: true, ...result });
    });
};
