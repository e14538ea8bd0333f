import { describe, expect, it } from 'vitest';
import { checkoutBuyerEmail, PLACEHOLDER_BUYER_EMAIL } from './checkout.js';

describe('who the payment provider bills', () => {
  it('prefers the signed-in buyer, then the typed address, then the placeholder', () => {
    expect(checkoutBuyerEmail('dueña@tacos.mx', 'otra@correo.mx')).toBe('dueña@tacos.mx');
    expect(checkoutBuyerEmail(null, ' otra@correo.mx ')).toBe('otra@correo.mx');
    expect(checkoutBuyerEmail(undefined, '')).toBe(PLACEHOLDER_BUYER_EMAIL);
    expect(PLACEHOLDER_BUYER_EMAIL).toBe('cliente@comanda.mx');
  });
});
