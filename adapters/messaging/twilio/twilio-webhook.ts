import type { InboundDeliveryStatus, InboundEvent } from '../../../core/conversations/inbound.js';
import { InvalidWebhookPayloadError } from '../../../core/conversations/inbound.js';
import { UNSUPPORTED_MESSAGE_TEXT, locationText, mediaKindFromContentType, mediaText } from '../inbound-text.js';
import { twilioStatusErrorText } from './twilio-errors.js';
import type { Attachment } from '../../../core/conversations/attachment.js';

// queued/accepted/sending/scheduled only restate "pending", which the message already is.
const STATUS_MAP: Record<string, InboundDeliveryStatus> = {
  sent: 'sent',
  delivered: 'delivered',
  read: 'read',
  failed: 'failed',
  undelivered: 'failed',
};

const stripChannel = (address: string): string => address.replace(/^whatsapp:/i, '').trim();

function inboundText(params: Record<string, string>): string {
  // Quick-reply and list answers: the title the customer tapped is what they "said".
  const chosen = params.ButtonText || params.ListTitle;
  if (chosen) return chosen;
  if (params.Latitude && params.Longitude) {
    return locationText({
      latitude: params.Latitude,
      longitude: params.Longitude,
      name: params.Label,
      address: params.Address,
    });
  }
  const body = params.Body ?? '';
  const mediaCount = Number(params.NumMedia ?? '0');
  if (mediaCount > 0) {
    return mediaText(mediaKindFromContentType(params.MediaContentType0), body);
  }
  return body || UNSUPPORTED_MESSAGE_TEXT;
}

/** Twilio's media URL (downloaded later with the account's credentials), a location pin, or nothing. */
function inboundAttachment(params: Record<string, string>): Attachment | null {
  const latitude = Number(params.Latitude);
  const longitude = Number(params.Longitude);
  if (params.Latitude && params.Longitude && Number.isFinite(latitude) && Number.isFinite(longitude)) {
    return { kind: 'location', location: { latitude, longitude, name: params.Label || null, address: params.Address || null } };
  }
  if (Number(params.NumMedia ?? '0') > 0 && params.MediaUrl0) {
    const mimeType = params.MediaContentType0 ?? null;
    if (mimeType?.toLowerCase().startsWith('text/vcard') || mimeType?.toLowerCase().startsWith('text/x-vcard')) {
      return { kind: 'contacts', contacts: [], mediaRef: params.MediaUrl0, mimeType };
    }
    return { kind: mediaKindFromContentType(mimeType ?? undefined), mediaRef: params.MediaUrl0, mimeType, caption: params.Body || null };
  }
  return null;
}

/**
 * One Twilio form POST is one event: an inbound message or a status callback (the
 * callback also carries From/To, so MessageStatus decides which one it is).
 */
export function parseTwilioWebhook(params: Record<string, string>, now: Date = new Date()): InboundEvent[] {
  const sid = params.MessageSid || params.SmsMessageSid || params.SmsSid;
  if (!sid) throw new InvalidWebhookPayloadError('El webhook de Twilio no trae MessageSid');
  const status = params.MessageStatus ?? (params.SmsStatus === 'received' ? undefined : params.SmsStatus);
  if (status !== undefined && status !== 'received') {
    const mapped = STATUS_MAP[status];
    if (!mapped) return [];
    return [
      {
        kind: 'status',
        providerMessageId: sid,
        status: mapped,
        error: mapped === 'failed' ? twilioStatusErrorText(params.ErrorCode) : null,
        timestamp: now,
      },
    ];
  }
  const from = stripChannel(params.From ?? '');
  if (!from) throw new InvalidWebhookPayloadError('El webhook de Twilio no trae From');
  const digits = from.replace(/\D/g, '');
  const attachment = inboundAttachment(params);
  return [
    {
      kind: 'message',
      providerMessageId: sid,
      from: `+${digits}`,
      customerName: params.ProfileName?.trim() || null,
      text: inboundText(params),
      timestamp: now,
      ...(attachment ? { attachment } : {}),
    },
  ];
}
