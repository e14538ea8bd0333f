import type { GeoPoint } from '../shared/geo-point.js';
import type { Cents } from '../shared/money.js';

/** The spec's five statuses, and `on_the_way` ("En camino") between preparing and delivered. */
export type OrderStatus = 'pending' | 'confirmed' | 'preparing' | 'on_the_way' | 'delivered' | 'cancelled';
export const ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed', 'preparing', 'on_the_way', 'delivered', 'cancelled'];

/** An option the customer chose for a line (size, sauce, a paid extra, an ingredient removed), priced when chosen. */
export interface ChosenOption {
  /** The option group's name on the menu item ("Tamaño", "Salsa", "Extras", "Quitar"). */
  group: string;
  name: string;
  /** What it adds to the line's unit price (0 for a free choice or a removed ingredient). */
  price: Cents;
}

export interface OrderItem {
  menuItemId: string;
  /** Name and unit price as they were when ordered: the menu may change later. */
  name: string;
  /** The item's price plus its chosen options' prices, per unit. */
  unitPrice: Cents;
  quantity: number;
  notes: string | null;
  /** Chosen options, when the item has option groups; absent or empty otherwise. */
  options?: ChosenOption[];
}

/** Delivered to the customer's address, or picked up at the restaurant. */
export type Fulfillment = 'delivery' | 'pickup';
export const FULFILLMENTS: readonly Fulfillment[] = ['delivery', 'pickup'];

export type PaymentMethod = 'cash' | 'transfer' | 'mercadopago';
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['cash', 'transfer', 'mercadopago'];
/** Spanish names of the payment methods, as customers and staff read them. */
export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, string> = {
  cash: 'efectivo',
  transfer: 'transferencia',
  mercadopago: 'link de Mercado Pago',
};
/** pendiente de pago / pagado / por verificar (a transfer's proof waits for staff). */
export type PaymentStatus = 'pending' | 'paid' | 'to_verify';
export const PAYMENT_STATUSES: readonly PaymentStatus[] = ['pending', 'paid', 'to_verify'];

/** How the customer pays this order. */
export interface OrderPayment {
  method: PaymentMethod;
  status: PaymentStatus;
  /** Cash: the bill the customer pays with ("traigan cambio de 500"), so the driver brings change. */
  changeFor?: Cents | null;
  /** Transfer: the proof the customer sent (a MediaStorage key), for staff to verify (docs/delivery.md). */
  proofKey?: string | null;
  /** Mercado Pago: the Checkout Pro link sent to the customer. */
  link?: string | null;
  /** The provider's payment that paid it, and when (ISO), once paid. */
  reference?: string | null;
  paidAt?: string | null;
}

export interface Order {
  id: string;
  /** Per-restaurant sequence, assigned on creation: staff and the customer see it as #0001. */
  number: number;
  restaurantId: string;
  conversationId: string | null;
  status: OrderStatus;
  createdAt: Date;
  customerPhone: string;
  customerName: string | null;
  /** What the customer pays: the lines' subtotal plus the delivery fee. */
  total: Cents;
  /** The delivery fee, priced by the server from the restaurant's zones (0 for pickup or no fee). */
  deliveryFee: Cents;
  fulfillment: Fulfillment;
  /** Null on orders taken before payment methods existed. */
  payment: OrderPayment | null;
  /** Taken in a conversation of the panel's test centre: never a customer's, kept out of sales and notifications. */
  test: boolean;
  deliveryAddress: string;
  /** The pin the customer shared on WhatsApp, when they did: Pedidos links it to a map. */
  deliveryLocation?: GeoPoint | null;
  /** Taken while the restaurant was closed: when the customer wants it (its next opening). */
  requestedFor?: Date | null;
  notes: string | null;
  items: OrderItem[];
  /** Minutes the kitchen estimated with Preparando / En camino; absent when none was given. */
  etaMinutes?: number | null;
  /** Why it was cancelled, as the customer was told; absent unless cancelled with a reason. */
  cancelReason?: string | null;
}

/** What may travel with a status move: the estimate (preparing, on the way) or the reason (cancelled). */
export interface StatusMoveDetails {
  etaMinutes?: number | null;
  cancelReason?: string | null;
}

/** What staff may change on an order (core/orders/edit-order.ts prices it). */
export interface OrderEditPatch {
  items: OrderItem[];
  total: Cents;
  deliveryAddress: string;
  notes: string | null;
}

/** A compare-and-set status move: `changed` is false when the order already had that status (nothing was written). */
export interface StatusMove {
  order: Order;
  changed: boolean;
}

/**
 * New lines and the total they make (the delivery fee included), or a cancellation. A change of
 * where it goes (the customer's new address after confirming) carries the fee its zone charges.
 */
export type OrderAmendment = { items: OrderItem[]; total: Cents; delivery?: DeliveryAmendment } | { status: 'cancelled' };

/** Where an amended order goes now, and what that costs. */
export interface DeliveryAmendment {
  deliveryAddress: string;
  deliveryFee: Cents;
  fulfillment: Fulfillment;
  deliveryLocation: GeoPoint | null;
  notes: string | null;
}

/** What creating an order needs; the fields added after the spec's get the defaults `newOrderRecord` fills. */
export type NewOrder = Omit<Order, 'id' | 'number' | 'createdAt' | 'status' | 'deliveryFee' | 'fulfillment' | 'payment' | 'test'> &
  Partial<Pick<Order, 'status' | 'deliveryFee' | 'fulfillment' | 'payment' | 'test'>>;

/** The stored order a NewOrder becomes: every repository fills the same defaults. */
export function newOrderRecord(order: NewOrder, id: string, number: number, createdAt: Date): Order {
  return {
    ...order,
    items: order.items.map(orderItemSnapshot),
    status: order.status ?? 'pending',
    deliveryFee: order.deliveryFee ?? 0,
    fulfillment: order.fulfillment ?? 'delivery',
    payment: order.payment ?? null,
    test: order.test ?? false,
    id,
    number,
    createdAt,
  };
}

/** Only the fields of OrderItem, so nothing a caller tacked on leaks into the stored snapshot. */
export function orderItemSnapshot({ menuItemId, name, unitPrice, quantity, notes, options }: OrderItem): OrderItem {
  return { menuItemId, name, unitPrice, quantity, notes, ...(options?.length ? { options: options.map((o) => ({ ...o })) } : {}) };
}

export interface OrderRepository {
  list(restaurantId: string): Promise<Order[]>;
  findById(restaurantId: string, id: string): Promise<Order | null>;
  create(order: NewOrder, createdAt: Date): Promise<Order>;
  updateStatus(restaurantId: string, id: string, status: OrderStatus): Promise<Order | null>;
  /**
   * Moves the order to `status` only when it has another one (one conditional write, so two
   * identical requests at once move it once), storing `details` with it. Null when missing.
   */
  moveStatus(restaurantId: string, id: string, status: OrderStatus, details?: StatusMoveDetails): Promise<StatusMove | null>;
  /**
   * Changes the lines (and total) or cancels, only while the order is still `pending`: one
   * conditional write, so the kitchen taking it at the same moment wins. Null when the order
   * is missing or no longer pending.
   */
  amendIfPending(restaurantId: string, id: string, change: OrderAmendment): Promise<Order | null>;
  /** Staff's fix (lines, total, address, notes), only while it is neither delivered nor cancelled. Null otherwise or when missing. */
  editIfOpen(restaurantId: string, id: string, edit: OrderEditPatch): Promise<Order | null>;
  delete(restaurantId: string, id: string): Promise<boolean>;
  countSince(restaurantId: string, since: Date): Promise<number>;
  /** Orders created in [from, to], test orders included (they carry `test`), oldest first: sales figures. */
  listBetween(restaurantId: string, from: Date, to: Date): Promise<Order[]>;
  /** One customer's orders (by phone), newest first, at most `limit`: their history and what the assistant remembers. */
  listByCustomer(restaurantId: string, customerPhone: string, limit: number): Promise<Order[]>;
  /** Totals of the restaurant's latest real orders (not cancelled, not test), newest first: its usual order. */
  recentTotals(restaurantId: string, limit: number): Promise<Cents[]>;
}

/** The lines' sum: what the order costs before delivery. */
export const orderTotal = (items: Pick<OrderItem, 'unitPrice' | 'quantity'>[]): Cents =>
  items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0);

/** The lines' subtotal of an order (its total without the delivery fee). */
export const orderSubtotal = (order: Pick<Order, 'items'>): Cents => orderTotal(order.items);
