import type { Cart, CartRepository } from '../cart.js';

/** CartRepository in memory, for core tests and the offline evaluation; passes the persistence contract suite. */
export class InMemoryCartRepository implements CartRepository {
  readonly carts = new Map<string, Cart>();

  async get(restaurantId: string, conversationId: string) {
    const cart = this.carts.get(`${restaurantId}/${conversationId}`);
    return cart ? structuredClone(cart) : null;
  }

  async save(restaurantId: string, conversationId: string, cart: Cart) {
    this.carts.set(`${restaurantId}/${conversationId}`, structuredClone(cart));
  }

  async clear(restaurantId: string, conversationId: string) {
    this.carts.delete(`${restaurantId}/${conversationId}`);
  }
}
