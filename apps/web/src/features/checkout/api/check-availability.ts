import type { AvailabilityJson } from '@api-types';
import { api } from '@/lib/api-client';

export type Availability = AvailabilityJson;

/** Asked before any payment starts: a taken or invalid subdomain fails here, not after paying. */
export function checkAvailability(name: string, subdomain: string): Promise<Availability> {
  const params = new URLSearchParams({ name, subdomain });
  return api.get<Availability>(`/api/checkout/availability?${params.toString()}`);
}
