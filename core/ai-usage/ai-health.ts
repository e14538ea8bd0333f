import type { AiCallHealth, AiUsageRecord } from './ai-usage.js';

/** How far back the dashboard looks at model calls. */
export const AI_HEALTH_WINDOW_MS = 15 * 60_000;
/** This many failures in a row, with none since, reads as "failing" rather than "degraded". */
const FAILING_STREAK = 3;

export type AiServiceState = 'operational' | 'degraded' | 'failing';

export const AI_SERVICE_LABELS: Record<AiServiceState, string> = {
  operational: 'Operativo',
  degraded: 'Degradado',
  failing: 'Con fallas',
};

/** `recent` newest first. */
export function summariseHealth(recent: Pick<AiUsageRecord, 'status' | 'error' | 'createdAt'>[]): AiCallHealth {
  const failures = recent.filter((r) => r.status === 'failed');
  let consecutiveFailures = 0;
  while (consecutiveFailures < recent.length && recent[consecutiveFailures]!.status === 'failed') consecutiveFailures++;
  return {
    calls: recent.length,
    failures: failures.length,
    consecutiveFailures,
    lastError: failures[0]?.error ?? null,
    lastFailureAt: failures[0]?.createdAt ?? null,
  };
}

/** No failure lately: operational; the latest calls all failed: failing; some failed: degraded. */
export function aiServiceState(health: AiCallHealth): AiServiceState {
  if (health.failures === 0) return 'operational';
  if (health.consecutiveFailures >= Math.min(FAILING_STREAK, health.calls)) return 'failing';
  return 'degraded';
}
