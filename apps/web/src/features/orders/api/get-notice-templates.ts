import { useQuery } from '@tanstack/react-query';
import type { MessageTemplate } from '@core/conversations/message-templates';
import { api } from '@/lib/api-client';

/** The approved templates a status message can go out with after 24 hours (the same list Conversaciones uses). */
export const useNoticeTemplates = (enabled: boolean) =>
  useQuery({
    queryKey: ['templates', 'order-notices'],
    queryFn: () => api.get<MessageTemplate[]>('/api/templates'),
    enabled,
    staleTime: 0,
    retry: false,
  });
