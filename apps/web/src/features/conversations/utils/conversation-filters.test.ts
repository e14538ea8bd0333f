import { describe, expect, it } from 'vitest';
import { matchesSearch } from './conversation-filters';

const conversation = { id: 1, phoneNumber: '+5215512345678', customerName: 'Ana', status: 'active', createdAt: '', totalOrders: 0, hasNewOrder: false };

describe('matchesSearch', () => {
  it('finds a customer by the ten digits, the +52 form with spaces, or the name', () => {
    expect(matchesSearch(conversation, '55 1234 5678')).toBe(true);
    expect(matchesSearch(conversation, '+52 5512345678')).toBe(true);
    expect(matchesSearch(conversation, 'ana')).toBe(true);
    expect(matchesSearch(conversation, '5599')).toBe(false);
  });
});
