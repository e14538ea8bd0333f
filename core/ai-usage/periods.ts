import { startOfMexicoDay } from '../shared/mexico-time.js';

export const AI_USAGE_PERIODS = ['today', 'week', 'month'] as const;
export type AiUsagePeriod = (typeof AI_USAGE_PERIODS)[number];

const DAY_MS = 86_400_000;

export const isAiUsagePeriod = (value: unknown): value is AiUsagePeriod =>
  typeof value === 'string' && (AI_USAGE_PERIODS as readonly string[]).includes(value);

/**
 * Where a cost period starts. "Today" is the restaurant's calendar day (Mexico City), so
 * the totals reset at local midnight; week and month are rolling windows of 7 and 30 days,
 * which keeps them comparable whatever the weekday or month length.
 */
export function periodStart(period: AiUsagePeriod, now: Date): Date {
  switch (period) {
    case 'today':
      return startOfMexicoDay(now);
    case 'week':
      return new Date(now.getTime() - 7 * DAY_MS);
    case 'month':
      return new Date(now.getTime() - 30 * DAY_MS);
  }
}
