import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliverySettings as StoredDeliverySettings, DeliveryZone } from '@core/delivery/delivery-settings';
import type { PaymentMethod } from '@core/orders/order';
import { api } from '@/lib/api-client';

// The server's own shapes (config key delivery_settings, money in cents). The Mercado Pago
// secrets arrive masked (••••1234) when stored and are sent back unchanged: the server keeps them.
export type { DeliveryZone, PaymentMethod };
export type DeliverySettings = Omit<StoredDeliverySettings, 'configured'>;

export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = {
  pickup: true,
  delivery: true,
  location: null,
  zones: [],
  outsideZones: 'refuse',
  paymentMethods: ['cash'],
  transferClabe: '',
  transferHolder: '',
  transferBank: '',
  mercadoPagoAccessToken: '',
  mercadoPagoWebhookSecret: '',
};

const queryKey = ['config', 'delivery_settings'] as const;

export async function getDeliverySettings(): Promise<DeliverySettings> {
  const entry = await api.get<{ value: Partial<DeliverySettings> | null } | null>('/api/config/delivery_settings');
  return { ...DEFAULT_DELIVERY_SETTINGS, ...(entry?.value ?? {}) };
}

export function useDeliverySettings() {
  return useQuery(queryOptions({ queryKey, queryFn: getDeliverySettings }));
}

export function useSaveDeliverySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: DeliverySettings) => api.post('/api/config', { key: 'delivery_settings', value }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
}
