import type { AiPricing, AiUsageRecord, AiUsageRepository } from '../ai-usage/ai-usage.js';
import type { Cents } from '../shared/money.js';
import { aiCost } from '../ai-usage/cost.js';
import type { AiConfig } from '../config/config.js';
import type { Conversation, ConversationRepository, Message } from '../conversations/conversation.js';
import { TEST_REQUEST_TYPE } from '../conversations/test-message.js';
import { Backpressure } from '../conversations/inbox.js';
import type { MenuItem, MenuRepository } from '../menu/menu-item.js';
import type { Order, OrderAmendment, OrderItem, OrderRepository } from '../orders/order.js';
import { formatOrderNumber } from '../orders/order-number.js';
import { customerMemory } from '../customers/customer-memory.js';
import type { Clock, Timer } from '../shared/clock.js';
import type { Restaurant } from '../tenancy/restaurant.js';
import { type Cart, type CartOffer, type CartRepository, emptyCart, type HeldAmendment, withGuards } from '../orders/cart.js';
import { cartTotal } from './cart-ops.js';
import type { ChatMessage, LanguageModel, ModelResponse, RestaurantProfile, ToolCall } from './language-model.js';
import { asModelFailure, ModelFailure } from './model-failure.js';
import type { MenuMatcher } from './menu-matcher.js';
import { buildSystemPrompt, type WrittenMenus } from './system-prompt.js';
import { TOOL_DEFINITIONS } from './tool-definitions.js';
import { guardReply, type ReplyFacts, unansweredItems } from './reply-guard.js';
import type { NamedItem } from './named-items.js';
import { lockedMessage, orderLines, orderView, type ToolOutcome, type ToolResult } from './tool-executor.js';
import { type GuardTurn, guardTurn } from './guard-turn.js';
import { inputOverBound, tooLongReply } from './work-bound.js';
import { DEFAULT_DELIVERY_SETTINGS, type DeliverySettings } from '../delivery/delivery-settings.js';
import { deliveryAmounts, deliveryContext, executeWithDelivery } from './delivery-tools.js';
import { lineName } from '../orders/option-text.js';
import { acceptsOffer, offerQuestion, offerTaken, withOffer } from './offer.js';
import { acceptedHeld, heldTaken, holdAmendment, withHeldLines } from './held-amendment.js';

export { orderView };

export const FALLBACK_REPLY = 'Una disculpa, tuvimos un problema técnico. ¿Me repites tu pedido, por favor?';

/** The fallback when items are already saved: never ask to repeat them, say they are kept. */
export function fallbackReply(cart: Pick<Cart, 'lines'>): string {
  if (cart.lines.length === 0) return FALLBACK_REPLY;
  // "1 × Papas a la Francesa", as every summary writes a line: "1 Papas" reads as a mistake.
  const items = cart.lines.map((l) => `${l.quantity} × ${lineName(l)}`).join(', ');
  return `Una disculpa, tuvimos un problema técnico y no pude responderte. Tu pedido sigue guardado (${items}). Escríbeme de nuevo en un momento para continuar.`;
}
export const TEST_MODE_PREFIX = '[PRUEBA] ';
/** Model calls per customer message: enough for a few tool rounds, bounded so a looping model cannot run up costs. */
export const MAX_MODEL_CALLS = 5;

export type ProfileExtras = Partial<Pick<RestaurantProfile, 'hours' | 'delivery' | 'payment' | 'promotions'>>;

/** What one reply works with: read once for its message (core/conversations/restaurant-settings-loader.ts) and passed as values. */
export interface TurnSettings {
  model: LanguageModel;
  config: AiConfig;
  pricing: AiPricing;
  /** Hours, delivery, payment and promotions texts, where the restaurant keeps them. */
  profile: ProfileExtras;
  /** Zones, pickup and payment methods (#24). */
  delivery: DeliverySettings;
}

/**
 * The repositories a reply works through, and (for `reply()` only, as the evaluation and tests
 * call it) where its settings come from; the reply path calls `answer()` with its settings.
 */
export interface AssistantDeps {
  model?: LanguageModel;
  menu: MenuRepository;
  carts: CartRepository;
  orders: OrderRepository;
  conversations: ConversationRepository;
  usage: AiUsageRepository;
  clock: Clock;
  /** Gives up on a model that ignores its own deadline (see timeoutMs). */
  timer: Timer;
  aiSettings?(restaurantId: string): Promise<{ config: AiConfig; pricing: AiPricing }>;
  /** Hours, delivery, payment and promotions texts, where the restaurant keeps them. */
  profileExtras?(restaurantId: string): Promise<ProfileExtras>;
  /** Zones, pickup and payment methods (#24); the defaults (no zones, cash) when absent. */
  deliverySettings?(restaurantId: string): Promise<DeliverySettings>;
  timeoutMs?: number;
  /** Resolves product names and reads what the customer named (the composition root's). */
  matcher: MenuMatcher;
  /** The menu's lines for the system prompt, written once per menu (the composition root's). */
  writtenMenus: WrittenMenus;
}

export interface ReplyInput {
  restaurant: Restaurant;
  conversation: Conversation;
  incomingText: string;
  /** Earlier messages of the conversation, oldest first (the incoming one may be last). */
  history: Message[];
  /** What the usage records say the call was for: 'chat' by default, 'test' from the test centre. */
  requestType?: string;
  /**
   * The caller can try the message again later: an engine too busy to take its first call
   * (a `busy` failure, nothing written yet) is thrown back instead of answered with the fallback.
   */
  deferIfBusy?: boolean;
  /** The carts as this message sees them (shared with the gates before it); the assistant's own otherwise. */
  carts?: CartRepository;
}

export interface ReplyOutput {
  reply: string;
  order: Order | null;
  /** The conversation's cart as the reply left it (stored), so nobody reads it again. */
  cart: Cart;
  usage: AiUsageRecord[];
  /** Set when the reply is the fallback because the model failed: what went wrong, in Spanish. */
  failure?: ModelFailure;
}

/** What one customer message works on, updated as the model's tools run. */
interface MessageWork {
  /** The persisted cart: its lines, delivery details, order notes, last placed order and the engine's state. */
  cart: Cart;
  /** The order this turn placed, if any. */
  order: Order | null;
  /** The confirmed order the customer may still change. */
  placed: Order | null;
  /** The confirmed order this turn created, amended or cancelled: its real total reaches the customer. */
  touched: Order | null;
  /** The confirmed order read back this turn ("¿cuánto fue?" after "confirmado"): its amounts may be said. */
  shown?: Order | null;
  /** Set when a change reached an order the kitchen already has: the customer must read it, with the phone. */
  locked: string | null;
  /** The customer's last order that was not cancelled (repetir_pedido). */
  lastOrder?: Order | null;
  /** What this message's guarantees track (guard-turn.ts): addresses, quantities, open questions. */
  guard: GuardTurn;
  /** Dishes core offered to add last message ("¿Quieres que lo agregue?") and this message's plain yes accepted. */
  accepted: CartOffer['items'] | null;
  /** A change to the confirmed order held last message for a yes, and this message is that yes (held-amendment.ts). */
  heldYes: HeldAmendment | null;
  /** The "¿seguro?" question a change to the confirmed order was held on this message: the reply carries it. */
  held: string | null;
}

/** Statuses in which the kitchen has the order: chat changes apply (pending) or are refused with the phone. */
const IN_KITCHEN = new Set(['pending', 'confirmed', 'preparing']);
/** Orders read to remember a returning customer. */
const CUSTOMER_HISTORY = 20;

/** One customer message in, one reply out: the agent loop over the LanguageModel port. */
export class Assistant {
  constructor(private readonly deps: AssistantDeps) {}

  /** One reply, its settings read through the deps (the evaluation and tests); see answer(). */
  async reply(input: ReplyInput): Promise<ReplyOutput> {
    const { model, aiSettings, profileExtras, deliverySettings } = this.deps;
    if (!model || !aiSettings) throw new Error('Assistant.reply() lee sus ajustes de model y aiSettings: pásalos, o llama a answer()');
    const id = input.restaurant.id;
    const { config, pricing } = await aiSettings(id);
    const profile = (await profileExtras?.(id)) ?? {};
    const delivery = (await deliverySettings?.(id)) ?? DEFAULT_DELIVERY_SETTINGS;
    return this.answer(input, { model, config, pricing, profile, delivery });
  }

  /** One customer message in, one reply out, with the settings its message was read with. */
  async answer(input: ReplyInput, settings: TurnSettings): Promise<ReplyOutput> {
    const { restaurant, conversation } = input;
    const { config, pricing, delivery } = settings;
    const carts = input.carts ?? this.deps.carts;
    const prefix = config.testMode ? TEST_MODE_PREFIX : '';
    const overBound = inputOverBound(input.incomingText);
    if (overBound) return this.refuseOverBound(input, carts, config, pricing, overBound);
    const menu = await this.deps.menu.list(restaurant.id);
    const profile = profileOf(restaurant, settings.profile);
    const turn = await this.startTurn(restaurant, conversation, carts, input.incomingText, config);
    // A returning customer: what the assistant may offer again (their last address, "lo mismo de la otra vez").
    const history = await this.deps.orders.listByCustomer(restaurant.id, conversation.phoneNumber, CUSTOMER_HISTORY);
    const customer = customerMemory(history);
    turn.lastOrder = history.find((o) => o.status !== 'cancelled') ?? null;
    const usage: AiUsageRecord[] = [];
    const messages: ChatMessage[] = [...this.historyMessages(input, config.contextMessages), { role: 'user', content: input.incomingText }];
    const persist = () => carts.save(restaurant.id, conversation.id, turn.cart);
    const about = { menu, profile, delivery, matcher: this.deps.matcher };
    if (turn.accepted) return this.takeOffer(input, carts, turn, turn.accepted, about, prefix);
    if (turn.heldYes) return this.takeHeld(input, carts, turn, turn.heldYes, about, prefix);

    try {
      for (let call = 0; call < MAX_MODEL_CALLS; call++) {
        const { engineState, ...cart } = turn.cart;
        const context = {
          restaurant: profile,
          menu,
          cart,
          personality: config.personality,
          memory: engineState,
          ...(customer.lastOrder || customer.lastAddress || customer.current ? { customer } : {}),
          delivery: deliveryContext(delivery, turn.cart),
        };
        const prose = settings.model.reads !== 'facts';
        const response = await this.callModel(settings.model, {
          model: config.model,
          temperature: config.temperature,
          messages: prose ? [{ role: 'system', content: buildSystemPrompt(context, this.deps.writtenMenus) }, ...messages] : [...messages],
          tools: prose ? TOOL_DEFINITIONS : [],
          context,
        });
        usage.push(await this.recordUsage(restaurant.id, config, pricing, response, input.requestType ?? 'chat', input.conversation.id));
        if (response.memory !== undefined) turn.cart = { ...turn.cart, engineState: response.memory };
        if (response.toolCalls.length === 0) {
          const content = response.content?.trim();
          const text = prefix + (content ? finished(content, input.incomingText, turn, about) : fallbackReply(turn.cart));
          await persist();
          const leak = turn.guard.leak;
          if (leak) usage.push(await this.recordFailure(restaurant.id, config, pricing, leak, input.requestType ?? 'chat'));
          return {
            reply: withOrderNumber(text, turn.order),
            order: turn.order,
            cart: turn.cart,
            usage,
            ...(leak ? { failure: leak } : {}),
          };
        }
        messages.push({ role: 'assistant', content: response.content ?? '', toolCalls: response.toolCalls });
        for (const toolCall of response.toolCalls) {
          const result = await this.applyTool(input, carts, menu, turn, toolCall, delivery);
          // Saved after every tool so a failure later in the loop never loses what the customer asked for.
          await persist();
          messages.push({ role: 'tool', toolCallId: toolCall.id, content: JSON.stringify(result) });
        }
      }
      // A model still calling tools after every round it is allowed: a failure the operator sees.
      throw new ModelFailure('tool_loop', `La IA siguió usando herramientas sin responder (${MAX_MODEL_CALLS} rondas)`);
    } catch (err) {
      // Only the model's failures become the fallback; a storage error goes back to the inbox for a retry.
      if (!(err instanceof ModelFailure)) throw err;
      // Backpressure, not a failure: nothing of this turn is written before its first answer (usage is recorded per answer).
      if (err.kind === 'busy' && input.deferIfBusy && usage.length === 0) throw new Backpressure(err.message, { cause: err });
      usage.push(await this.recordFailure(restaurant.id, config, pricing, err, input.requestType ?? 'chat'));
      const text = err.kind === 'over_budget' ? tooLongReply(turn.cart) : fallbackReply(turn.cart);
      return { reply: withOrderNumber(prefix + text, turn.order), order: turn.order, cart: turn.cart, usage, failure: err };
    }
  }

  /** The customer's yes to core's "¿Quieres que lo agregue?": core adds the dishes itself and says the order as it now is. */
  private async takeOffer(
    input: ReplyInput,
    carts: CartRepository,
    turn: MessageWork,
    offered: CartOffer['items'],
    about: TurnAbout,
    prefix: string,
  ): Promise<ReplyOutput> {
    const added: string[] = [];
    const refused: string[] = [];
    for (const [i, o] of offered.entries()) {
      const call: ToolCall = { id: `oferta_${i}`, name: 'agregar_producto', arguments: { producto: o.name, cantidad: o.quantity } };
      const result = await this.applyTool(input, carts, about.menu, turn, call, about.delivery);
      const said = o.quantity > 1 ? `${o.quantity} × ${o.name}` : o.name;
      if (result.ok) added.push(said);
      else refused.push(typeof result.mensaje === 'string' ? result.mensaje : `No pude agregar ${said}.`);
    }
    const text = prefix + finished(offerTaken(added, refused, turn.cart, turn.touched), input.incomingText, turn, about);
    await carts.save(input.restaurant.id, input.conversation.id, turn.cart);
    return { reply: text, order: null, cart: turn.cart, usage: [] };
  }

  /** The customer's yes to a change of the confirmed order core held: written now if the kitchen has not taken the order. */
  private async takeHeld(
    input: ReplyInput,
    carts: CartRepository,
    turn: MessageWork,
    held: HeldAmendment,
    about: TurnAbout,
    prefix: string,
  ): Promise<ReplyOutput> {
    const applied = await this.changeConfirmed(input.restaurant, turn.placed!, amendment({ lines: held.lines }, about.menu, turn.placed!));
    if (applied.changed) turn.touched = turn.placed = applied.changed;
    else turn.locked = applied.result.mensaje;
    const said = applied.changed ? heldTaken(applied.changed) : applied.result.mensaje;
    const text = prefix + finished(said, input.incomingText, turn, about);
    await carts.save(input.restaurant.id, input.conversation.id, turn.cart);
    return { reply: text, order: null, cart: turn.cart, usage: [] };
  }

  /** A message over the input bound is never matched nor sent to a model: a polite answer, recorded as a failure. */
  private async refuseOverBound(
    input: ReplyInput,
    carts: CartRepository,
    config: AiConfig,
    pricing: AiPricing,
    failure: ModelFailure,
  ): Promise<ReplyOutput> {
    const cart = (await carts.get(input.restaurant.id, input.conversation.id)) ?? emptyCart();
    const usage = [await this.recordFailure(input.restaurant.id, config, pricing, failure, input.requestType ?? 'chat')];
    return { reply: (config.testMode ? TEST_MODE_PREFIX : '') + tooLongReply(cart), order: null, cart, usage, failure };
  }

  /** The conversation's cart, and the confirmed order it may still change (one the kitchen has not finished). */
  private async startTurn(
    restaurant: Restaurant,
    conversation: Conversation,
    carts: CartRepository,
    incoming: string,
    config: AiConfig,
  ): Promise<MessageWork> {
    const stored = (await carts.get(restaurant.id, conversation.id)) ?? emptyCart();
    let placed = stored.placedOrderId ? await this.deps.orders.findById(restaurant.id, stored.placedOrderId) : null;
    if (placed && !IN_KITCHEN.has(placed.status)) placed = null;
    const guard = guardTurn(incoming, config, (limit) => this.deps.orders.recentTotals(restaurant.id, limit));
    // Core's "¿Quieres que lo agregue?" holds for this message only; a plain yes (no "¿seguro?" open) takes it.
    const offered = stored.guards?.offered ?? null;
    const accepted = offered && !stored.guards?.check && acceptsOffer(incoming) ? offered.items : null;
    // So does a change to the confirmed order held for a yes.
    const heldYes = acceptedHeld(stored, placed, incoming);
    const once = offered || stored.guards?.amendment ? withGuards(stored, { offered: null, amendment: null }) : stored;
    return { cart: guard.answer(once), order: null, placed, touched: null, locked: null, guard, accepted, heldYes, held: null };
  }

  /** Runs one tool call against the turn: the cart changes, an order is placed, amended or cancelled. */
  private async applyTool(
    input: ReplyInput,
    carts: CartRepository,
    menu: MenuItem[],
    turn: MessageWork,
    toolCall: ToolCall,
    delivery: DeliverySettings,
  ): Promise<ToolResult> {
    const { restaurant } = input;
    turn.cart = await turn.guard.before(toolCall, turn.cart);
    const outcome = executeWithDelivery(toolCall, {
      delivery,
      menu,
      cart: turn.cart,
      orderNotes: turn.cart.orderNotes ?? null,
      // A change held earlier this message is where the next change of the same message starts from.
      placed: turn.placed ? withHeldLines(turn.placed, turn.cart) : null,
      phone: restaurant.phone,
      lastOrder: turn.lastOrder ?? null,
      matcher: this.deps.matcher,
    });
    turn.cart = outcome.orderNotes !== undefined ? { ...outcome.cart, orderNotes: outcome.orderNotes } : outcome.cart;
    const guarded = await turn.guard.after(toolCall, turn.cart, outcome.result);
    turn.cart = guarded.cart;
    let result: ToolResult = guarded.result;
    if (outcome.placeOrder) {
      const order = await this.placeOrder(input, carts, menu, turn.cart, outcome.placeOrder.notes);
      turn.order = turn.placed = turn.touched = order;
      turn.cart = { ...emptyCart(), engineState: turn.cart.engineState, placedOrderId: order.id };
      result = { ok: true, mensaje: 'Pedido confirmado y registrado', pedido: orderView(order) };
    }
    if ((outcome.amendOrder || outcome.cancelOrder) && turn.placed)
      result = await this.changePlaced(restaurant, menu, turn, toolCall, outcome, result);
    if (result.error === 'no_modificable') turn.locked = result.mensaje;
    if (toolCall.name === 'ver_pedido' && result.confirmado && turn.placed) turn.shown = turn.placed;
    return result;
  }

  /**
   * A tool's change to the confirmed order: held for the customer's yes when a new cart would
   * need one (held-amendment.ts), otherwise written while the kitchen has not taken the order.
   * Where it goes is written at once even while other changes of the message wait for their yes.
   */
  private async changePlaced(
    restaurant: Restaurant,
    menu: MenuItem[],
    turn: MessageWork,
    toolCall: ToolCall,
    outcome: ToolOutcome,
    result: ToolResult,
  ): Promise<ToolResult> {
    const placed = turn.placed!;
    const held = turn.cart.guards?.amendment;
    const movesOnly = Boolean(outcome.amendOrder?.delivery && held);
    const change = movesOnly ? { ...outcome.amendOrder!, lines: orderLines(placed) } : outcome.amendOrder;
    const asked = change ? await turn.guard.amendQuestion(toolCall, result, placed, change.lines) : null;
    if (asked && change) {
      turn.cart = holdAmendment(turn.cart, placed, change.lines, asked);
      turn.held = asked.question;
      return { ok: false, error: 'cantidad_sin_confirmar', mensaje: asked.question, pregunta: asked.question };
    }
    if (held && !movesOnly) {
      // A later change of the same message settled it ("agrégale 30 … no, mejor 3"): nothing waits, nothing is asked.
      turn.cart = withGuards(turn.cart, { amendment: null });
      turn.held = null;
    }
    const applied = await this.changeConfirmed(restaurant, placed, change ? amendment(change, menu, placed) : { status: 'cancelled' });
    if (!applied.changed) return applied.result;
    turn.touched = applied.changed;
    turn.placed = applied.changed.status === 'cancelled' ? null : applied.changed;
    if (!turn.placed) turn.cart = { ...turn.cart, placedOrderId: null };
    return { ...result, ...applied.result };
  }

  /** Writes a change to the confirmed order only if the kitchen has not taken it; otherwise explains why not. */
  private async changeConfirmed(
    restaurant: Restaurant,
    placed: Order,
    change: OrderAmendment,
  ): Promise<{ changed: Order | null; result: ToolResult }> {
    const changed = await this.deps.orders.amendIfPending(restaurant.id, placed.id, change);
    if (changed)
      return {
        changed,
        result: {
          ok: true,
          mensaje: changed.status === 'cancelled' ? 'Pedido cancelado' : 'Pedido actualizado',
          actualizado: true,
          cancelado: changed.status === 'cancelled',
          pedido: orderView(changed),
        },
      };
    const now = (await this.deps.orders.findById(restaurant.id, placed.id)) ?? placed;
    return {
      changed: null,
      result: { ok: false, error: 'no_modificable', estado: now.status, mensaje: lockedMessage(now, restaurant.phone) },
    };
  }

  /** The last `size` messages before this one, as the model sees them; our own test prefix stripped. */
  private historyMessages(input: ReplyInput, size: number): ChatMessage[] {
    const history = [...input.history];
    const last = history[history.length - 1];
    if (last && last.direction === 'incoming' && last.content === input.incomingText) history.pop();
    return history.slice(Math.max(0, history.length - size)).map((m) => ({
      role: m.direction === 'incoming' ? 'user' : 'assistant',
      content: m.direction === 'outgoing' && m.content.startsWith(TEST_MODE_PREFIX) ? m.content.slice(TEST_MODE_PREFIX.length) : m.content,
    }));
  }

  private async callModel(model: LanguageModel, request: Parameters<LanguageModel['complete']>[0]): Promise<ModelResponse> {
    const ms = this.deps.timeoutMs ?? 30_000;
    const answered = new AbortController();
    const timeout = this.deps.timer.after(ms, answered.signal).then((): never => {
      throw new ModelFailure('timeout', `El modelo no respondió en ${Math.round(ms / 1000)} s`);
    });
    try {
      return await Promise.race([model.complete(request), timeout]);
    } catch (err) {
      throw asModelFailure(err);
    } finally {
      // A reason of our own: aborting without one builds an AbortError, stack trace and all, per model call.
      answered.abort(ANSWERED);
    }
  }

  private async recordUsage(
    restaurantId: string,
    config: AiConfig,
    pricing: AiPricing,
    response: ModelResponse,
    requestType: string,
    conversationId: string,
  ) {
    const { inputTokens, outputTokens } = response.usage;
    return this.deps.usage.record({
      restaurantId,
      conversationId,
      model: response.model || config.model,
      requestType,
      inputTokens,
      outputTokens,
      totalTokens: inputTokens + outputTokens,
      ...aiCost(response.usage, pricing),
      createdAt: this.deps.clock.now(),
    });
  }

  private async recordFailure(restaurantId: string, config: AiConfig, pricing: AiPricing, failure: ModelFailure, requestType: string) {
    const spent = failure.usage ?? { inputTokens: 0, outputTokens: 0 };
    return this.deps.usage.record({
      restaurantId,
      model: config.model,
      requestType,
      inputTokens: spent.inputTokens,
      outputTokens: spent.outputTokens,
      totalTokens: spent.inputTokens + spent.outputTokens,
      ...aiCost(spent, pricing),
      createdAt: this.deps.clock.now(),
      status: 'failed',
      error: failure.message,
    });
  }

  /** Prices come from the menu as it is now, never from the model or an old cart. */
  private async placeOrder(input: ReplyInput, carts: CartRepository, menu: MenuItem[], cart: Cart, notes: string | null): Promise<Order> {
    const { restaurant, conversation } = input;
    const now = this.deps.clock.now();
    const items = pricedLines(cart.lines, menu);
    const fulfillment = cart.fulfillment ?? 'delivery';
    const order = await this.deps.orders.create(
      {
        restaurantId: restaurant.id,
        conversationId: conversation.id,
        customerPhone: conversation.phoneNumber,
        customerName: cart.customerName ?? conversation.customerName,
        total: cartTotal({ lines: items }) + (cart.deliveryFee ?? 0),
        deliveryFee: cart.deliveryFee ?? 0,
        deliveryAddress: cart.deliveryAddress ?? '',
        ...(cart.deliveryLocation ? { deliveryLocation: cart.deliveryLocation } : {}),
        ...(cart.requestedFor ? { requestedFor: new Date(cart.requestedFor) } : {}),
        notes,
        items,
        status: 'pending',
        fulfillment,
        payment: cart.payment ? { method: cart.payment.method, status: 'pending', changeFor: cart.payment.changeFor ?? null } : null,
        test: input.requestType === TEST_REQUEST_TYPE,
      },
      now,
    );
    await carts.clear(restaurant.id, conversation.id);
    const current = (await this.deps.conversations.findById(restaurant.id, conversation.id)) ?? conversation;
    await this.deps.conversations.update(restaurant.id, conversation.id, {
      hasNewOrder: true,
      totalOrders: current.totalOrders + 1,
      lastOrderTime: now,
      ...(cart.customerName && !current.customerName ? { customerName: cart.customerName } : {}),
    });
    return order;
  }
}

/** Why a model call's backstop timer is stopped: it answered. */
const ANSWERED = 'answered';

/** The restaurant as the model reads it: its row and the texts it keeps in restaurant_profile. */
function profileOf(restaurant: Restaurant, extras: ProfileExtras): RestaurantProfile {
  const { name, description, address, phone } = restaurant;
  return { name, description, address, phone, hours: null, delivery: null, payment: null, promotions: null, ...extras };
}

/** The customer quotes this number when they call about the order, whatever the model wrote. */
const withOrderNumber = (reply: string, order: Order | null): string => {
  if (!order) return reply;
  const number = formatOrderNumber(order.number);
  return reply.includes(number) ? reply : `${reply}\nTu número de pedido es ${number}.`;
};

const profileTexts = (profile: RestaurantProfile) => Object.values(profile).filter((t): t is string => typeof t === 'string');

/** What a reply is checked against: the menu, the restaurant, its delivery settings, and who reads dish names. */
interface TurnAbout {
  menu: MenuItem[];
  profile: RestaurantProfile;
  delivery: DeliverySettings;
  matcher: MenuMatcher;
}

/**
 * The model's text as the customer reads it: screened, amounts checked, an open question asked,
 * and core's offer for what was named and not answered; the turn's cart follows.
 */
function finished(text: string, incoming: string, turn: MessageWork, about: TurnAbout) {
  const facts = {
    menu: about.menu,
    cart: turn.cart,
    order: turn.touched,
    profileTexts: profileTexts(about.profile),
    amounts: [...deliveryAmounts(turn.cart, about.delivery), ...(turn.shown ? shownAmounts(turn.shown) : [])],
    matcher: about.matcher,
  };
  const safe = turn.guard.screen(text, facts);
  const screened = { text: paragraphs(safe, turn.held ?? ''), missing: [] };
  const checked = safe === text ? checkedReply(text, incoming, facts, turn.locked, turn.held) : screened;
  const question = checked.missing.length ? offerQuestion(checked.missing) : '';
  turn.cart = withOffer(turn.cart, checked.missing, question);
  const asked = turn.guard.ask(question ? `${checked.text}\n\n${question}` : checked.text, turn.cart);
  turn.cart = asked.cart;
  return asked.text;
}

/** The amounts of a confirmed order read back to the customer: its total, its lines and their unit prices. */
const shownAmounts = (order: Order): Cents[] => [
  order.total,
  ...order.items.map((i) => i.unitPrice * i.quantity),
  ...order.items.map((i) => i.unitPrice),
];

/** Paragraphs of a reply, the empty ones left out. */
const paragraphs = (...parts: string[]) =>
  parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join('\n\n');

/**
 * What the customer reads: amounts checked against the server's, a locked order's phone, the
 * question a change to the confirmed order is held on (it answers what they named); and what
 * they named that nothing answered.
 */
function checkedReply(
  text: string,
  incoming: string,
  facts: ReplyFacts,
  locked: string | null,
  held: string | null,
): { text: string; missing: NamedItem[] } {
  const checked = guardReply(text, facts);
  const guarded = paragraphs(checked, ...[locked, held].filter((t): t is string => Boolean(t) && !checked.includes(t!)));
  return { text: guarded, missing: unansweredItems(incoming, guarded, facts) };
}

/**
 * Lines at today's menu prices: an item's price plus what its chosen options add now (an option
 * no longer on the item keeps the price it had when chosen).
 */
function pricedLines(lines: Cart['lines'], menu: MenuItem[]): OrderItem[] {
  return lines.map((l) => {
    const item = menu.find((i) => i.id === l.menuItemId);
    const options = l.options?.map((chosen) => {
      const now = item?.optionGroups.find((g) => g.name === chosen.group)?.options.find((o) => o.name === chosen.name);
      return now ? { ...chosen, price: now.price } : chosen;
    });
    const optionsPrice = (options ?? []).reduce((sum, o) => sum + o.price, 0);
    return {
      menuItemId: l.menuItemId,
      name: item?.name ?? l.name,
      unitPrice: item ? item.price + optionsPrice : l.unitPrice,
      quantity: l.quantity,
      notes: l.notes,
      ...(options?.length ? { options } : {}),
    };
  });
}

/** An amended order's lines at today's menu prices and the total they make with its delivery fee (a new one where it moved). */
function amendment(change: NonNullable<ToolOutcome['amendOrder']>, menu: MenuItem[], placed: Order): OrderAmendment {
  const items = pricedLines(change.lines, menu);
  const fee = change.delivery ? change.delivery.deliveryFee : placed.deliveryFee;
  return { items, total: cartTotal({ lines: items }) + fee, ...(change.delivery ? { delivery: change.delivery } : {}) };
}
