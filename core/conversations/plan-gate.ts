import type { GateDecision, GateInput, MessageGate } from './message-gate.js';
import type { Clock } from '../shared/clock.js';
import type { Restaurant } from '../tenancy/restaurant.js';
import type { ConversationAdmissions } from '../plans/conversation-admissions.js';
import type { PlanRepository } from '../tenancy/plan.js';
import { billingMonth, planUsage, politeRefusal, USAGE_WARNING_RATIO, type PlanUsage } from '../plans/plan-usage.js';

/** `usage` is null for a conversation already taken on: it continues whatever the count. */
export type ConversationDecision = { allow: true; usage: PlanUsage | null } | { allow: false; usage: PlanUsage; reply: string };

export interface PlanGateDeps {
  plans: Pick<PlanRepository, 'findBySlug'>;
  admissions: ConversationAdmissions;
  clock: Clock;
}

/**
 * The plan's say on a customer message: conversations already taken on always continue;
 * a new one is taken on only while the restaurant is paid up (or in its trial) and under
 * its monthly limit, else the customer gets a polite reply with the restaurant's phone.
 */
export class PlanGate {
  constructor(private readonly deps: PlanGateDeps) {}

  async usage(restaurant: Restaurant): Promise<PlanUsage> {
    const now = this.deps.clock.now();
    const { start, end } = billingMonth(now);
    const [plan, used] = await Promise.all([
      restaurant.subscriptionPlan ? this.deps.plans.findBySlug(restaurant.subscriptionPlan) : null,
      this.deps.admissions.count(restaurant.id, start, end),
    ]);
    return planUsage(restaurant, plan, used, now);
  }

  async decide(restaurant: Restaurant, conversationId: string): Promise<ConversationDecision> {
    const { admissions, clock } = this.deps;
    if (await admissions.isAdmitted(restaurant.id, conversationId)) return { allow: true, usage: null };
    const usage = await this.usage(restaurant);
    if (usage.block !== 'none') return { allow: false, usage, reply: politeRefusal(restaurant) };
    // The count the admission itself wrote: conversations admitted at once each see their own.
    const used = await admissions.admit(restaurant.id, conversationId, clock.now());
    return { allow: true, usage: { ...usage, used: used ?? usage.used } };
  }
}

/** True exactly when this admission is the one that reaches the warning share of the limit. */
const crossedWarning = (usage: PlanUsage) =>
  usage.limit !== null && usage.limit > 0 && usage.used === Math.ceil(usage.limit * USAGE_WARNING_RATIO);

/** Tells the restaurant it reached the warning share of its plan (best effort: a failure never holds a reply). */
export interface UsageWarnings {
  warn(restaurant: Restaurant, usage: PlanUsage): Promise<void>;
}

/**
 * The plan's rule as the last of the message gates (core/conversations/message-gate.ts): a
 * message another gate answered or silenced takes no conversation from the plan; a customer
 * the plan refuses gets the refusal instead of the assistant.
 */
export class PlanLimitGate implements MessageGate {
  constructor(
    private readonly plan: PlanGate,
    private readonly warnings?: UsageWarnings,
  ) {}

  async screen({ restaurant, conversation }: GateInput): Promise<GateDecision> {
    const decision = await this.plan.decide(restaurant, conversation.id);
    if (!decision.allow) return { kind: 'reply', text: decision.reply };
    if (decision.usage && crossedWarning(decision.usage)) await this.warnings?.warn(restaurant, decision.usage).catch(() => {});
    return { kind: 'assistant' };
  }
}
