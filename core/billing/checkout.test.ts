import { beforeEach, describe, expect, it } from 'vitest';
import type { Plan } from '../tenancy/plan.js';
import type { Restaurant } from '../tenancy/restaurant.js';
import { Billing, SIGN_IN_TO_PAY, type BillingDeps } from './checkout.js';
import type { CreateCustomerInput, CreateSubscriptionInput, SubscriptionGateway } from './payment-gateway.js';
import {
  InMemoryBillingAccountRepository,
  InMemoryBillingCustomerRepository,
  InMemoryCheckoutRepository,
} from './testing/in-memory-billing.js';

const silver: Plan = {
  id: 'p',
  name: 'Silver',
  slug: 'silver',
  priceMonthly: 129_900,
  conversationsLimit: 1000,
  features: [],
  isActive: true,
  displayOrder: 3,
};

/** Records what Comanda asked the provider for. */
class RecordingStripe implements SubscriptionGateway {
  readonly provider = 'stripe' as const;
  readonly customers: CreateCustomerInput[] = [];
  readonly subscriptions: CreateSubscriptionInput[] = [];
  async createCustomer(input: CreateCustomerInput) {
    this.customers.push(input);
    return `cus_${this.customers.length}`;
  }
  async createSubscription(input: CreateSubscriptionInput) {
    this.subscriptions.push(input);
    const n = this.subscriptions.length;
    return { clientSecret: `pi_${n}_secret_x`, subscriptionId: `sub_${n}`, customerId: input.customerRef };
  }
}

const ana = { id: 'u-ana', email: 'ana@tacos.mx' };
const beto = { id: 'u-beto', email: 'beto@tortas.mx' };

describe('Billing: who pays is the signed-in account', () => {
  let stripe: RecordingStripe;
  let checkouts: InMemoryCheckoutRepository;
  let accounts: InMemoryBillingAccountRepository;
  let billing: Billing;
  let n = 0;

  beforeEach(() => {
    stripe = new RecordingStripe();
    checkouts = new InMemoryCheckoutRepository();
    accounts = new InMemoryBillingAccountRepository();
    const deps: BillingDeps = {
      plans: { findBySlug: async (slug: string) => (slug === 'silver' ? silver : null) } as BillingDeps['plans'],
      stripe,
      mercadoPago: null,
      checkouts,
      accounts,
      customers: new InMemoryBillingCustomerRepository(),
      clock: { now: () => new Date('2026-03-01T00:00:00Z') },
      ids: { next: () => `id${++n}` },
      publicUrl: 'https://comanda.mx',
    };
    billing = new Billing(deps);
  });

  it('needs a signed-in owner once a provider is configured', async () => {
    await expect(billing.startStripe('silver', null)).rejects.toMatchObject({ kind: 'unauthorized', message: SIGN_IN_TO_PAY });
    expect(stripe.customers).toEqual([]);
  });

  it('creates one customer per owner, for their account, and bills every checkout of theirs to it', async () => {
    await billing.startStripe('silver', ana);
    await billing.startStripe('silver', ana);
    await billing.startStripe('silver', beto);
    expect(stripe.customers).toEqual([
      { ownerId: 'u-ana', email: 'ana@tacos.mx' },
      { ownerId: 'u-beto', email: 'beto@tortas.mx' },
    ]);
    expect(stripe.subscriptions.map((s) => s.customerRef)).toEqual(['cus_1', 'cus_1', 'cus_2']);
  });

  it('opens a restaurant only for the owner who started the payment, and links its subscription, not the customer', async () => {
    const { checkoutId } = await billing.startStripe('silver', ana);
    const create = async () => ({ id: 'r-ana' }) as Restaurant;
    await expect(billing.completeCheckout(checkoutId!, beto.id, create)).rejects.toMatchObject({ kind: 'not_found' });
    await billing.completeCheckout(checkoutId!, ana.id, create);
    expect(await accounts.findRestaurantId('stripe', 'sub_1')).toBe('r-ana');
    expect(await accounts.findRestaurantId('stripe', 'cus_1')).toBeNull();
    expect(await checkouts.find(checkoutId!)).toMatchObject({ ownerId: 'u-ana', expected: { amount: 129_900, currency: 'MXN' } });
  });
});
