import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type ScenarioResult = {
  id: string;
  reply: string;
  elapsedMs: number;
  pass: boolean;
  reason?: string | null;
  /** Not sent: the menu lacks what the scenario needs (`reason` says why). */
  skipped?: boolean;
};

export function runScenario(id: string): Promise<ScenarioResult> {
  return api.post<ScenarioResult>(`/api/test/scenarios/${encodeURIComponent(id)}/run`, {});
}

type Options = {
  onMutate?: (id: string) => void;
  onSuccess?: (result: ScenarioResult, id: string) => void;
  onError?: (error: Error, id: string) => void;
};

/** Several runs may be in flight (run all): callbacks live on the hook so each call reports. */
export function useRunScenario({ onMutate, onSuccess, onError }: Options = {}) {
  return useMutation({ mutationFn: runScenario, onMutate, onSuccess, onError });
}
