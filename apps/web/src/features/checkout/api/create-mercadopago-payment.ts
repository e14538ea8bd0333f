import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type MercadoPagoInput = {
  /** Plan slug. */
  planId: string;
  /** Monthly price as a number (MXN). */
  amount: number;
};

export type MercadoPagoPreference = {
  init_point: string;
  id?: string | null;
  /** Links the restaurant created afterwards to this payment. */
  checkoutId?: string | null;
};

export function createMercadoPagoPayment(input: MercadoPagoInput): Promise<MercadoPagoPreference> {
  return api.post<MercadoPagoPreference>('/api/payments/mercadopago/create', input);
}

type Options = Omit<UseMutationOptions<MercadoPagoPreference, Error, MercadoPagoInput>, 'mutationFn'>;

export function useCreateMercadoPagoPayment(options: Options = {}) {
  return useMutation({ ...options, mutationFn: createMercadoPagoPayment });
}
