import { useQuery } from '@tanstack/react-query';
import type { Json } from '@api-types';
import type { CustomerProfile } from '@core/customers/customer-profile';
import { api } from '@/lib/api-client';

export type Customer = Json<CustomerProfile>;

export const useCustomer = (phone: string) =>
  useQuery({
    queryKey: ['customers', phone],
    queryFn: () => api.get<Customer>(`/api/customers/${encodeURIComponent(phone)}`),
    enabled: phone.length > 0,
  });
