import { describe, expect, it } from 'vitest';
import type { Plan } from './plan.js';
import type { Restaurant } from './restaurant.js';
import { InMemoryTrialClaims } from './testing/in-memory-trial-claims.js';
import { businessNumbers, NUMBER_TRIAL_USED, TrialNumbers } from './trials.js';

const plan = (slug: string, priceMonthly: number) => ({ slug, priceMonthly, isActive: true }) as Plan;
const PLANS: Record<string, Plan> = { demo: plan('demo', 0), gold: plan('gold', 249_900) };
const restaurant = (id: string, patch: Partial<Restaurant> = {}) =>
  ({ id, subscriptionStatus: 'trial', subscriptionPlan: 'gold', ...patch }) as Restaurant;

describe('one free trial per WhatsApp business number', () => {
  it('knows a number however it is written, and Meta’s phone number id apart', () => {
    expect(businessNumbers({ businessPhone: '+52 55 1234 5678', phoneNumberId: '1098765', twilioFrom: 'whatsapp:+5215512345678' })).toEqual(
      ['meta:1098765', 'tel:+5215512345678'],
    );
    expect(businessNumbers({ businessPhone: '', phoneNumberId: 'no-es-id', accessToken: 'x' })).toEqual([]);
  });

  it('refuses a number another trial had, and lets paying restaurants, the free plan and the same restaurant through', async () => {
    const numbers = new TrialNumbers(
      new InMemoryTrialClaims(),
      { findBySlug: async (slug) => PLANS[slug] ?? null },
      { now: () => new Date() },
    );
    const config = { businessPhone: '+52 55 1234 5678' };
    await numbers.connect(restaurant('a'), config);
    await numbers.connect(restaurant('a'), config);
    await expect(numbers.connect(restaurant('b'), config)).rejects.toMatchObject({ kind: 'payment_required', message: NUMBER_TRIAL_USED });
    await numbers.connect(restaurant('c', { subscriptionStatus: 'active' }), config);
    await numbers.connect(restaurant('d', { subscriptionPlan: 'demo' }), config);
  });
});
