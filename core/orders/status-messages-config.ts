import type { Fulfillment, OrderStatus } from './order.js';

/** The moves the customer hears about; `ready_for_pickup` replaces `on_the_way` for pickup orders. */
export type NoticeKind = 'confirmed' | 'preparing' | 'on_the_way' | 'ready_for_pickup' | 'delivered' | 'cancelled';
export const NOTICE_KINDS: readonly NoticeKind[] = ['confirmed', 'preparing', 'on_the_way', 'ready_for_pickup', 'delivered', 'cancelled'];

export interface StatusMessageSetting {
  enabled: boolean;
  /** The restaurant's words; {numero}, {tiempo}, {motivo} and {nombre} are filled per order. */
  text: string;
}

/** Config key `order_notifications`, edited in Configuración IA. */
export type StatusMessagesConfig = Record<NoticeKind, StatusMessageSetting> & {
  /** Minutes offered when staff move an order to Preparando / En camino without typing a time. */
  defaultEtaMinutes: number;
  /**
   * The approved template (`MessageTemplate.id`) used when the customer has not written in 24
   * hours; '' = none, and the operator is told the message could not be sent. A template with
   * one variable gets the whole message; with two, the order number and the message.
   */
  templateId: string;
};

export const STATUS_MESSAGES_CONFIG_KEY = 'order_notifications';

export const DEFAULT_STATUS_MESSAGES: StatusMessagesConfig = {
  confirmed: { enabled: true, text: '¡Listo! Confirmamos tu pedido {numero}. Te avisamos cuando empecemos a prepararlo.' },
  preparing: { enabled: true, text: 'Ya estamos preparando tu pedido {numero} 👨‍🍳 Tiempo estimado: {tiempo}.' },
  on_the_way: { enabled: true, text: 'Tu pedido {numero} va en camino 🛵 Llega en aproximadamente {tiempo}.' },
  ready_for_pickup: { enabled: true, text: 'Tu pedido {numero} está listo para recoger. ¡Te esperamos!' },
  delivered: { enabled: true, text: 'Tu pedido {numero} fue entregado. ¡Gracias por tu preferencia y buen provecho!' },
  cancelled: { enabled: true, text: 'Lo sentimos, tuvimos que cancelar tu pedido {numero}: {motivo}.' },
  defaultEtaMinutes: 30,
  templateId: '',
};

export const MAX_STATUS_MESSAGE = 500;
export const MAX_CANCEL_REASON = 300;
export const MAX_ETA_MINUTES = 24 * 60;

/** What the customer is told when staff cancel without a reason (the panel always asks for one). */
export const DEFAULT_CANCEL_REASON = 'no podemos prepararlo en este momento';

/** The effective settings: each status's stored fields over its default, a blank text meaning the default. */
export function statusMessagesFrom(stored: Record<string, unknown>): StatusMessagesConfig {
  const out = { ...DEFAULT_STATUS_MESSAGES };
  for (const kind of NOTICE_KINDS) {
    const own = stored[kind];
    if (!own || typeof own !== 'object') continue;
    const { enabled, text } = own as Partial<StatusMessageSetting>;
    out[kind] = {
      enabled: typeof enabled === 'boolean' ? enabled : DEFAULT_STATUS_MESSAGES[kind].enabled,
      text: typeof text === 'string' && text.trim() ? text.trim() : DEFAULT_STATUS_MESSAGES[kind].text,
    };
  }
  const eta = Number(stored.defaultEtaMinutes);
  if (Number.isInteger(eta) && eta > 0) out.defaultEtaMinutes = eta;
  if (typeof stored.templateId === 'string') out.templateId = stored.templateId;
  return out;
}

/** Which message a move to `status` sends (none for pending); pickup orders are "listos para recoger". */
export function noticeKindFor(status: OrderStatus, fulfillment: Fulfillment): NoticeKind | null {
  if (status === 'pending') return null;
  if (status === 'on_the_way' && fulfillment === 'pickup') return 'ready_for_pickup';
  return status;
}

/** Statuses that carry an estimated time. */
export const takesEta = (status: OrderStatus) => status === 'preparing' || status === 'on_the_way';

/** "30 minutos", "1 hora", "1 hora y 15 minutos". */
export function formatEta(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const min = `${rest} ${rest === 1 ? 'minuto' : 'minutos'}`;
  if (hours === 0) return min;
  const h = `${hours} ${hours === 1 ? 'hora' : 'horas'}`;
  return rest === 0 ? h : `${h} y ${min}`;
}

export interface NoticeValues {
  numero: string;
  tiempo: string;
  motivo: string;
  nombre: string;
}

/** Fills the variables; an unknown `{word}` stays as written. One line: WhatsApp templates refuse line breaks. */
export function renderStatusMessage(text: string, values: NoticeValues): string {
  return text
    .replace(/\{(numero|tiempo|motivo|nombre)\}/g, (_, key: keyof NoticeValues) => values[key])
    .replace(/\s*\n\s*/g, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}
