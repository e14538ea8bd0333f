import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { getListPage, listPath, type ListPage } from '../../../lib/paged-list';
import type { Takeover } from './takeover';

export type ConversationStatus = 'active' | 'completed' | 'paused';

export type Conversation = {
  id: number | string;
  phoneNumber: string;
  customerName?: string | null;
  status: ConversationStatus | string;
  createdAt: string;
  lastMessageAt?: string | null;
  lastOrderTime?: string | null;
  totalOrders: number;
  hasNewOrder: boolean;
  /** Set while staff answers (or the customer asked for a person); absent from older servers. */
  takeover?: Takeover | null;
};

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
