import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { getListPage, listPath, type ListPage } from '../../../lib/paged-list';

export type OrderStatus = 'pending' | 'confirmed' | 'preparing' | 'delivered' | 'cancelled';

export type OrderItem = {
  menuItemId: number | string;
  name?: string;
  /** Cents. */
  unitPrice?: number;
  quantity: number;
  notes?: string | null;
};

export type Order = {
  id: number | string;
  /** Per-restaurant sequence, shown as #0001. */
  number?: number;
  status: OrderStatus | string;
  createdAt: string;
  customerPhone: string;
  customerName?: string | null;
  /** Cents. */
  total: number;
  deliveryAddress?: string | null;
  /** The pin the customer shared on WhatsApp. */
  deliveryLocation?: { latitude: number; longitude: number } | null;
  /** Taken while closed: the opening it is for. */
  requestedFor?: string | null;
  notes?: string | null;
  items: OrderItem[];
};

// Spec §9: the order list refreshes every 10 s.
export const ORDERS_REFETCH_MS = 10_000;

export const ordersQueryKey = ['orders'] as const;

/** The server-side filters of GET /api/orders (docs/api.md). */
export type OrderListFilter = { status?: OrderStatus; from?: string; to?: string };

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
