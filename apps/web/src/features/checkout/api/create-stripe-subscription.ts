import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StripeSubscriptionJson } from '@api-types';
import { api } from '@/lib/api-client';

/** Spec §7: the subscription is created for a fixed placeholder address, not the buyer's. */
export const CHECKOUT_EMAIL = 'cliente@ejemplo.com';

/** `checkoutId` links the restaurant created afterwards to this payment. */
export type StripeSubscription = StripeSubscriptionJson;

export function createStripeSubscription(planId: string): Promise<StripeSubscription> {
  return api.post<StripeSubscription>('/api/payments/stripe/create-subscription', {
    planId,
    email: CHECKOUT_EMAIL,
  });
}

// A POST made once per plan when the Stripe tab shows (spec §4). As a query it is
// deduplicated: StrictMode's double effects and tab switches never create a second one.
export function stripeSubscriptionQueryOptions(planId: string) {
  return queryOptions({
    queryKey: ['payments', 'stripe-subscription', planId] as const,
    queryFn: () => createStripeSubscription(planId),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

export function useStripeSubscription(planId: string, { enabled }: { enabled: boolean }) {
  return useQuery({ ...stripeSubscriptionQueryOptions(planId), enabled });
}
