import type { AiUsageRepository } from '../ai-usage/ai-usage.js';
import { FREE_MODELS, pricingFor } from '../ai-usage/pricing.js';
import type { ConversationRepository } from '../conversations/conversation.js';
import type { Responder, ResponderInput, ResponderReply } from '../conversations/responder.js';
import type { MenuRepository } from '../menu/menu-item.js';
import type { Order, OrderRepository } from '../orders/order.js';
import type { Clock, Timer } from '../shared/clock.js';
import { Assistant } from './assistant.js';
import { confirmationButtons } from './confirmation-buttons.js';
import type { Cart, CartRepository } from '../orders/cart.js';
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
  /** Told of each order the customer confirmed in this reply (not awaited: it must not delay the answer). */
  onOrderPlaced?: (order: Order) => Promise<void>;
  /** How to pay the order just confirmed (CLABE, Mercado Pago link, change), added to the reply (#24). */
  paymentInstructions?: (order: Order, restaurantName: string) => Promise<string | null>;
  /** The customer changed how they pay the confirmed order (forma_pago after confirming): applied, and how to pay (#24). */
  placedPayment?: (
    restaurantId: string,
    orderId: string,
    payment: NonNullable<Cart['payment']>,
    restaurantName: string,
  ) => Promise<string | null>;
}

/** Grace after the adapter's deadline, for a model that ignores its own timeout. */
const BACKSTOP_MS = 2000;

/**
 * The Responder port over the AI assistant and the model chosen for the restaurant. Whether
 * to answer at all is decided before it, in core/conversations/process-inbound.ts's gates.
 */
export class AssistantResponder implements Responder {
  constructor(private readonly deps: AssistantResponderDeps) {}

  async reply(input: ResponderInput): Promise<ResponderReply> {
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
      ...(settings.delivery ? { deliverySettings: async () => settings.delivery! } : {}),
      timeoutMs: this.deps.modelTimeoutMs + BACKSTOP_MS,
    });
    const out = await assistant.reply(input);
    if (out.order) void this.deps.onOrderPlaced?.(out.order);
    const buttons = out.failure
      ? undefined
      : confirmationButtons(out.reply, await carts.get(input.restaurant.id, input.conversation.id), out.order !== null);
    const paying = out.failure
      ? null
      : out.order
        ? await this.deps.paymentInstructions?.(out.order, input.restaurant.name)
        : await this.placedPayment(input, carts);
    const text = paying ? `${out.reply}\n\n${paying}` : out.reply;
    return { text, error: out.failure ? failureNote(out.failure) : null, ...(buttons ? { buttons } : {}) };
  }

  /** A payment chosen after confirming waits on the empty cart: applied to the confirmed order once, then cleared. */
  private async placedPayment(input: ResponderInput, carts: CartRepository): Promise<string | null> {
    if (!this.deps.placedPayment) return null;
    const cart = await carts.get(input.restaurant.id, input.conversation.id);
    if (!cart?.payment || cart.lines.length > 0 || !cart.placedOrderId) return null;
    await carts.save(input.restaurant.id, input.conversation.id, { ...cart, payment: null });
    return this.deps.placedPayment(input.restaurant.id, cart.placedOrderId, cart.payment, input.restaurant.name);
  }
}

/** What the operator reads on the reply: a replaced reply says so; anything else is a model that did not answer. */
const failureNote = (failure: ModelFailure) =>
  failure.kind === 'leaked_text' ? failure.message : `La IA no respondió: ${failure.message}`;
