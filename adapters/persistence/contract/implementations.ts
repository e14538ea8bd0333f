import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import type { Kysely } from 'kysely';
import type { AiUsageRepository } from '../../../core/ai-usage/ai-usage.js';
import { InMemoryAiUsageRepository } from '../../../core/ai-usage/testing/in-memory-ai-usage-repository.js';
import type { CartRepository } from '../../../core/orders/cart.js';
import { InMemoryCartRepository } from '../../../core/orders/testing/in-memory-cart-repository.js';
import type {
  BillingAccountRepository,
  BillingCustomerRepository,
  ProcessedEventRepository,
} from '../../../core/billing/billing-repositories.js';
import type { CheckoutRepository } from '../../../core/billing/pending-checkout.js';
import {
  InMemoryBillingAccountRepository,
  InMemoryBillingCustomerRepository,
  InMemoryCheckoutRepository,
  InMemoryProcessedEventRepository,
  InMemoryRestaurantSubscriptions,
  type SubscriptionStore,
} from '../../../core/billing/testing/in-memory-billing.js';
import type { TrialClaims } from '../../../core/tenancy/trials.js';
import { InMemoryTrialClaims } from '../../../core/tenancy/testing/in-memory-trial-claims.js';
import type { Conversation, ConversationRepository } from '../../../core/conversations/conversation.js';
import { InMemoryConversationRepository } from '../../../core/conversations/testing/in-memory-conversation-repository.js';
import type { MenuRepository } from '../../../core/menu/menu-item.js';
import { InMemoryMenuRepository } from '../../../core/menu/testing/in-memory-menu-repository.js';
import type { OrderRepository } from '../../../core/orders/order.js';
import { InMemoryOrderRepository } from '../../../core/orders/testing/in-memory-order-repository.js';
import type { OrderChangeRepository } from '../../../core/orders/order-changes.js';
import { InMemoryOrderChangeRepository } from '../../../core/orders/testing/in-memory-order-change-repository.js';
import type { Schema } from '../schema.js';
import { SqlAiUsageRepository } from '../sql-ai-usage-repository.js';
import {
  SqlBillingAccountRepository,
  SqlBillingCustomerRepository,
  SqlCheckoutRepository,
  SqlProcessedEventRepository,
} from '../sql-billing-repositories.js';
import { SqlTrialClaims } from '../sql-trial-claims.js';
import { SqlCartRepository } from '../sql-cart-repository.js';
import { SqlConversationRepository } from '../sql-conversation-repository.js';
import { SqlMenuRepository } from '../sql-menu-repository.js';
import { SqlOrderRepository } from '../sql-order-repository.js';
import { SqlOrderChangeRepository } from '../sql-order-change-repository.js';
import { SqlRestaurantRepository } from '../sql-restaurant-repository.js';
import { DIALECTS, POSTGRES_SKIPPED, POSTGRES_URL, type TestDatabase, type TestDialect } from './dialects.js';
import { givenConversation, givenRestaurant, givenUser, unique } from './harness.js';

/*
 * Every port with an in-memory fake is held to one contract: each suite is a function over this
 * list of implementations (SQLite, Postgres when configured, in-memory), so a fake used by core
 * tests cannot drift from the adapters it stands in for.
 */

/** The ports a contract suite exercises, plus the rows a test needs to exist first. */
export interface Store {
  menu: MenuRepository;
  carts: CartRepository;
  orders: OrderRepository;
  orderChanges: OrderChangeRepository;
  conversations: ConversationRepository;
  aiUsage: AiUsageRepository;
  processedEvents: ProcessedEventRepository;
  billingAccounts: BillingAccountRepository;
  /** The restaurant operations billing needs. */
  subscriptions: SubscriptionStore;
  checkouts: CheckoutRepository;
  billingCustomers: BillingCustomerRepository;
  trialClaims: TrialClaims;
  givenRestaurant(): Promise<{ id: string }>;
  /** A user account (an owner). */
  givenOwner(): Promise<{ id: string }>;
  givenConversation(restaurantId: string, at?: Date): Promise<Conversation>;
}

export type ImplementationName = 'sqlite' | 'postgres' | 'in-memory';

interface OpenedImplementation {
  /** An empty store: nothing any earlier test wrote is visible. */
  fresh(): Promise<Store>;
  close(): Promise<void>;
}

interface Implementation {
  name: ImplementationName;
  open(): Promise<OpenedImplementation>;
}

function sqlStore(db: Kysely<Schema>): Store {
  return {
    menu: new SqlMenuRepository(db),
    carts: new SqlCartRepository(db),
    orders: new SqlOrderRepository(db),
    orderChanges: new SqlOrderChangeRepository(db),
    conversations: new SqlConversationRepository(db),
    aiUsage: new SqlAiUsageRepository(db),
    processedEvents: new SqlProcessedEventRepository(db),
    billingAccounts: new SqlBillingAccountRepository(db),
    subscriptions: new SqlRestaurantRepository(db),
    checkouts: new SqlCheckoutRepository(db),
    billingCustomers: new SqlBillingCustomerRepository(db),
    trialClaims: new SqlTrialClaims(db),
    givenRestaurant: () => givenRestaurant(db),
    givenOwner: () => givenUser(db),
    givenConversation: (restaurantId, at) => givenConversation(db, restaurantId, at),
  };
}

const sql = (dialect: TestDialect): Implementation => ({
  name: dialect.name,
  async open() {
    const database: TestDatabase = await dialect.open();
    return {
      async fresh() {
        await database.wipe();
        return sqlStore(database.db);
      },
      close: () => database.close(),
    };
  },
});

function inMemoryStore(): Store {
  const conversations = new InMemoryConversationRepository();
  const subscriptions = new InMemoryRestaurantSubscriptions();
  return {
    menu: new InMemoryMenuRepository(),
    carts: new InMemoryCartRepository(),
    orders: new InMemoryOrderRepository(),
    orderChanges: new InMemoryOrderChangeRepository(),
    conversations,
    aiUsage: new InMemoryAiUsageRepository(),
    processedEvents: new InMemoryProcessedEventRepository(),
    billingAccounts: new InMemoryBillingAccountRepository(),
    subscriptions,
    checkouts: new InMemoryCheckoutRepository(),
    billingCustomers: new InMemoryBillingCustomerRepository(),
    trialClaims: new InMemoryTrialClaims(),
    givenRestaurant: async () => subscriptions.add({ id: unique('restaurant_'), subscriptionPlan: null }),
    givenOwner: async () => ({ id: unique('user_') }),
    givenConversation: (restaurantId, at = new Date()) => conversations.upsertByPhone(restaurantId, unique('+52155'), at),
  };
}

const inMemory: Implementation = {
  name: 'in-memory',
  async open() {
    return { fresh: async () => inMemoryStore(), close: async () => {} };
  },
};

export const IMPLEMENTATIONS: Implementation[] = [...DIALECTS.map(sql), inMemory];

function useStore(implementation: Implementation): () => Store {
  let opened: OpenedImplementation | undefined;
  let store: Store | undefined;
  beforeAll(async () => {
    opened = await implementation.open();
  });
  beforeEach(async () => {
    store = await opened!.fresh();
  });
  afterAll(async () => {
    await opened?.close();
  });
  return () => store!;
}

/**
 * One contract suite, run once per implementation: `sqlite: …`, `postgres: …` and `in-memory: …`
 * in the output. Without COMANDA_TEST_POSTGRES_URL the Postgres run is listed as skipped, with why.
 */
export function describeContract(title: string, body: (store: () => Store, implementation: ImplementationName) => void) {
  for (const implementation of IMPLEMENTATIONS) {
    describe(`${implementation.name}: ${title}`, () => body(useStore(implementation), implementation.name));
  }
  if (!POSTGRES_URL) {
    describe.skip(`postgres: ${title} (${POSTGRES_SKIPPED})`, () =>
      body(() => {
        throw new Error(POSTGRES_SKIPPED);
      }, 'postgres'));
  }
}
