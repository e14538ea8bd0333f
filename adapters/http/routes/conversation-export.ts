import type { Context } from 'hono';
import type { Conversation, Message } from '../../../core/conversations/conversation.js';
import type { ListQueries } from '../../../core/conversations/list-queries.js';
import { csvField, UTF8_BOM } from '../../../core/shared/csv.js';

/** Conversations per batch: one query for them and one for all their messages, then a yield. */
const BATCH = 25;

const CSV_HEADERS = ['id', 'telefono', 'cliente', 'estado', 'creada', 'ultimo_mensaje', 'ultimo_pedido', 'total_pedidos', 'pedido_nuevo'];

const csvRow = (conv: Conversation) =>
  [
    conv.id,
    conv.phoneNumber,
    conv.customerName ?? '',
    conv.status,
    conv.createdAt,
    conv.lastMessageAt,
    conv.lastOrderTime ?? '',
    conv.totalOrders,
    conv.hasNewOrder ? 'sí' : 'no',
  ]
    .map(csvField)
    .join(',');

/** Lets webhooks and other requests run between batches (the SQLite driver is synchronous). */
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

type Render = (batch: Conversation[], messages: Map<string, Message[]>, first: boolean) => string;

/**
 * The export as a stream: constant memory whatever the restaurant's size, keyset batches by
 * id (stable while conversations keep moving in the activity order), and the event loop free
 * between batches, so an export never delays a webhook by more than one batch's query.
 */
export function exportStream(
  lists: ListQueries,
  restaurantId: string,
  format: 'csv' | 'json',
  render: { conversation: (c: Conversation) => object; message: (m: Message) => object },
) {
  const encoder = new TextEncoder();
  let afterId: string | null = null;
  let first = true;
  const toJson: Render = (batch, messages, isFirst) =>
    batch
      .map((conv, i) => {
        const full = { ...render.conversation(conv), messages: (messages.get(conv.id) ?? []).map(render.message) };
        // Stringified inside an array, so nested lines carry the document's indentation.
        const element = JSON.stringify([full], null, 2).slice(2, -2);
        return `${isFirst && i === 0 ? '' : ',\n'}${element}`;
      })
      .join('');
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      await yieldToEventLoop();
      const batch = await lists.conversationBatch(restaurantId, afterId, BATCH);
      let chunk = first ? (format === 'csv' ? `${UTF8_BOM}${CSV_HEADERS.join(',')}\r\n` : '[\n') : '';
      if (format === 'csv') {
        chunk += batch.map((conv) => `${csvRow(conv)}\r\n`).join('');
      } else if (batch.length > 0) {
        const messages = new Map<string, Message[]>();
        for (const m of await lists.messagesOf(
          restaurantId,
          batch.map((c) => c.id),
        )) {
          const list = messages.get(m.conversationId);
          if (list) list.push(m);
          else messages.set(m.conversationId, [m]);
        }
        chunk += toJson(batch, messages, first);
      }
      first = false;
      if (batch.length < BATCH) {
        if (format === 'json') chunk += '\n]\n';
        controller.enqueue(encoder.encode(chunk));
        controller.close();
        return;
      }
      afterId = batch[batch.length - 1]!.id;
      controller.enqueue(encoder.encode(chunk));
    },
  });
}

export function exportResponse(c: Context, stream: ReadableStream<Uint8Array>, format: 'csv' | 'json', date: string) {
  return c.body(stream, 200, {
    'Content-Type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
    'Content-Disposition': `attachment; filename="conversaciones_${date}.${format}"`,
    'Cache-Control': 'no-store',
  });
}
