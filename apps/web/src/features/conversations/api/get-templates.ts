import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageTemplate, TemplateSegment } from '@core/conversations/message-templates';
import { api } from '@/lib/api-client';

// The server's own shapes: the picker and the API cannot drift apart.
export type { MessageTemplate, TemplateSegment };
export type TemplateChoice = { templateId: string; variables: string[] };

export const templatesQueryKey = ['templates'] as const;

/** The restaurant's approved WhatsApp templates (Meta message templates or Twilio content). */
export function getTemplates(): Promise<MessageTemplate[]> {
  return api.get<MessageTemplate[]>('/api/templates');
}

export function getTemplatesQueryOptions() {
  // Approval changes on Meta's/Twilio's side: read again on every opening, never retried (a 409 or 502 says why).
  return queryOptions({ queryKey: templatesQueryKey, queryFn: getTemplates, staleTime: 0, retry: false });
}

export function useTemplates(enabled: boolean) {
  return useQuery({ ...getTemplatesQueryOptions(), enabled });
}
