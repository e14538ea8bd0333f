import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../tenancy/restaurant.js';
import type { BillingEvent } from './billing-event.js';
import { nextSubscriptionStatus } from './subscription-status-rule.js';

type RuleEvent = Pick<BillingEvent, 'kind' | 'status'>;

const statusArb = fc.constantFrom<SubscriptionStatus>(...SUBSCRIPTION_STATUSES);
// Events as the adapters build them: only `updated` carries a free status.
const eventArb: fc.Arbitrary<RuleEvent> = fc.oneof(
  fc.constant<RuleEvent>({ kind: 'paid', status: 'active' }),
  fc.constant<RuleEvent>({ kind: 'payment_failed', status: 'past_due' }),
  fc.constant<RuleEvent>({ kind: 'canceled', status: 'canceled' }),
  statusArb.map<RuleEvent>((status) => ({ kind: 'updated', status })),
);
const fold = (start: SubscriptionStatus, events: RuleEvent[]) => events.reduce(nextSubscriptionStatus, start);

describe('nextSubscriptionStatus', () => {
  it.each<[SubscriptionStatus, RuleEvent, SubscriptionStatus]>([
    ['trial', { kind: 'paid', status: 'active' }, 'active'],
    ['past_due', { kind: 'paid', status: 'active' }, 'active'],
    ['canceled', { kind: 'paid', status: 'active' }, 'active'],
    ['active', { kind: 'payment_failed', status: 'past_due' }, 'past_due'],
    ['active', { kind: 'canceled', status: 'canceled' }, 'canceled'],
    ['active', { kind: 'updated', status: 'trial' }, 'trial'],
    ['trial', { kind: 'updated', status: 'past_due' }, 'past_due'],
    ['canceled', { kind: 'payment_failed', status: 'past_due' }, 'canceled'],
    ['canceled', { kind: 'updated', status: 'active' }, 'canceled'],
  ])('%s + %o → %s', (current, event, expected) => {
    expect(nextSubscriptionStatus(current, event)).toBe(expected);
  });

  it('delivering an event twice changes nothing more than once', () => {
    fc.assert(
      fc.property(statusArb, eventArb, (status, event) => {
        const once = nextSubscriptionStatus(status, event);
        expect(nextSubscriptionStatus(once, event)).toBe(once);
      }),
    );
  });

  it('duplicating any delivery in a sequence leaves the final status unchanged', () => {
    fc.assert(
      fc.property(statusArb, fc.array(eventArb, { minLength: 1 }), fc.nat(), (start, events, n) => {
        const i = n % events.length;
        const withDuplicate = [...events.slice(0, i + 1), events[i]!, ...events.slice(i + 1)];
        expect(fold(start, withDuplicate)).toBe(fold(start, events));
      }),
    );
  });

  it('after a payment the restaurant is active, whatever came before', () => {
    fc.assert(
      fc.property(statusArb, fc.array(eventArb), (start, events) => {
        expect(fold(start, [...events, { kind: 'paid', status: 'active' }])).toBe('active');
      }),
    );
  });

  it('once canceled, only a payment brings the restaurant back', () => {
    fc.assert(
      fc.property(statusArb, fc.array(eventArb), fc.array(eventArb.filter((e) => e.kind !== 'paid')), (start, before, after) => {
        expect(fold(start, [...before, { kind: 'canceled', status: 'canceled' }, ...after])).toBe('canceled');
      }),
    );
  });

  it('never cancels without a canceled report', () => {
    fc.assert(
      fc.property(
        statusArb.filter((s) => s !== 'canceled'),
        fc.array(eventArb.filter((e) => e.status !== 'canceled')),
        (start, events) => {
          expect(fold(start, events)).not.toBe('canceled');
        },
      ),
    );
  });
});
