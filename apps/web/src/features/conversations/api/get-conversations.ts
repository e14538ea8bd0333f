import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ConversationJson } from '@api-types';
import { getListPage, listPath, type ListPage } from '@/lib/paged-list';

// The server's own shapes (adapters/http/api-types.ts).
export type { ConversationStatus } from '@core/conversations/conversation';
export type Conversation = ConversationJson;

/** The server-side filters of GET /api/conversations (docs/api.md). */
export type ConversationListFilter = { search?: string; from?: string; to?: string };

export function getConversationsPage(filter: ConversationListFilter, cursor: string | null): Promise<ListPage<Conversation>> {
  return getListPage<Conversation>(listPath('/api/conversations', filter, cursor));
}

export const conversationsQueryKey = ['conversations', 'list'] as const;

export function getConversationsQueryOptions(filter: ConversationListFilter) {
  return infiniteQueryOptions({
    queryKey: [...conversationsQueryKey, filter] as const,
    queryFn: ({ pageParam }) => getConversationsPage(filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Spec §9; each loaded page revalidates with its ETag, so an unchanged list costs 304s.
    refetchInterval: 3000,
    placeholderData: keepPreviousData,
  });
}

/** The loaded pages flattened, with the badge's counts. */
export function useConversations(filter: ConversationListFilter) {
  const query = useInfiniteQuery(getConversationsQueryOptions(filter));
  const pages = query.data?.pages ?? [];
  const items = pages.flatMap((p) => p.items);
  const first = pages[0];
  return { ...query, items, total: first?.total ?? 0, filtered: first?.filtered ?? 0 };
}
