import { describe, expect, it } from 'vitest';
import { emptyCart } from '../orders/cart.js';
import { CONFIRMATION_BUTTONS, confirmationButtons } from './confirmation-buttons.js';

const ready = {
  ...emptyCart(),
  lines: [{ menuItemId: 'm1', name: 'Tacos', unitPrice: 1800, quantity: 2, notes: null }],
  deliveryAddress: 'Calle 5',
};

describe('confirmation buttons', () => {
  it('go under a question about confirming a complete cart', () => {
    expect(confirmationButtons('Tu pedido: 2 Tacos\n\n¿Te confirmo el pedido?', ready, false)).toEqual(CONFIRMATION_BUTTONS);
  });
  it('stay off without an address, once the order is placed, or when the reply asks something else', () => {
    expect(confirmationButtons('¿Te confirmo el pedido?', { ...ready, deliveryAddress: null }, false)).toBeUndefined();
    expect(confirmationButtons('¿Te confirmo el pedido?', ready, true)).toBeUndefined();
    expect(confirmationButtons('¿Algo más?', ready, false)).toBeUndefined();
    expect(confirmationButtons('¿Te confirmo el pedido?', emptyCart(), false)).toBeUndefined();
  });
});
