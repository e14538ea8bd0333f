import type { Cents } from '../shared/money.js';

export interface CartLine {
  menuItemId: string;
  name: string;
  unitPrice: Cents;
  quantity: number;
  notes: string | null;
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
  /** Free-form state a language model keeps between turns (e.g. what it last asked). */
  stage: string | null;
}

export const emptyCart = (): Cart => ({ lines: [], deliveryAddress: null, customerName: null, stage: null });

export interface CartRepository {
  get(restaurantId: string, conversationId: string): Promise<Cart | null>;
  save(restaurantId: string, conversationId: string, cart: Cart): Promise<void>;
  clear(restaurantId: string, conversationId: string): Promise<void>;
}
