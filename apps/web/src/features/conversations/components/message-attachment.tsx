import { buildUrl } from '@/lib/api-client';
import type { MessageAttachmentData } from '@/features/conversations/api/get-messages';

const LABELS: Record<string, string> = {
  image: 'Imagen',
  video: 'Video',
  document: 'Documento',
  sticker: 'Sticker',
  audio: 'Audio',
  voice: 'Nota de voz',
};

/** Media, a location pin or contacts that came with a customer message. */
export function MessageAttachment({ attachment: a }: { attachment: MessageAttachmentData }) {
  if (a.kind === 'location' && a.mapsUrl) {
    return (
      <a href={a.mapsUrl} target="_blank" rel="noreferrer" className="mt-1 block text-xs font-semibold text-orange-700 underline">
        📍 Ver ubicación en el mapa
      </a>
    );
  }
  if (a.kind === 'contacts')
    return <p className="mt-1 text-xs text-stone-600">Contacto: {(a.contacts ?? []).join(', ') || 'sin nombre'}</p>;
  const label = LABELS[a.kind] ?? 'Archivo';
  // Scoped like every API call, so an operator of two restaurants gets the right one's file.
  const url = a.url ? buildUrl(a.url) : null;
  // The server sends SVG (a document that can run scripts) only as a download, never as a picture.
  const picture = (a.kind === 'image' || a.kind === 'sticker') && !/svg/i.test(a.mimeType ?? '');
  return (
    <div className="mt-1 space-y-1">
      {url && picture ? <img src={url} alt={`${label} del cliente`} className="max-h-48 rounded-lg" /> : null}
      {url && (a.kind === 'voice' || a.kind === 'audio') ? (
        <audio controls src={url} aria-label={`${label} del cliente`} className="w-56" />
      ) : null}
      {a.transcript ? <p className="text-xs italic text-stone-600">Transcripción: “{a.transcript}”</p> : null}
      {url ? (
        <a href={url} target="_blank" rel="noreferrer" className="block text-xs font-semibold text-orange-700 underline">
          Abrir {label.toLowerCase()}
          {a.filename ? `: ${a.filename}` : ''}
        </a>
      ) : (
        <p className="text-xs text-stone-500">{label} no disponible para descargar</p>
      )}
    </div>
  );
}
