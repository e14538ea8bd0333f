import type { Attachment } from './attachment.js';
import type { InboundEvent } from './inbound.js';

/**
 * What a signed webhook may still carry that no database should be asked to store: a NUL
 * (PostgreSQL refuses it in text), a lone surrogate (not Unicode at all), other control
 * characters, a timestamp no date can hold. Signed means it came from the provider or from
 * whoever holds the restaurant's secret — that is, possibly from one tenant against the rest.
 */

// Control characters other than tab, line feed and carriage return; the two noncharacters at the end of the BMP.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffe\uffff]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text as a database and a person can read it: lone surrogates become U+FFFD, control characters go. */
export const cleanText = (text: string): string => text.replace(LONE_SURROGATE, '\ufffd').replace(CONTROL, '');

const cleanOptional = (text: string | null | undefined) => (typeof text === 'string' ? cleanText(text) : text);

/** Provider ids are short printable ASCII (Meta's wamid, Twilio's SID). */
const PROVIDER_ID = /^[\x21-\x7e]{1,200}$/;

/** WhatsApp did not exist before; a clock more than a day ahead is not a clock. */
const EARLIEST = Date.UTC(2009, 0, 1);
const AHEAD_MS = 24 * 60 * 60_000;

/** Why an event cannot be stored, or null when it can. */
export function inboundProblem(event: InboundEvent, now: Date): string | null {
  if (!PROVIDER_ID.test(event.providerMessageId)) return 'identificador del proveedor inválido';
  if (event.kind === 'status') return null;
  const at = event.timestamp.getTime();
  if (!Number.isFinite(at) || at < EARLIEST || at > now.getTime() + AHEAD_MS) return 'fecha fuera de rango';
  return null;
}

function cleanAttachment(attachment: Attachment): Attachment {
  const location = attachment.location;
  return {
    ...attachment,
    mediaRef: cleanOptional(attachment.mediaRef),
    mimeType: cleanOptional(attachment.mimeType),
    filename: cleanOptional(attachment.filename),
    caption: cleanOptional(attachment.caption),
    transcript: cleanOptional(attachment.transcript),
    ...(location ? { location: { ...location, name: cleanOptional(location.name), address: cleanOptional(location.address) } } : {}),
    ...(attachment.contacts ? { contacts: attachment.contacts.map(cleanText) } : {}),
  };
}

/** The event with every text a person or the assistant will read made storable. */
export function cleanInbound(event: InboundEvent): InboundEvent {
  if (event.kind === 'status') return { ...event, error: cleanOptional(event.error) ?? null };
  return {
    ...event,
    from: cleanText(event.from),
    customerName: cleanOptional(event.customerName) ?? null,
    text: cleanText(event.text),
    ...(event.attachment ? { attachment: cleanAttachment(event.attachment) } : {}),
  };
}
