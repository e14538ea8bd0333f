import type { AiUsageRepository } from '../ai-usage/ai-usage.js';
import { FREE_MODELS, pricingFor } from '../ai-usage/pricing.js';
import type { ConversationRepository } from '../conversations/conversation.js';
import type { ReplyGate } from '../conversations/reply-gate.js';
import type { Responder, ResponderInput, ResponderReply } from '../conversations/responder.js';
import type { MenuRepository } from '../menu/menu-item.js';
import type { Order, OrderRepository } from '../orders/order.js';
import type { Clock, Timer } from '../shared/clock.js';
import { Assistant } from './assistant.js';
import { confirmationButtons } from './confirmation-buttons.js';
import type { CartRepository } from './cart.js';
import type { ModelPicker } from './model-selector.js';
import type { ModelFailure } from './model-failure.js';

export interface AssistantResponderDeps {
  pickModel: ModelPicker;
  menu: MenuRepository;
  carts: CartRepository;
  orders: OrderRepository;
  conversations: ConversationRepository;
  usage: AiUsageRepository;
  clock: Clock;
  timer: Timer;
  /** The model adapter's own deadline (COMANDA_MODEL_TIMEOUT_MS); the assistant stops waiting a little after it. */
  modelTimeoutMs: number;
  /** "Should the assistant answer, and how": consulted in order before any model is asked. */
  gates?: ReplyGate[];
  /** Told of each order the customer confirmed in this reply (not awaited: it must not delay the answer). */
  onOrderPlaced?: (order: Order) => Promise<void>;
}

/** Grace after the adapter's deadline, for a model that ignores its own timeout. */
const BACKSTOP_MS = 2000;

/** The Responder port over the AI assistant: gates first, then the model chosen for the restaurant. */
export class AssistantResponder implements Responder {
  constructor(private readonly deps: AssistantResponderDeps) {}

  async reply(input: ResponderInput): Promise<ResponderReply> {
    for (const gate of this.deps.gates ?? []) {
      const decision = await gate.decide(input);
      if (decision.kind === 'silent') return { text: null };
      if (decision.kind === 'reply') return { text: decision.text };
    }
    const { settings } = input;
    const { model, mode } = this.deps.pickModel(settings.openai);
    if (mode === 'openai') input.onThinking?.();
    const pricing = pricingFor(mode === 'openai' ? settings.ai.model : FREE_MODELS[0]!, settings.pricing);
    const { menu, orders, conversations, usage, clock, timer } = this.deps;
    const carts = input.carts ?? this.deps.carts;
    const assistant = new Assistant({
      model,
      menu,
      carts,
      orders,
      conversations,
      usage,
      clock,
      timer,
      aiSettings: async () => ({ config: settings.ai, pricing }),
      profileExtras: async () => settings.profile,
      timeoutMs: this.deps.modelTimeoutMs + BACKSTOP_MS,
    });
    const out = await assistant.reply(input);
    if (out.order) void this.deps.onOrderPlaced?.(out.order);
    const buttons = out.failure
      ? undefined
      : confirmationButtons(out.reply, await carts.get(input.restaurant.id, input.conversation.id), out.order !== null);
    return { text: out.reply, error: out.failure ? failureNote(out.failure) : null, ...(buttons ? { buttons } : {}) };
  }
}

/** What the operator reads on the reply: a replaced reply says so; anything else is a model that did not answer. */
const failureNote = (failure: ModelFailure) =>
  failure.kind === 'leaked_text' ? failure.message : `La IA no respondió: ${failure.message}`;
