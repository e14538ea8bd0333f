import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type WhatsAppStatus = {
  configured: boolean;
  provider?: 'meta' | 'twilio';
  hasAccessToken: boolean;
  hasVerifyToken: boolean;
  phoneNumber: string | null;
  webhookUrl: string;
};

export const whatsAppStatusQueryKey = ['whatsapp', 'status'] as const;

export function getWhatsAppStatus(): Promise<WhatsAppStatus> {
  return api.get<WhatsAppStatus>('/api/whatsapp/status');
}

export function getWhatsAppStatusQueryOptions() {
  return queryOptions({ queryKey: whatsAppStatusQueryKey, queryFn: getWhatsAppStatus });
}

export function useWhatsAppStatus() {
  return useQuery(getWhatsAppStatusQueryOptions());
}
