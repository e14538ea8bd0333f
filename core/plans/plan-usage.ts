import { MEXICO_CITY_OFFSET_MINUTES } from '../shared/mexico-time.js';
import type { Restaurant } from '../tenancy/restaurant.js';
import type { Plan } from '../tenancy/plan.js';

/** At this share of the plan's conversations the owner is warned (banner and a WhatsApp notice). */
export const USAGE_WARNING_RATIO = 0.8;

/** Why new customers are not being served: none, the month's conversations are used up, or unpaid. */
export type UsageBlock = 'none' | 'limit' | 'trial_expired' | 'unpaid';

export interface PlanUsage {
  planSlug: string | null;
  planName: string | null;
  used: number;
  /** Null when the restaurant's plan is not in the catalogue: nothing to count against. */
  limit: number | null;
  /** 0–100+, rounded down; null without a limit. */
  percent: number | null;
  warning: boolean;
  block: UsageBlock;
  periodStart: Date;
  periodEnd: Date;
}

const OFFSET_MS = MEXICO_CITY_OFFSET_MINUTES * 60_000;

/** The billing month: the calendar month in Mexico City that contains `now`. */
export function billingMonth(now: Date): { start: Date; end: Date } {
  const local = new Date(now.getTime() + OFFSET_MS);
  const start = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) - OFFSET_MS;
  const end = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - OFFSET_MS;
  return { start: new Date(start), end: new Date(end) };
}

function blockOf(restaurant: Restaurant, limit: number | null, used: number, now: Date): UsageBlock {
  if (restaurant.subscriptionStatus === 'past_due' || restaurant.subscriptionStatus === 'canceled') return 'unpaid';
  if (restaurant.subscriptionStatus === 'trial' && restaurant.trialEndsAt && restaurant.trialEndsAt.getTime() <= now.getTime()) {
    return 'trial_expired';
  }
  return limit !== null && used >= limit ? 'limit' : 'none';
}

export function planUsage(restaurant: Restaurant, plan: Plan | null, used: number, now: Date): PlanUsage {
  const limit = plan ? plan.conversationsLimit : null;
  const percent = limit === null ? null : limit === 0 ? 100 : Math.floor((used * 100) / limit);
  const { start, end } = billingMonth(now);
  return {
    planSlug: restaurant.subscriptionPlan,
    planName: plan?.name ?? null,
    used,
    limit,
    percent,
    warning: limit !== null && used >= Math.ceil(limit * USAGE_WARNING_RATIO),
    block: blockOf(restaurant, limit, used, now),
    periodStart: start,
    periodEnd: end,
  };
}

/** What a new customer reads when the restaurant cannot take them through WhatsApp right now. */
export function politeRefusal(restaurant: Pick<Restaurant, 'name' | 'phone'>): string {
  const call = restaurant.phone
    ? `Llámanos al ${restaurant.phone} y con gusto te atendemos.`
    : 'Por favor comunícate directamente con el restaurante y con gusto te atendemos.';
  return `¡Hola! Gracias por escribir a ${restaurant.name}. Por ahora no podemos tomar pedidos nuevos por este medio. ${call}`;
}

/** The owner's WhatsApp notice when the month reaches the warning share. */
export function usageNotice(restaurant: Pick<Restaurant, 'name'>, usage: PlanUsage, upgradeUrl: string): string {
  return (
    `Comanda: ${restaurant.name} lleva ${usage.used} de ${usage.limit} conversaciones de este mes (${usage.percent}%). ` +
    `Al llegar al límite, los clientes nuevos recibirán un aviso para llamar al restaurante. Mejora tu plan en ${upgradeUrl}`
  );
}
