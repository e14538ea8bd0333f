import { InvalidWebhookPayloadError, type InboundDeliveryStatus, type InboundEvent } from '../../../core/conversations/inbound.js';
import { UNSUPPORTED_MESSAGE_TEXT, catalogOrderText, locationText, mediaText, type MediaKind } from '../inbound-text.js';
import { metaStatusErrorText } from './meta-errors.js';
import type { Attachment } from '../../../core/conversations/attachment.js';

// The Cloud API payload is loosely typed on purpose: Meta adds fields and message types
// over time, and one odd message must not make us drop the rest of the POST.
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const objects = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObject) : []);
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const obj = (value: unknown): Json => (isObject(value) ? value : {});

const STATUSES: ReadonlySet<string> = new Set<InboundDeliveryStatus>(['sent', 'delivered', 'read', 'failed']);
const MEDIA_TYPES: ReadonlySet<string> = new Set<MediaKind>(['image', 'video', 'document', 'sticker', 'audio', 'voice']);

/** Meta sends Unix seconds as strings; a missing one falls back to the time we received it. */
function toDate(seconds: unknown, now: Date): Date {
  const n = Number(seconds);
  return Number.isFinite(n) && n > 0 ? new Date(n * 1000) : now;
}

export function metaMessageText(message: Json): string {
  const type = str(message.type) ?? '';
  const content = obj(message[type]);
  if (type === 'text') return str(content.body) ?? '';
  if (MEDIA_TYPES.has(type)) {
    // Cloud API marks recorded voice notes as audio with `voice: true`.
    const kind = (type === 'audio' && content.voice === true ? 'voice' : type) as MediaKind;
    return mediaText(kind, str(content.caption), str(content.filename));
  }
  if (type === 'location') {
    return locationText({
      latitude: content.latitude as number,
      longitude: content.longitude as number,
      name: str(content.name),
      address: str(content.address),
    });
  }
  if (type === 'interactive') {
    const reply = obj(content[str(content.type) ?? '']);
    return str(reply.title) ?? UNSUPPORTED_MESSAGE_TEXT;
  }
  if (type === 'button') return str(content.text) ?? str(content.payload) ?? UNSUPPORTED_MESSAGE_TEXT;
  if (type === 'order') {
    const items = objects(content.product_items).map((item) => ({
      productRetailerId: str(item.product_retailer_id) ?? '?',
      quantity: (item.quantity as number | string | undefined) ?? 1,
    }));
    return catalogOrderText(items, str(content.text));
  }
  if (type === 'contacts') {
    const names = objects(message.contacts)
      .map((c) => str(obj(c.name).formatted_name))
      .filter(Boolean);
    return names.length > 0 ? `[Contacto compartido: ${names.join(', ')}]` : '[Contacto compartido]';
  }
  if (type === 'reaction') {
    const emoji = str(content.emoji);
    return emoji ? `[Reacción: ${emoji}]` : UNSUPPORTED_MESSAGE_TEXT;
  }
  return UNSUPPORTED_MESSAGE_TEXT;
}

/** The structured part of a media, location or contacts message, for the worker to download and act on. */
export function metaAttachment(message: Json): Attachment | null {
  const type = str(message.type) ?? '';
  const content = obj(message[type]);
  if (MEDIA_TYPES.has(type) && str(content.id)) {
    return {
      kind: (type === 'audio' && content.voice === true ? 'voice' : type) as MediaKind,
      mediaRef: str(content.id)!,
      mimeType: str(content.mime_type) ?? null,
      filename: str(content.filename) ?? null,
      caption: str(content.caption) ?? null,
    };
  }
  const latitude = Number(content.latitude);
  const longitude = Number(content.longitude);
  if (type === 'location' && Number.isFinite(latitude) && Number.isFinite(longitude)) {
    return { kind: 'location', location: { latitude, longitude, name: str(content.name) ?? null, address: str(content.address) ?? null } };
  }
  if (type === 'contacts') {
    const names = objects(message.contacts)
      .map((c) => str(obj(c.name).formatted_name))
      .filter((n): n is string => Boolean(n));
    return { kind: 'contacts', contacts: names };
  }
  return null;
}

const withAttachment = (attachment: Attachment | null) => (attachment ? { attachment } : {});

function messageEvents(value: Json, now: Date): InboundEvent[] {
  const names = new Map<string, string>();
  for (const contact of objects(value.contacts)) {
    const waId = str(contact.wa_id);
    const name = str(obj(contact.profile).name)?.trim();
    if (waId && name) names.set(waId, name);
  }
  return objects(value.messages).flatMap((message): InboundEvent[] => {
    const id = str(message.id);
    const from = str(message.from)?.replace(/\D/g, '');
    // Reaction removals and system notices carry nothing for the assistant to answer.
    if (!id || !from || message.type === 'system') return [];
    if (message.type === 'reaction' && !str(obj(message.reaction).emoji)) return [];
    return [
      {
        kind: 'message',
        providerMessageId: id,
        from: `+${from}`,
        customerName: names.get(from) ?? null,
        text: metaMessageText(message),
        timestamp: toDate(message.timestamp, now),
        ...withAttachment(metaAttachment(message)),
      },
    ];
  });
}

function statusEvents(value: Json, now: Date): InboundEvent[] {
  return objects(value.statuses).flatMap((status): InboundEvent[] => {
    const id = str(status.id);
    const state = str(status.status);
    if (!id || !state || !STATUSES.has(state)) return [];
    return [
      {
        kind: 'status',
        providerMessageId: id,
        status: state as InboundDeliveryStatus,
        error: state === 'failed' ? metaStatusErrorText(status.errors) : null,
        timestamp: toDate(status.timestamp, now),
      },
    ];
  });
}

/**
 * Turns one Cloud API webhook POST into events, in payload order. Meta batches: a POST may
 * hold several entries, each with several changes, each with several messages/statuses.
 */
export function parseMetaWebhook(json: unknown, now: Date = new Date()): InboundEvent[] {
  if (!isObject(json)) throw new InvalidWebhookPayloadError('El webhook de Meta debe ser un objeto JSON');
  if (!Array.isArray(json.entry)) {
    throw new InvalidWebhookPayloadError('El webhook de Meta no trae la lista "entry"');
  }
  // Other objects (page, instagram) are valid Meta webhooks that simply aren't ours.
  if (json.object !== undefined && json.object !== 'whatsapp_business_account') return [];
  return objects(json.entry).flatMap((entry) =>
    objects(entry.changes)
      .filter((change) => change.field === undefined || change.field === 'messages')
      .flatMap((change) => {
        const value = obj(change.value);
        return [...messageEvents(value, now), ...statusEvents(value, now)];
      }),
  );
}
