import { useCallback, useEffect, useRef, useState } from 'react';
import { serverReason } from '@/lib/api-client';
import type { Scenario } from '@/features/test-centre/api/get-scenarios';
import { useRunScenario, type ScenarioResult } from '@/features/test-centre/api/run-scenario';

export type RunState = { state: 'running' } | { state: 'done'; result: ScenarioResult } | { state: 'error'; message: string };

/** Spec §9: run all waits 1 s, then sends one scenario every 2 s. */
export const RUN_ALL_FIRST_DELAY_MS = 1000;
export const RUN_ALL_SPACING_MS = 2000;

export function useScenarioRuns() {
  const [runs, setRuns] = useState<Record<string, RunState>>({});
  const [batch, setBatch] = useState<{ total: number; sent: number } | null>(null);
  const timers = useRef<Array<ReturnType<typeof setTimeout>>>([]);

  const mutation = useRunScenario({
    onMutate: (id) => setRuns((r) => ({ ...r, [id]: { state: 'running' } })),
    onSuccess: (result, id) => setRuns((r) => ({ ...r, [id]: { state: 'done', result } })),
    onError: (error, id) =>
      setRuns((r) => ({ ...r, [id]: { state: 'error', message: serverReason(error) ?? 'No se pudo ejecutar el escenario' } })),
  });
  const { mutate } = mutation;

  const clearTimers = useCallback(() => {
    timers.current.forEach(clearTimeout);
    timers.current = [];
  }, []);

  useEffect(() => clearTimers, [clearTimers]);

  const run = useCallback((id: string) => mutate(id), [mutate]);

  const runAll = useCallback(
    (scenarios: Scenario[]) => {
      clearTimers();
      setBatch({ total: scenarios.length, sent: 0 });
      timers.current = scenarios.map((s, i) =>
        setTimeout(
          () => {
            mutate(s.id);
            setBatch((b) => (b ? { ...b, sent: i + 1 } : b));
          },
          RUN_ALL_FIRST_DELAY_MS + i * RUN_ALL_SPACING_MS,
        ),
      );
    },
    [clearTimers, mutate],
  );

  const stop = useCallback(() => {
    clearTimers();
    setBatch(null);
  }, [clearTimers]);

  const runningAll = batch !== null && batch.sent < batch.total;
  return { runs, run, runAll, stop, batch, runningAll };
}
