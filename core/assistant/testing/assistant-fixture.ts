import { DEFAULT_AI_PRICING } from '../../ai-usage/ai-usage.js';
import { type AiConfig, DEFAULT_AI_CONFIG } from '../../config/config.js';
import type { Message } from '../../conversations/conversation.js';
import type { Restaurant } from '../../tenancy/restaurant.js';
import { Assistant, type AssistantDeps } from '../assistant.js';
import type { LanguageModel, ModelRequest, ModelResponse, ToolCall } from '../language-model.js';
import { manualTimer } from '../../shared/testing/manual-timer.js';
import { InMemoryAiUsageRepository } from '../../ai-usage/testing/in-memory-ai-usage-repository.js';
import { InMemoryCartRepository } from '../../orders/testing/in-memory-cart-repository.js';
import { InMemoryConversationRepository } from '../../conversations/testing/in-memory-conversation-repository.js';
import { InMemoryMenuRepository } from '../../menu/testing/in-memory-menu-repository.js';
import { InMemoryOrderRepository } from '../../orders/testing/in-memory-order-repository.js';
import { MenuMatcher } from '../menu-matcher.js';
import { WrittenMenus } from '../system-prompt.js';

/** A model that plays back scripted turns and keeps every request it saw. */
export class ScriptedModel implements LanguageModel {
  readonly requests: ModelRequest[] = [];
  constructor(private readonly turns: (Partial<ModelResponse> | Error)[]) {}
  async complete(request: ModelRequest): Promise<ModelResponse> {
    this.requests.push(structuredClone(request));
    const next = this.turns.shift() ?? { content: 'ok' };
    if (next instanceof Error) throw next;
    return { content: null, toolCalls: [], usage: { inputTokens: 1000, outputTokens: 500 }, model: 'gpt-4o', ...next };
  }
}

export const call = (name: ToolCall['name'], args: Record<string, unknown> = {}, id = `c_${name}`): ToolCall => ({
  id,
  name,
  arguments: args,
});

function fixtureRestaurant(now: Date): Restaurant {
  return {
    id: 'r1',
    name: 'La Cocina de Doña Mary',
    description: null,
    phone: '+525512345678',
    email: null,
    address: 'Roma Norte',
    subdomain: 'donamary',
    subscriptionStatus: 'active',
    subscriptionPlan: 'basic',
    createdAt: now,
    trialEndsAt: null,
  };
}

/** Tacos, a drink and an unavailable dessert on r1's menu. */
async function seedMenu(menu: InMemoryMenuRepository) {
  const pastor = await menu.create({
    restaurantId: 'r1',
    name: 'Tacos al Pastor',
    description: null,
    price: 1800,
    category: 'Tacos',
    ingredients: [],
    available: true,
  });
  const horchata = await menu.create({
    restaurantId: 'r1',
    name: 'Agua de Horchata',
    description: null,
    price: 3000,
    category: 'Bebidas',
    ingredients: [],
    available: true,
  });
  const flan = await menu.create({
    restaurantId: 'r1',
    name: 'Flan Napolitano',
    description: null,
    price: 4500,
    category: 'Postres',
    ingredients: [],
    available: false,
  });
  return { pastor, horchata, flan };
}

/** Builds history messages of the fixture's conversation. */
function messageFactory(conversationId: string, now: Date) {
  return (content: string, direction: Message['direction'], i: number): Message => ({
    id: `m${i}`,
    conversationId,
    restaurantId: 'r1',
    content,
    direction,
    timestamp: now,
    providerMessageId: null,
    status: 'received',
    error: null,
    replyToId: null,
  });
}

export async function assistantFixture(model: LanguageModel, config: Partial<AiConfig> = {}, deps: Partial<AssistantDeps> = {}) {
  const menu = new InMemoryMenuRepository();
  const carts = new InMemoryCartRepository();
  const orders = new InMemoryOrderRepository();
  const conversations = new InMemoryConversationRepository();
  const usage = new InMemoryAiUsageRepository();
  const now = new Date('2025-03-01T20:00:00Z');
  const restaurant = fixtureRestaurant(now);
  const items = await seedMenu(menu);
  const conversation = await conversations.upsertByPhone('r1', '+5215500000000', now);
  const timers = manualTimer();
  const assistant = new Assistant({
    model,
    menu,
    carts,
    orders,
    conversations,
    usage,
    clock: { now: () => now },
    timer: timers.timer,
    aiSettings: async () => ({
      config: { ...DEFAULT_AI_CONFIG, ...config },
      pricing: { ...DEFAULT_AI_PRICING, markupMultiplier: 2, exchangeRate: 17 },
    }),
    timeoutMs: 200,
    matcher: new MenuMatcher(),
    writtenMenus: new WrittenMenus(),
    ...deps,
  });
  const message = messageFactory(conversation.id, now);
  const reply = (incomingText: string, history: Message[] = []) => assistant.reply({ restaurant, conversation, incomingText, history });
  return {
    assistant,
    reply,
    expireTimers: timers.expire,
    message,
    menu,
    carts,
    orders,
    conversations,
    usage,
    conversation,
    restaurant,
    now,
    items,
  };
}
