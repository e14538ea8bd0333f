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
import { DEFAULT_DELIVERY_SETTINGS } from '../delivery/delivery-settings.js';
import type { MenuMatcher } from './menu-matcher.js';
import type { ModelPicker } from './model-selector.js';
import type { ModelFailure } from './model-failure.js';
import type { WrittenMenus } from './system-prompt.js';

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
  /** The process's matcher and written menus, kept across replies (apps/server/container.ts owns them). */
  matcher: MenuMatcher;
  writtenMenus: WrittenMenus;
  /** Where a failed "escribiendo…" is reported; the console by default. */
  log?: (line: string, error: unknown) => void;
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
  /** One assistant for every message: what differs per message (model, settings, carts) is passed to each reply. */
  private readonly assistant: Assistant;

  constructor(private readonly deps: AssistantResponderDeps) {
    const { menu, carts, orders, conversations, usage, clock, timer, matcher, writtenMenus } = deps;
    this.assistant = new Assistant({
      menu,
      carts,
      orders,
      conversations,
      usage,
      clock,
      timer,
      timeoutMs: deps.modelTimeoutMs + BACKSTOP_MS,
      matcher,
      writtenMenus,
    });
  }

  async reply(input: ResponderInput): Promise<ResponderReply> {
    const { settings } = input;
    const { model, mode } = this.deps.pickModel(settings.openai);
    if (mode === 'openai' && input.typing) this.showTyping(input);
    const config = settings.ai;
    const pricing = pricingFor(mode === 'openai' ? config.model : FREE_MODELS[0]!, settings.pricing);
    const delivery = settings.delivery ?? DEFAULT_DELIVERY_SETTINGS;
    const out = await this.assistant.answer(input, { model, config, pricing, profile: settings.profile, delivery });
    if (out.order) void this.deps.onOrderPlaced?.(out.order);
    // The cart as the reply stored it: read once for the whole reply.
    const buttons = out.failure ? undefined : confirmationButtons(out.reply, out.cart, out.order !== null);
    const paying = out.failure
      ? null
      : out.order
        ? await this.deps.paymentInstructions?.(out.order, input.restaurant.name)
        : await this.placedPayment(input, out.cart);
    const text = paying ? `${out.reply}\n\n${paying}` : out.reply;
    return { text, error: out.failure ? failureNote(out.failure) : null, ...(buttons ? { buttons } : {}) };
  }

  /** Best effort, not awaited: the reply must not wait for, nor fail with, the typing indicator. */
  private showTyping({ typing, restaurant, conversation }: ResponderInput) {
    typing?.channel.showTyping(typing.providerMessageId).catch((err) => {
      const log = this.deps.log ?? ((line: string, error: unknown) => console.error(`[respuestas] ${line}`, error));
      log(`restaurante=${restaurant.id} conversación=${conversation.id}: no se pudo mostrar "escribiendo…"`, err);
    });
  }

  /** A payment chosen after confirming waits on the empty cart: applied to the confirmed order once, then cleared. */
  private async placedPayment(input: ResponderInput, cart: Cart): Promise<string | null> {
    if (!this.deps.placedPayment) return null;
    if (!cart.payment || cart.lines.length > 0 || !cart.placedOrderId) return null;
    await (input.carts ?? this.deps.carts).save(input.restaurant.id, input.conversation.id, { ...cart, payment: null });
    return this.deps.placedPayment(input.restaurant.id, cart.placedOrderId, cart.payment, input.restaurant.name);
  }
}

/** What the operator reads on the reply: a replaced reply says so; anything else is a model that did not answer. */
const failureNote = (failure: ModelFailure) =>
  failure.kind === 'leaked_text' ? failure.message : `La IA no respondió: ${failure.message}`;
