/**
 * Spanish renderings of non-text WhatsApp content. Both providers share them so the
 * assistant and the admin inbox read the same thing whichever provider a restaurant uses.
 */
export type MediaKind = 'image' | 'video' | 'document' | 'sticker' | 'audio' | 'voice';

const MEDIA_LABELS: Record<MediaKind, string> = {
  image: '[Imagen recibida]',
  video: '[Video recibido]',
  document: '[Documento recibido]',
  sticker: '[Sticker recibido]',
  audio: '[Audio recibido]',
  voice: '[Nota de voz recibida]',
};

export const UNSUPPORTED_MESSAGE_TEXT = '[Mensaje no soportado]';

export function mediaText(kind: MediaKind, caption?: string | null, filename?: string | null): string {
  const label = filename ? `${MEDIA_LABELS[kind].slice(0, -1)}: ${filename}]` : MEDIA_LABELS[kind];
  const extra = caption?.trim();
  return extra ? `${label} ${extra}` : label;
}

/** Twilio only gives a MIME type, so the label is derived from it. */
export function mediaKindFromContentType(contentType: string | undefined): MediaKind {
  const type = (contentType ?? '').toLowerCase();
  if (type === 'image/webp') return 'sticker';
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('video/')) return 'video';
  // WhatsApp voice notes are Opus in Ogg; other audio was attached as a file.
  if (type.startsWith('audio/ogg')) return 'voice';
  if (type.startsWith('audio/')) return 'audio';
  return 'document';
}

export interface SharedLocation {
  latitude: number | string;
  longitude: number | string;
  name?: string | null;
  address?: string | null;
}

/** Reads like a customer typing their address, so the assistant can take it as the delivery address. */
export function locationText(location: SharedLocation): string {
  const place = [location.name, location.address].map((part) => part?.trim()).filter((part): part is string => Boolean(part));
  const coords = `(${location.latitude}, ${location.longitude})`;
  return place.length > 0 ? `Mi ubicación: ${place.join(', ')} ${coords}` : `Mi ubicación: ${coords}`;
}

export interface OrderedProduct {
  productRetailerId: string;
  quantity: number | string;
}

export function catalogOrderText(items: OrderedProduct[], note?: string | null): string {
  const lines = items.map((item) => `- ${item.productRetailerId} × ${item.quantity}`);
  const head = 'Pedido del catálogo:';
  const body = lines.length > 0 ? `${head}\n${lines.join('\n')}` : `${head} (sin productos)`;
  return note?.trim() ? `${body}\nNota: ${note.trim()}` : body;
}
