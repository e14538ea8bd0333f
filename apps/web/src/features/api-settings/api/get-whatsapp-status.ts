import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { WhatsAppStatus } from '../../../../../../core/conversations/whatsapp-status';

// The server's own type: the dashboard card, its banners and Settings read the same reply.
export type { WhatsAppStatus };
export type WhatsAppProvider = WhatsAppStatus['provider'];

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
