import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StatusMessagesConfig } from '@core/orders/status-messages-config';
import { api } from '@/lib/api-client';

export type { NoticeKind, StatusMessagesConfig } from '@core/orders/status-messages-config';

export type StatusMessagesSettings = { settings: StatusMessagesConfig; defaults: StatusMessagesConfig };

export const statusMessagesQueryKey = ['order-status-messages'] as const;

export const getStatusMessages = () => api.get<StatusMessagesSettings>('/api/orders/status-messages');

export const statusMessagesQueryOptions = () => queryOptions({ queryKey: statusMessagesQueryKey, queryFn: getStatusMessages });

export const useStatusMessages = () => useQuery(statusMessagesQueryOptions());
