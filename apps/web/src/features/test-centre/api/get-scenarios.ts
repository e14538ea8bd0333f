import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ScenarioCategory = 'menu' | 'service' | 'promotions' | 'order' | 'general';

export type Scenario = {
  id: string;
  category: ScenarioCategory | string;
  title: string;
  message: string;
  /** Set when the restaurant's menu lacks what the scenario needs: why, in Spanish. */
  skip?: string | null;
};

export function getScenarios(): Promise<Scenario[]> {
  return api.get<Scenario[]>('/api/test/scenarios');
}

export function getScenariosQueryOptions() {
  // Written from the restaurant's menu as it is now: a product marked Agotado changes them.
  return queryOptions({ queryKey: ['test', 'scenarios'] as const, queryFn: getScenarios, staleTime: 0 });
}

export function useScenarios() {
  return useQuery(getScenariosQueryOptions());
}
