import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Restaurant } from '../tenancy/restaurant.js';
import { billingMonth, planUsage, politeRefusal } from './plan-usage.js';

const restaurant = (patch: Partial<Restaurant> = {}): Restaurant => ({
  id: 'r1',
  name: 'Tacos Don Pepe',
  description: null,
  phone: '+52 55 1234 5678',
  email: null,
  address: null,
  subdomain: 'donpepe',
  subscriptionStatus: 'active',
  subscriptionPlan: 'basic',
  createdAt: new Date(0),
  trialEndsAt: null,
  ...patch,
});
const plan = {
  id: 'p',
  name: 'Básico',
  slug: 'basic',
  priceMonthly: 69900,
  conversationsLimit: 10,
  features: [],
  isActive: true,
  displayOrder: 1,
};
const now = new Date('2026-05-15T12:00:00Z');

describe('plan usage', () => {
  it('bills by calendar month in Mexico City, every instant in exactly one month', () => {
    expect(billingMonth(new Date('2026-06-01T05:59:59.999Z')).start.toISOString()).toBe('2026-05-01T06:00:00.000Z');
    expect(billingMonth(new Date('2026-06-01T06:00:00.000Z')).start.toISOString()).toBe('2026-06-01T06:00:00.000Z');
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (at) => {
        const { start, end } = billingMonth(at);
        expect(start.getTime()).toBeLessThanOrEqual(at.getTime());
        expect(at.getTime()).toBeLessThan(end.getTime());
        expect(billingMonth(end).start.getTime()).toBe(end.getTime());
      }),
    );
  });

  it('warns at 80 %, blocks at 100 %, and blocks an expired trial or an unpaid subscription whatever the count', () => {
    expect(planUsage(restaurant(), plan, 7, now)).toMatchObject({ percent: 70, warning: false, block: 'none' });
    expect(planUsage(restaurant(), plan, 8, now)).toMatchObject({ percent: 80, warning: true, block: 'none' });
    expect(planUsage(restaurant(), plan, 10, now)).toMatchObject({ percent: 100, block: 'limit' });
    expect(planUsage(restaurant({ subscriptionStatus: 'past_due' }), plan, 0, now).block).toBe('unpaid');
    expect(planUsage(restaurant({ subscriptionStatus: 'canceled' }), plan, 0, now).block).toBe('unpaid');
    const trial = { subscriptionStatus: 'trial' as const };
    expect(planUsage(restaurant({ ...trial, trialEndsAt: new Date('2026-05-20T00:00:00Z') }), plan, 0, now).block).toBe('none');
    expect(planUsage(restaurant({ ...trial, trialEndsAt: new Date('2026-05-10T00:00:00Z') }), plan, 0, now).block).toBe('trial_expired');
    expect(planUsage(restaurant({ subscriptionPlan: 'legacy' }), null, 99_999, now)).toMatchObject({ limit: null, block: 'none' });
  });

  it('refuses in Spanish with the restaurant’s phone, or without one', () => {
    expect(politeRefusal(restaurant())).toContain('Llámanos al +52 55 1234 5678');
    expect(politeRefusal(restaurant({ phone: null }))).toContain('comunícate directamente con el restaurante');
  });
});
