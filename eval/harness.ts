import { neverTimer } from '../core/shared/testing/never-timer.js';
import { OfflineLanguageModel } from '../adapters/ai/offline/offline-language-model.js';
import { Assistant, type ProfileExtras, type ReplyOutput } from '../core/assistant/assistant.js';
import type { LanguageModel } from '../core/assistant/language-model.js';
import { InMemoryAiUsageRepository } from '../core/ai-usage/testing/in-memory-ai-usage-repository.js';
import { InMemoryCartRepository } from '../core/orders/testing/in-memory-cart-repository.js';
import { InMemoryConversationRepository } from '../core/conversations/testing/in-memory-conversation-repository.js';
import { InMemoryMenuRepository } from '../core/menu/testing/in-memory-menu-repository.js';
import { InMemoryOrderRepository } from '../core/orders/testing/in-memory-order-repository.js';
import { type AiConfig, DEFAULT_AI_CONFIG } from '../core/config/config.js';
import { DEFAULT_AI_PRICING } from '../core/ai-usage/ai-usage.js';
import type { Message } from '../core/conversations/conversation.js';
import type { DeliverySettings } from '../core/delivery/delivery-settings.js';
import type { Restaurant } from '../core/tenancy/restaurant.js';
import { normalize } from '../core/assistant/text.js';
import { EVAL_MENU, EVAL_RESTAURANT } from './menu.js';
import type { EvalItem } from './menus/index.js';
import type { ChosenOption, OrderItem } from '../core/orders/order.js';
import type { MenuItem } from '../core/menu/menu-item.js';
import type { ExpectedLine, PreviousOrder } from './types.js';
import { MenuMatcher } from '../core/assistant/menu-matcher.js';
import { WrittenMenus } from '../core/assistant/system-prompt.js';

interface RestaurantFacts {
  name: string;
  address: string;
  phone: string;
}

/** One customer chatting with the real Assistant over in-memory ports: what the evaluation and the bench drive. */
export async function openChat(
  options: {
    model?: LanguageModel;
    config?: Partial<AiConfig>;
    menu?: EvalItem[];
    profile?: ProfileExtras;
    restaurant?: RestaurantFacts;
    /** #24: zones, pickup and payment methods. */
    delivery?: DeliverySettings;
    /** #23: this customer's earlier orders, oldest first. */
    previous?: PreviousOrder[];
  } = {},
) {
  const menu = new InMemoryMenuRepository();
  const carts = new InMemoryCartRepository();
  const orders = new InMemoryOrderRepository();
  const conversations = new InMemoryConversationRepository();
  const usage = new InMemoryAiUsageRepository();
  const facts = options.restaurant ?? EVAL_RESTAURANT;
  const restaurant = evalRestaurant(facts);
  for (const item of options.menu ?? EVAL_MENU) {
    await menu.create({
      ...item,
      available: item.available ?? true,
      description: item.description ?? null,
      ingredients: [],
      restaurantId: restaurant.id,
    });
  }
  let now = Date.UTC(2025, 0, 15, 19, 0, 0);
  const clock = { now: () => new Date(now) };
  const config = { ...DEFAULT_AI_CONFIG, ...options.config };
  const assistant = new Assistant({
    timer: neverTimer,
    model: options.model ?? new OfflineLanguageModel(),
    menu,
    carts,
    orders,
    conversations,
    usage,
    clock,
    aiSettings: async () => ({ config, pricing: DEFAULT_AI_PRICING }),
    profileExtras: async () => options.profile ?? EVAL_RESTAURANT,
    matcher: new MenuMatcher(),
    writtenMenus: new WrittenMenus(),
    ...(options.delivery ? { deliverySettings: async () => options.delivery! } : {}),
  });
  const conversation = await conversations.upsertByPhone(restaurant.id, '+5215511112222', clock.now());
  const seeded = await seedPrevious(
    orders,
    await menu.list(restaurant.id),
    restaurant.id,
    conversation.phoneNumber,
    now,
    options.previous ?? [],
  );
  const history: Message[] = [];
  const message = (content: string, direction: Message['direction']): Message => ({
    id: `m${history.length}`,
    conversationId: conversation.id,
    restaurantId: restaurant.id,
    content,
    direction,
    timestamp: clock.now(),
    providerMessageId: null,
    status: 'received',
    error: null,
    replyToId: null,
  });

  async function send(text: string): Promise<ReplyOutput> {
    now += 30_000;
    const current = (await conversations.findById(restaurant.id, conversation.id)) ?? conversation;
    const out = await assistant.reply({ restaurant, conversation: current, incomingText: text, history: [...history] });
    history.push(message(text, 'incoming'), message(out.reply, 'outgoing'));
    return out;
  }
  return { send, orders, carts, conversations, usage, conversation, restaurant, history, menu, seeded };
}

/** The restaurant every eval chat happens in, with the menu's facts. */
function evalRestaurant(facts: RestaurantFacts): Restaurant {
  return {
    id: 'r_eval',
    name: facts.name,
    description: null,
    phone: facts.phone,
    email: null,
    address: facts.address,
    subdomain: 'eval',
    subscriptionStatus: 'active',
    subscriptionPlan: 'basic',
    createdAt: new Date(0),
    trialEndsAt: null,
  };
}

/** The options a line names, priced from the item's option groups ("sin X" is a removed ingredient, free). */
export function chosenOptions(item: Pick<MenuItem, 'name' | 'optionGroups'>, names: readonly string[]): ChosenOption[] {
  return names.map((name) => {
    const removed = /^sin\s+/i.exec(name);
    const wanted = removed ? name.slice(removed[0].length) : name;
    for (const group of item.optionGroups ?? []) {
      if ((group.kind === 'remove') !== Boolean(removed)) continue;
      const option = group.options.find((o) => normalize(o.name) === normalize(wanted));
      if (option)
        return { group: group.name, name: removed ? `sin ${option.name.toLowerCase()}` : option.name, price: removed ? 0 : option.price };
    }
    throw new Error(`${item.name}: no tiene la opción "${name}"`);
  });
}

/** A line of a seeded order as the repository stores it: today's menu price plus its options'. */
function seededLine(menu: MenuItem[], l: ExpectedLine): OrderItem {
  const item = menu.find((i) => i.name === l.name);
  if (!item) throw new Error(`pedido anterior: "${l.name}" no está en el menú`);
  const options = chosenOptions(item, l.options ?? []);
  const unitPrice = item.price + options.reduce((s, o) => s + o.price, 0);
  return {
    menuItemId: item.id,
    name: item.name,
    unitPrice,
    quantity: l.quantity,
    notes: l.notes ?? null,
    ...(options.length ? { options } : {}),
  };
}

/** #23: the customer's earlier orders, written as the assistant would have placed them; their ids. */
async function seedPrevious(
  orders: InMemoryOrderRepository,
  menu: MenuItem[],
  restaurantId: string,
  phone: string,
  now: number,
  previous: PreviousOrder[],
): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const [i, p] of previous.entries()) {
    const items = p.items.map((l) => seededLine(menu, l));
    const fee = 0;
    const created = await orders.create(
      {
        restaurantId,
        conversationId: null,
        customerPhone: phone,
        customerName: p.customerName ?? null,
        total: items.reduce((s, l) => s + l.unitPrice * l.quantity, fee),
        deliveryFee: fee,
        deliveryAddress: p.address,
        fulfillment: p.fulfillment ?? (p.address ? 'delivery' : 'pickup'),
        payment: p.payment ? { method: p.payment.method, status: 'paid', changeFor: p.payment.changeFor ?? null } : null,
        notes: null,
        items,
      },
      new Date(now - (p.minutesAgo ?? 3 * 24 * 60 + previous.length - i) * 60_000),
    );
    const status = p.status ?? 'delivered';
    if (status !== 'pending') await orders.moveStatus(restaurantId, created.id, status, { etaMinutes: p.etaMinutes ?? null });
    ids.add(created.id);
  }
  return ids;
}
