import type { Cents } from '../shared/money.js';
import type { ChosenOption, Fulfillment, PaymentMethod } from './order.js';

export interface CartLine {
  menuItemId: string;
  name: string;
  /** The item's price plus its chosen options' prices, per unit. */
  unitPrice: Cents;
  quantity: number;
  notes: string | null;
  /** Chosen options (size, sauce, paid extras, removed ingredients), when the item has option groups. */
  options?: ChosenOption[];
}

/** How the customer said they will pay; the order's payment status starts as pending. */
export interface CartPayment {
  method: PaymentMethod;
  /** Cash: the bill they pay with, so change is brought. */
  changeFor?: Cents | null;
}

/** A clarifying question about the order's contents, asked and not yet answered. */
export interface PendingQuestion {
  /** What the customer asked for, as the engine passed it to `agregar_producto`. */
  producto: string;
  cantidad: number;
  /** The products it may be (ambiguous name) or the choices it needs (missing option). */
  opciones: string[];
  /** The menu item it is, when known (a missing option): adding that item resolves it. */
  item?: string;
  /** The question, customer-safe, as the tool result gave it. */
  pregunta: string;
}

/** Dishes the customer named that the reply said were not added, offered to add on a plain yes. */
export interface CartOffer {
  items: { menuItemId: string; name: string; quantity: number }[];
  /** The question as the customer read it. */
  question: string;
}

/**
 * Open guarantee questions kept on the cart between messages; the rules that set and clear them
 * are the assistant's (core/assistant/guarantees.ts).
 */
export interface CartGuards {
  /** The quantities and total the customer said yes to. */
  confirmed?: { quantities: Record<string, number>; total: Cents } | null;
  /** The open "¿seguro que son …?" question and the quantities it asks about; `asked` once a reply carried it to the customer. */
  check?: { question: string; asked: boolean; quantities?: number[] } | null;
  /** Per menu item, a quantity that may have come from a number of the address (same message). */
  suspects?: Record<string, number>;
  /** Clarifying questions about the order's contents the customer has not answered (one per request). */
  pending?: PendingQuestion[] | null;
  /** "No agregué X a tu pedido. ¿Quieres que lo agregue?", for the customer's next message only. */
  offered?: CartOffer | null;
  /** A change to the confirmed order held for the customer's yes ("¿Seguro que son 30 …?"), for their next message only. */
  amendment?: HeldAmendment | null;
}

/** The confirmed order's lines as a change would leave them, and the question it waits on. */
export interface HeldAmendment {
  orderId: string;
  lines: CartLine[];
  question: string;
  quantities: number[];
}

/** The order being built in one conversation, persisted between messages. */
export interface Cart {
  lines: CartLine[];
  deliveryAddress: string | null;
  /** Coordinates of a location pin the customer shared for the delivery. */
  deliveryLocation?: { latitude: number; longitude: number } | null;
  /** A pin was shared and its interior number/references were asked for (LocationGate). */
  locationDetailsPending?: boolean;
  /** ISO time the order is for, set while the restaurant is closed and takes orders for later (HoursGate). */
  requestedFor?: string | null;
  customerName: string | null;
  /** Delivery or pickup, once the customer said; null while unknown (delivery is assumed). */
  fulfillment?: Fulfillment | null;
  payment?: CartPayment | null;
  /** A colonia or postal code the customer named when asked where the delivery goes (#24). */
  deliveryColonia?: string | null;
  /** The delivery fee the server priced from the zone; null while the zone is unknown (#24). */
  deliveryFee?: Cents | null;
  /** Notes for the whole order ("tocar el timbre"), gathered before it is placed. */
  orderNotes?: string | null;
  /** The last order confirmed in this conversation: changes go to it while the cart is empty. */
  placedOrderId?: string | null;
  /** Open guarantee questions (big quantities, a pending clarification): see core/assistant/guarantees.ts. */
  guards?: CartGuards;
  /**
   * What the answering engine keeps between messages (the offline engine's memory), as JSON the
   * engine parses itself; stored in a column of its own. Null at first.
   */
  engineState: string | null;
}

export const emptyCart = (): Cart => ({ lines: [], deliveryAddress: null, customerName: null, engineState: null });

/** The cart with some guard fields changed; a field set to null is removed. */
export function withGuards(cart: Cart, change: Partial<CartGuards>): Cart {
  const guards = { ...cart.guards, ...change };
  for (const key of Object.keys(guards) as (keyof CartGuards)[]) if (guards[key] == null) delete guards[key];
  return { ...cart, guards };
}

export interface CartRepository {
  get(restaurantId: string, conversationId: string): Promise<Cart | null>;
  save(restaurantId: string, conversationId: string, cart: Cart): Promise<void>;
  clear(restaurantId: string, conversationId: string): Promise<void>;
}

/**
 * One message's view of the carts: each conversation's cart is read once, and every change is
 * written through. The gates and the assistant share it, so a reply reads its cart once, not
 * once per step. A conversation is worked on by one worker at a time, so nothing else writes
 * it meanwhile.
 */
export function cartsForOneMessage(carts: CartRepository): CartRepository {
  const seen = new Map<string, Promise<Cart | null>>();
  const key = (restaurantId: string, conversationId: string) => `${restaurantId}\u0000${conversationId}`;
  return {
    get(restaurantId, conversationId) {
      const k = key(restaurantId, conversationId);
      let cart = seen.get(k);
      if (!cart) seen.set(k, (cart = carts.get(restaurantId, conversationId)));
      return cart.then((c) => (c ? structuredClone(c) : null));
    },
    async save(restaurantId, conversationId, cart) {
      await carts.save(restaurantId, conversationId, cart);
      seen.set(key(restaurantId, conversationId), Promise.resolve(structuredClone(cart)));
    },
    async clear(restaurantId, conversationId) {
      await carts.clear(restaurantId, conversationId);
      seen.set(key(restaurantId, conversationId), Promise.resolve(null));
    },
  };
}
