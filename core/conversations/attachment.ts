import type { GeoPoint } from '../shared/geo-point.js';

/**
 * What came with a customer message besides text: media (downloaded through the provider
 * and kept in MediaStorage), a location pin, shared contacts. Stored on the message.
 */
export type MediaKind = 'image' | 'video' | 'document' | 'sticker' | 'audio' | 'voice';
export type AttachmentKind = MediaKind | 'location' | 'contacts';

export interface Attachment {
  kind: AttachmentKind;
  /** The provider's handle for the media: a Meta media id or a Twilio media URL. */
  mediaRef?: string | null;
  mimeType?: string | null;
  filename?: string | null;
  caption?: string | null;
  /** MediaStorage key once downloaded. */
  storageKey?: string | null;
  /** A voice note as text, when it could be transcribed. */
  transcript?: string | null;
  location?: (GeoPoint & { name?: string | null; address?: string | null }) | null;
  contacts?: string[] | null;
}

export const isMedia = (kind: AttachmentKind): kind is MediaKind => kind !== 'location' && kind !== 'contacts';

/** Google Maps link for a point: opens the app on phones. */
export const mapsUrl = ({ latitude, longitude }: GeoPoint) => `https://www.google.com/maps?q=${latitude},${longitude}`;

/** Where a media file is kept, and its bytes. */
export interface StoredMedia {
  bytes: Uint8Array;
  mimeType: string;
}

/** Port: keeps downloaded media (a local folder by default). Keys are `{restaurantId}/{file}`. */
export interface MediaStorage {
  put(key: string, media: StoredMedia): Promise<void>;
  get(key: string): Promise<StoredMedia | null>;
}

/** Port: turns a voice note into text; null when no transcription service is configured. */
export interface Transcriber {
  transcribe(restaurantId: string, audio: StoredMedia & { filename: string }): Promise<string | null>;
}
