import { useQuery } from '@tanstack/react-query';
import type { Json } from '@api-types';
import type { SalesPeriod, SalesSummary } from '@core/orders/sales';
import { api, buildUrl } from '@/lib/api-client';

export type { SalesPeriod };
export type Sales = Json<SalesSummary>;

// Sales move with the orders: refreshed like Pedidos.
const SALES_REFETCH_MS = 30_000;

export const useSales = (period: SalesPeriod) =>
  useQuery({
    queryKey: ['sales', period],
    queryFn: () => api.get<Sales>(`/api/sales?period=${period}`),
    refetchInterval: SALES_REFETCH_MS,
  });

/** The CSV download link (the restaurant on screen included). */
export const salesCsvUrl = (period: SalesPeriod) => buildUrl(`/api/sales/export.csv?period=${period}`);
