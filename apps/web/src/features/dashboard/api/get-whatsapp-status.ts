import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type WhatsAppProvider = 'meta' | 'twilio';

export type WhatsAppStatus = {
  configured: boolean;
  provider?: WhatsAppProvider | null;
  hasAccessToken: boolean;
  hasVerifyToken: boolean;
  phoneNumber?: string | null;
  webhookUrl?: string | null;
};

export function getWhatsAppStatus(): Promise<WhatsAppStatus> {
  return api.get<WhatsAppStatus>('/api/whatsapp/status');
}

export const whatsAppStatusQueryKey = ['whatsapp', 'status'] as const;

export function getWhatsAppStatusQueryOptions() {
  return queryOptions({ queryKey: whatsAppStatusQueryKey, queryFn: getWhatsAppStatus });
}

export function useWhatsAppStatus() {
  return useQuery(getWhatsAppStatusQueryOptions());
}
