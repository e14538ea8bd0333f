import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { OrderStatus, PaymentStatus } from '@core/orders/order';
import type { OrderJson } from '@api-types';
import { getListPage, listPath, type ListPage } from '@/lib/paged-list';

// The server's own shapes (adapters/http/api-types.ts).
export type { OrderStatus } from '@core/orders/order';
export type Order = OrderJson;
export type OrderItem = OrderJson['items'][number];

// Spec §9: the order list refreshes every 10 s.
export const ORDERS_REFETCH_MS = 10_000;

export const ordersQueryKey = ['orders'] as const;

/** The server-side filters of GET /api/orders (docs/api.md). */
export type OrderListFilter = { status?: OrderStatus; payment?: PaymentStatus; from?: string; to?: string };

export function getOrdersPage(filter: OrderListFilter, cursor: string | null): Promise<ListPage<Order>> {
  return getListPage<Order>(listPath('/api/orders', filter, cursor));
}

export function getOrdersQueryOptions(filter: OrderListFilter) {
  return infiniteQueryOptions({
    queryKey: [...ordersQueryKey, filter] as const,
    queryFn: ({ pageParam }) => getOrdersPage(filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchInterval: ORDERS_REFETCH_MS,
    placeholderData: keepPreviousData,
  });
}

/** The loaded pages flattened, with the counts of the whole list and of the filtered one. */
export function useOrders(filter: OrderListFilter) {
  const query = useInfiniteQuery(getOrdersQueryOptions(filter));
  const pages = query.data?.pages ?? [];
  const first = pages[0];
  return { ...query, items: pages.flatMap((p) => p.items), total: first?.total ?? 0, filtered: first?.filtered ?? 0 };
}
