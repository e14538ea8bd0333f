import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { MercadoPagoPreferenceJson } from '@api-types';
import { api } from '@/lib/api-client';

export type MercadoPagoInput = {
  /** Plan slug. */
  planId: string;
  /** Monthly price as a number (MXN). */
  amount: number;
};

/** `checkoutId` links the restaurant created afterwards to this payment. */
export type MercadoPagoPreference = MercadoPagoPreferenceJson;

export function createMercadoPagoPayment(input: MercadoPagoInput): Promise<MercadoPagoPreference> {
  return api.post<MercadoPagoPreference>('/api/payments/mercadopago/create', input);
}

type Options = Omit<UseMutationOptions<MercadoPagoPreference, Error, MercadoPagoInput>, 'mutationFn'>;

export function useCreateMercadoPagoPayment(options: Options = {}) {
  return useMutation({ ...options, mutationFn: createMercadoPagoPayment });
}
