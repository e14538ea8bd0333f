import { mapsUrl, type Attachment } from '../../../core/conversations/attachment.js';
import type { Conversation, Message } from '../../../core/conversations/conversation.js';
import { activeTakeover } from '../../../core/conversations/takeover.js';
import { isTestMessageId } from '../../../core/conversations/test-message.js';
import type { Context } from 'hono';
import type { HttpDeps } from '../deps.js';

/** The URL the panel loads a stored file from. */
export const mediaUrl = (storageKey: string) => `/api/media/${storageKey.split('/')[1]}`;

/** An attachment as the panel shows it: where to load the file, where the pin is; provider handles stay inside. */
export const attachmentJson = (attachment: Attachment | null | undefined) =>
  attachment
    ? {
        kind: attachment.kind,
        mimeType: attachment.mimeType ?? null,
        filename: attachment.filename ?? null,
        caption: attachment.caption ?? null,
        transcript: attachment.transcript ?? null,
        url: attachment.storageKey ? mediaUrl(attachment.storageKey) : null,
        location: attachment.location ?? null,
        mapsUrl: attachment.location ? mapsUrl(attachment.location) : null,
        contacts: attachment.contacts ?? null,
      }
    : null;

/** A conversation without its tenant key: the panel already knows which restaurant it is in. */
export const conversationJson = ({ restaurantId: _r, ...c }: Conversation) => c;

export const messageJson = (m: Message) => ({
  id: m.id,
  conversationId: m.conversationId,
  content: m.content,
  direction: m.direction,
  timestamp: m.timestamp,
  status: m.status,
  error: m.error,
  author: m.author ?? null,
  attachment: attachmentJson(m.attachment),
});

/** Messages with `isTest`: the panel's test messages and the replies to them, so screens can mark them. */
export function messagesJson(messages: Message[]) {
  const tests = new Set(messages.filter((m) => isTestMessageId(m.providerMessageId)).map((m) => m.id));
  return messages.map((m) => ({ ...messageJson(m), isTest: tests.has(m.id) || (m.replyToId !== null && tests.has(m.replyToId)) }));
}

/** Conversations as the panel shows them: a takeover that lapsed from inactivity reads as the assistant's again. */
export async function withCurrentTakeover(deps: Pick<HttpDeps, 'operations' | 'clock'>, restaurantId: string, list: Conversation[]) {
  const { takeoverTimeoutMinutes } = await deps.operations(restaurantId);
  const now = deps.clock.now();
  return list.map((conv) => ({ ...conv, takeover: activeTakeover(conv.takeover, now, takeoverTimeoutMinutes) }));
}

/** The name a message written by staff is signed with: the operator's name, else their e-mail. */
export const operatorName = (user: { name: string | null; email: string } | null) => user?.name?.trim() || user?.email || 'Equipo';

/** The body of a message staff wrote (POST /api/conversations/:id/messages). */
export const staffMessageJson = (sent: Message) => ({
  id: sent.id,
  conversationId: sent.conversationId,
  content: sent.content,
  direction: sent.direction,
  timestamp: sent.timestamp,
  status: sent.status,
  error: sent.error,
  author: sent.author ?? null,
});

/** A message staff wrote (text or template): 201 when it went out, 502 with the provider's reason when it did not. */
export function staffMessageReply(c: Context, sent: Message) {
  const body = staffMessageJson(sent);
  if (sent.status === 'failed') return c.json({ error: `No se pudo enviar: ${sent.error}`, message: body }, 502);
  return c.json(body, 201);
}
