import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type PaymentMethod = 'cash' | 'transfer' | 'mercadopago';

/** A zone as the server keeps it (config key delivery_settings): money in cents. */
export type DeliveryZone = {
  name: string;
  radiusKm: number | null;
  areas: string[];
  feeCents: number;
  minimumCents: number;
  etaMinutes: number | null;
};

export type DeliverySettings = {
  pickup: boolean;
  delivery: boolean;
  location: { latitude: number; longitude: number } | null;
  zones: DeliveryZone[];
  outsideZones: 'refuse' | 'arrange';
  paymentMethods: PaymentMethod[];
  transferClabe: string;
  transferHolder: string;
  transferBank: string;
  /** Masked (••••1234) when stored: sent back unchanged, the server keeps it. */
  mercadoPagoAccessToken: string;
  mercadoPagoWebhookSecret: string;
};

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
