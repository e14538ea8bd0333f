import { describe, expect, it } from 'vitest';
import { conflict } from '../shared/errors.js';
import type { CreateOptions, CreateRestaurantInput } from './create-restaurant.js';
import { RestaurantOpening, type CheckoutCompletion } from './open-restaurant.js';
import type { Restaurant } from './restaurant.js';

const restaurant = (input: CreateRestaurantInput, granted: boolean): Restaurant => ({
  id: `r-${input.subdomain}`,
  name: input.name,
  subdomain: input.subdomain,
  description: null,
  phone: null,
  email: null,
  address: null,
  subscriptionPlan: input.plan ?? 'basico',
  subscriptionStatus: granted ? 'active' : 'trial',
  trialEndsAt: granted ? null : new Date('2026-12-01T00:00:00Z'),
  createdAt: new Date('2026-11-17T00:00:00Z'),
});

/** A creator that records what it was asked for, and a checkout store with one open payment for "pro". */
function setup() {
  const created: Array<{ input: CreateRestaurantInput; ownerId: string; grantPlan: boolean; payment?: string }> = [];
  const creator = {
    async create(input: CreateRestaurantInput, ownerId: string, options: CreateOptions = {}) {
      created.push({ input, ownerId, grantPlan: !!options.grantPlan, ...(options.payment ? { payment: options.payment } : {}) });
      return restaurant(input, !!options.grantPlan || options.payment === 'confirmed');
    },
  };
  const used = new Set<string>();
  const checkouts: CheckoutCompletion = {
    async completeCheckout(checkoutId, ownerId, create) {
      if (used.has(checkoutId)) throw conflict('Este pago ya se usó para crear un restaurante. Entra al panel para verlo.');
      const made = await create({ planSlug: 'pro', paid: checkoutId === 'chk-paid' });
      used.add(checkoutId);
      return made;
    },
  };
  return { created, opening: new RestaurantOpening(creator, checkouts) };
}

describe('opening a restaurant', () => {
  it('gives an owner without a payment a trial of the plan asked for', async () => {
    const { created, opening } = setup();
    const made = await opening.open({ name: 'Tacos Lupita', subdomain: 'lupita', plan: 'basico' }, { id: 'u1', role: 'operator' });
    expect(made.subscriptionStatus).toBe('trial');
    expect(created).toEqual([{ input: { name: 'Tacos Lupita', subdomain: 'lupita', plan: 'basico' }, ownerId: 'u1', grantPlan: false }]);
  });

  it('lets only the administrator have the plan outright', async () => {
    const { opening } = setup();
    const made = await opening.open({ name: 'Demo', subdomain: 'demo', plan: 'pro' }, { id: 'admin', role: 'admin' });
    expect(made.subscriptionStatus).toBe('active');
  });

  it('from a payment, uses the plan paid for (not the one in the form), never granted, even for the administrator', async () => {
    const { created, opening } = setup();
    const made = await opening.open(
      { name: 'Pagado', subdomain: 'pagado', plan: 'basico', checkoutId: 'chk1' },
      { id: 'admin', role: 'admin' },
    );
    expect(made.subscriptionPlan).toBe('pro');
    expect(made.subscriptionStatus).toBe('trial');
    expect(created[0]).toMatchObject({ input: { plan: 'pro' }, grantPlan: false, payment: 'unconfirmed' });
    expect(created[0]!.input).not.toHaveProperty('checkoutId');
  });

  it('opens a restaurant active when the provider confirmed its payment before it existed', async () => {
    const { created, opening } = setup();
    const made = await opening.open({ name: 'Ya pagado', subdomain: 'yapagado', checkoutId: 'chk-paid' }, { id: 'u1', role: 'operator' });
    expect(made.subscriptionStatus).toBe('active');
    expect(created[0]).toMatchObject({ payment: 'confirmed' });
  });

  it('refuses a payment already used to open a restaurant', async () => {
    const { opening } = setup();
    await opening.open({ name: 'Uno', subdomain: 'uno', checkoutId: 'chk1' }, { id: 'u1', role: 'operator' });
    await expect(opening.open({ name: 'Dos', subdomain: 'dos', checkoutId: 'chk1' }, { id: 'u1', role: 'operator' })).rejects.toMatchObject(
      {
        kind: 'conflict',
      },
    );
  });
});
