import type { PlanRepository } from './plan.js';
import type { Clock } from '../shared/clock.js';
import { paymentRequired } from '../shared/errors.js';
import { normalizePhone } from '../shared/phone.js';
import type { Restaurant } from './restaurant.js';

/** What a free trial is counted against: the owner's account, and the WhatsApp business number it serves. */
export type TrialClaimKind = 'owner' | 'whatsapp';

/** Port: who has had a free trial. A claim is forever: ending a trial or deleting a restaurant gives none back. */
export interface TrialClaims {
  /**
   * Claims `key` atomically. True when this call claimed it, or when `restaurantId` (not null)
   * already holds it; false when someone else had it first.
   */
  claim(kind: TrialClaimKind, key: string, restaurantId: string | null, at: Date): Promise<boolean>;
  /** Gives back a claim whose restaurant was never created. */
  release(kind: TrialClaimKind, key: string): Promise<void>;
}

export const TRIAL_USED =
  'Ya usaste tu prueba gratuita de 14 días. Para abrir otro restaurante con un plan de pago, elige el plan y págalo en la página de planes.';
export const NUMBER_TRIAL_USED =
  'Este número de WhatsApp ya tuvo su prueba gratuita en otro restaurante. Para conectarlo aquí, elige un plan y págalo en la página de planes.';

/** The business numbers a `whatsapp_config` names: Meta's phone number id and the numbers themselves. */
export function businessNumbers(config: Record<string, unknown>): string[] {
  const keys = new Set<string>();
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const id = text(config.phoneNumberId);
  if (/^\d{5,30}$/.test(id)) keys.add(`meta:${id}`);
  for (const phone of [text(config.businessPhone), text(config.twilioFrom)]) {
    const digits = phone.replace(/\D/g, '');
    if (digits.length >= 8 && digits.length <= 15) keys.add(`tel:${normalizePhone(`+${digits}`)}`);
  }
  return [...keys];
}

/**
 * One free trial per WhatsApp business number: a restaurant on a trial of a paid plan that
 * connects a number another restaurant already had its trial with must pay first (402).
 * Paying restaurants, the free plan and the administrator's restaurants claim nothing.
 */
export class TrialNumbers {
  constructor(
    private readonly claims: TrialClaims,
    private readonly plans: Pick<PlanRepository, 'findBySlug'>,
    private readonly clock: Clock,
  ) {}

  async connect(restaurant: Restaurant, whatsappConfig: Record<string, unknown>): Promise<void> {
    if (restaurant.subscriptionStatus !== 'trial') return;
    const plan = restaurant.subscriptionPlan ? await this.plans.findBySlug(restaurant.subscriptionPlan) : null;
    if (!plan || plan.priceMonthly === 0) return;
    for (const key of businessNumbers(whatsappConfig)) {
      if (!(await this.claims.claim('whatsapp', key, restaurant.id, this.clock.now()))) throw paymentRequired(NUMBER_TRIAL_USED);
    }
  }
}
