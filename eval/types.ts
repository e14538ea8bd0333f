import type { Personality } from '../core/config/config.js';
import type { OrderStatus } from '../core/orders/order.js';

export interface ExpectedLine {
  name: string;
  quantity: number;
  /** Compared without case, accents or punctuation; absent means no notes. */
  notes?: string;
  /** #25: the options chosen on the line (names as on the menu item, "sin X" for a removed one); priced into the total. */
  options?: string[];
}

/**
 * #23: an order the same customer placed before this chat (their phone's history), seeded into
 * the restaurant's orders: what "lo mismo de la otra vez" repeats and "a la misma" sends to.
 */
export interface PreviousOrder {
  items: ExpectedLine[];
  /** Empty for a pickup. */
  address: string;
  /** Where it stands now ('delivered' unless said): "¿ya viene?" is answered from it. */
  status?: OrderStatus;
  customerName?: string;
  fulfillment?: 'delivery' | 'pickup';
  payment?: { method: 'cash' | 'transfer' | 'mercadopago'; changeFor?: number | null };
  /** Minutes the kitchen estimated (Preparando / En camino). */
  etaMinutes?: number;
  /** How long before the chat it was placed (default 3 days). */
  minutesAgo?: number;
}

export interface ExpectedOrder {
  items: ExpectedLine[];
  /** Everything the customer said about where to deliver, in order (compared normalized). */
  address: string;
  status: OrderStatus;
  customerName?: string;
  /** #24: the zone's fee the order must carry (cents, included in the total compared). */
  deliveryFee?: number;
  fulfillment?: 'delivery' | 'pickup';
  /** #24: how the customer said they pay (changeFor in cents). */
  payment?: { method: 'cash' | 'transfer' | 'mercadopago'; changeFor?: number | null };
}

/** The kinds of ordering dialogue every menu set covers (the tuning and held-out structural tests require each). */
export const ORDER_CATEGORIES = [
  'basico',
  'ortografia',
  'cantidades',
  'notas',
  'correcciones',
  'direccion',
  'ambiguedad',
  'fuera-de-menu',
  'post-confirmacion',
  'cancelacion',
  'voz',
  /** Sizes, counts, volumes and weights in item names ("Empanadas 6 pzas", "Jarrito 355 ml"). */
  'tamanos',
  /** Paid extras that are menu items, and combos with what they include. */
  'extras',
  'combos',
  /** Several WhatsApp bubbles sent together and answered as one run. */
  'rafagas',
] as const;

/** Every category a dialogue may have: the ordering ones, plus delivery zones and fees, pickup and how the customer pays (scored on the total with the fee). */
export const CATEGORIES = [
  ...ORDER_CATEGORIES,
  'entrega-pago',
  /** #23: a returning customer repeats an order or takes the saved address; "¿ya viene?" answered from the status. */
  'cliente-frecuente',
  /** #25: sizes, sauces, extras with limits and removed ingredients as the menu item's option groups. */
  'opciones',
] as const;
export type Category = (typeof CATEGORIES)[number];

/** A menu's key in the evaluation's menu registry (eval/menus for tuning, eval/held-out for the unseen ones). */
export type MenuId = string;

/** A customer's message, or several bubbles sent together (read as one run, joined by new lines, as the reply pipeline does). */
export type DialogueTurn = string | string[];

/**
 * One customer's chat. A turn that starts with "#cocina:" is not a message: the kitchen moves the
 * last order to that status (e.g. "#cocina:preparing", or "#cocina:on_the_way:25" with the
 * minutes it estimated) before the customer writes again.
 */
export interface Dialogue {
  id: string;
  menu: MenuId;
  category: Category;
  turns: DialogueTurn[];
  /** The last order at the end, or null when none may exist. */
  expected: ExpectedOrder | null;
  personality?: Personality;
  /** #24: the restaurant's stored delivery_settings (zones, payment methods) for this chat. */
  delivery?: Record<string, unknown>;
  /** Words a reply must contain, by the index of the turn it answers ("¿ya viene?" → "ya va en camino"). */
  replies?: Record<number, string>;
  /** #23: the customer's earlier orders in this restaurant, oldest first (the chat's orders are scored, never these). */
  previous?: PreviousOrder[];
}

export const line = (name: string, quantity: number, notes?: string): ExpectedLine => ({ name, quantity, ...(notes ? { notes } : {}) });
/** A line with chosen options (#25): `withOptions('Hamburguesa', 1, ['Grande', 'Tocino'])`. */
export const withOptions = (name: string, quantity: number, options: string[], notes?: string): ExpectedLine => ({
  ...line(name, quantity, notes),
  options,
});
export const order = (address: string, ...items: ExpectedLine[]): ExpectedOrder => ({ items, address, status: 'pending' });
export const cancelled = (address: string, ...items: ExpectedLine[]): ExpectedOrder => ({ items, address, status: 'cancelled' });
export const preparing = (address: string, ...items: ExpectedLine[]): ExpectedOrder => ({ items, address, status: 'preparing' });

/** Shorthand for a dialogue list of one menu. */
export const dialoguesFor =
  (menu: MenuId) =>
  (id: string, category: Category, turns: DialogueTurn[], expected: ExpectedOrder | null, personality?: Personality): Dialogue => ({
    id,
    menu,
    category,
    turns,
    expected,
    ...(personality ? { personality } : {}),
  });
