import type { StoredMedia } from '../../core/conversations/attachment.js';
import { MAX_MEDIA_BYTES } from '../../core/conversations/whatsapp-channel.js';

/** GET with the provider's credentials, bounded in time and size. */
export async function downloadBytes(url: string, authorization: string, timeoutMs: number): Promise<StoredMedia> {
  const response = await fetch(url, { headers: { Authorization: authorization }, signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`La descarga del archivo respondió ${response.status}`);
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > MAX_MEDIA_BYTES) throw new Error('El archivo es demasiado grande');
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.byteLength > MAX_MEDIA_BYTES) throw new Error('El archivo es demasiado grande');
  return { bytes, mimeType: (response.headers.get('content-type') ?? 'application/octet-stream').split(';')[0]!.trim() };
}
