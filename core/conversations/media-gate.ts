import type { Ids } from '../shared/ids.js';
import type { Attachment, MediaStorage, Transcriber } from './attachment.js';
import { isMedia } from './attachment.js';
import type { Message, MessageRepository } from './conversation.js';
import type { GateDecision, GateInput, MessageGate } from './message-gate.js';
import type { ChannelDirectory } from './responder.js';

export const VOICE_REPLY = '¡Gracias por tu nota de voz! 🎧 Por ahora no puedo escuchar audios. ¿Me lo escribes, por favor?';
export const MEDIA_REPLY = '¡Gracias! Por ahora no puedo ver imágenes ni archivos. ¿Me escribes lo que necesitas?';
export const STICKER_REPLY = '😄 ¿Te ayudo con tu pedido? Escríbeme qué se te antoja.';
export const CONTACTS_REPLY = '¡Gracias por el contacto! Por ahora solo tomo pedidos por mensaje. ¿Qué te gustaría pedir?';
const ORDER_KEPT = ' Tu pedido sigue guardado, no se perdió nada.';

const EXTENSIONS: Record<string, string> = {
  'audio/ogg': 'ogg',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/amr': 'amr',
  'audio/aac': 'aac',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'application/pdf': 'pdf',
};
const extensionOf = (mimeType: string) => EXTENSIONS[mimeType.split(';')[0]!.trim().toLowerCase()] ?? 'bin';

/**
 * Media before the assistant: the file is downloaded through the provider and kept, a voice
 * note becomes text when it can be transcribed, a caption is read as text, and anything
 * else gets a friendly answer that leaves the order in progress untouched.
 */
export class MediaGate implements MessageGate {
  constructor(
    private readonly deps: {
      messages: MessageRepository;
      channels: ChannelDirectory;
      storage: MediaStorage;
      transcriber: Transcriber;
      ids: Ids;
      log?: (message: string, error: unknown) => void;
      /** A photo or document after a transfer was chosen: attached to the order as its proof; the reply, or null (#24). */
      proofs?: (restaurantId: string, placedOrderId: string, storageKey: string) => Promise<string | null>;
    },
  ) {}

  async screen({ restaurant, conversation, incoming, carts }: GateInput): Promise<GateDecision> {
    const attachment = incoming.attachment;
    if (!attachment || attachment.kind === 'location') return { kind: 'assistant' };
    const kept = async (text: string) => {
      const cart = await carts.get(restaurant.id, conversation.id);
      return { kind: 'reply' as const, text: cart && cart.lines.length > 0 ? text + ORDER_KEPT : text };
    };
    if (attachment.kind === 'contacts') return kept(CONTACTS_REPLY);
    if (!isMedia(attachment.kind)) return { kind: 'assistant' };

    const stored = await this.store(incoming, attachment);
    if (attachment.kind === 'voice' || attachment.kind === 'audio') {
      const transcript = stored ? await this.transcribe(restaurant.id, incoming, stored) : null;
      return transcript ? { kind: 'assistant', text: transcript } : kept(VOICE_REPLY);
    }
    const proof = await this.proof(restaurant.id, conversation.id, carts, attachment.kind, stored?.key);
    if (proof) return { kind: 'reply', text: proof };
    if (attachment.caption?.trim()) return { kind: 'assistant', text: attachment.caption.trim() };
    return kept(attachment.kind === 'sticker' ? STICKER_REPLY : MEDIA_REPLY);
  }

  /** A transfer's proof for the conversation's last order, when the image or document is one. */
  private async proof(restaurantId: string, conversationId: string, carts: GateInput['carts'], kind: string, key: string | undefined) {
    if (!this.deps.proofs || !key || (kind !== 'image' && kind !== 'document')) return null;
    const placed = (await carts.get(restaurantId, conversationId))?.placedOrderId;
    return placed ? this.deps.proofs(restaurantId, placed, key) : null;
  }

  /** Downloads once (a retry finds the key already set); a failed download is logged, never fatal. */
  private async store(incoming: Message, attachment: Attachment): Promise<{ key: string; attachment: Attachment } | null> {
    if (attachment.storageKey) return { key: attachment.storageKey, attachment };
    if (!attachment.mediaRef) return null;
    try {
      const channel = await this.deps.channels.forRestaurant(incoming.restaurantId);
      if (!channel?.downloadMedia) return null;
      const media = await channel.downloadMedia(attachment.mediaRef);
      const mimeType = attachment.mimeType || media.mimeType;
      const key = `${incoming.restaurantId}/${incoming.id}-${this.deps.ids.next().slice(0, 8)}.${extensionOf(mimeType)}`;
      await this.deps.storage.put(key, { bytes: media.bytes, mimeType });
      const updated = { ...attachment, mimeType, storageKey: key };
      await this.deps.messages.update(incoming.restaurantId, incoming.id, { attachment: updated });
      return { key, attachment: updated };
    } catch (error) {
      this.deps.log?.(`no se pudo descargar el archivo de ${incoming.id}`, error);
      return null;
    }
  }

  private async transcribe(
    restaurantId: string,
    incoming: Message,
    stored: { key: string; attachment: Attachment },
  ): Promise<string | null> {
    if (stored.attachment.transcript) return stored.attachment.transcript;
    try {
      const media = await this.deps.storage.get(stored.key);
      if (!media) return null;
      const transcript = await this.deps.transcriber.transcribe(restaurantId, { ...media, filename: stored.key.split('/')[1]! });
      if (transcript) await this.deps.messages.update(restaurantId, incoming.id, { attachment: { ...stored.attachment, transcript } });
      return transcript;
    } catch (error) {
      this.deps.log?.(`no se pudo transcribir la nota de voz ${incoming.id}`, error);
      return null;
    }
  }
}
