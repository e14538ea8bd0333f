import { Container } from 'inversify';
import { createHttpApp } from '../../adapters/http/app.js';
import { AesSecretBox } from '../../adapters/persistence/crypto/aes-secret-box.js';
import { ScryptPasswordHasher } from '../../adapters/persistence/crypto/scrypt-password-hasher.js';
import { openDatabase, type InboxSignal } from '../../adapters/persistence/database.js';
import { migrateToLatest } from '../../adapters/persistence/migrations/migrate.js';
import { SqlAiUsageRepository } from '../../adapters/persistence/sql-ai-usage-repository.js';
import { SqlCartRepository } from '../../adapters/persistence/sql-cart-repository.js';
import { SqlConfigRepository } from '../../adapters/persistence/sql-config-repository.js';
import { SqlConversationRepository } from '../../adapters/persistence/sql-conversation-repository.js';
import { SqlMenuRepository } from '../../adapters/persistence/sql-menu-repository.js';
import { CachedMenuRepository, MenuVersionCache } from '../../adapters/persistence/menu-cache.js';
import { SqlRestaurantSettingsStore } from '../../adapters/persistence/sql-restaurant-settings-store.js';
import { SqlMessageRepository } from '../../adapters/persistence/sql-message-repository.js';
import { SqlOrderRepository } from '../../adapters/persistence/sql-order-repository.js';
import { ChangeVersionBumps, SqlChangeVersions } from '../../adapters/persistence/sql-change-versions.js';
import { SqlListQueries } from '../../adapters/persistence/sql-list-queries.js';
import { SqlPlanRepository } from '../../adapters/persistence/sql-plan-repository.js';
import { SqlRestaurantRepository } from '../../adapters/persistence/sql-restaurant-repository.js';
import { SqlSessionRepository } from '../../adapters/persistence/sql-session-repository.js';
import { SqlLoginThrottleStore } from '../../adapters/persistence/sql-login-throttle-store.js';
import { databaseProblem } from '../../adapters/persistence/readiness.js';
import { HashGate } from '../../core/tenancy/hash-gate.js';
import { SqlConversationAdmissions } from '../../adapters/persistence/sql-conversation-admissions.js';
import { PlanGate } from '../../core/conversations/plan-gate.js';
import { availableParallelism } from 'node:os';
import { SqlUserRepository } from '../../adapters/persistence/sql-user-repository.js';
import { createLanguageModelFactory, createModelPicker } from '../../adapters/ai/openai/language-model-factory.js';
import { DEFAULT_OPENAI_TIMEOUT_MS } from '../../adapters/ai/openai/openai-language-model.js';
import { OpenAiLanguageModel } from '../../adapters/ai/openai/openai-language-model.js';
import { parseMetaWebhook } from '../../adapters/messaging/meta/meta-webhook.js';
import { metaHandshake, verifyMetaSignature } from '../../adapters/messaging/meta/meta-signature.js';
import { verifyTwilioSignature } from '../../adapters/messaging/twilio/twilio-signature.js';
import { parseTwilioWebhook } from '../../adapters/messaging/twilio/twilio-webhook.js';
import { WhatsAppConnectionCaches, WhatsAppConnections } from '../../adapters/messaging/whatsapp-connections.js';
import { SqlInboxRepository } from '../../adapters/persistence/sql-inbox-repository.js';
import { AssistantResponder } from '../../core/assistant/assistant-responder.js';
import { ScenarioRunner } from '../../core/assistant/scenario-runner.js';
import { MenuMatcher } from '../../core/assistant/menu-matcher.js';
import { WrittenMenus } from '../../core/assistant/system-prompt.js';
import { ConfigService } from '../../core/config/config-service.js';
import { RestaurantSettingsLoader } from '../../core/conversations/restaurant-settings-loader.js';
import { DashboardStatsReader } from '../../core/conversations/dashboard-stats.js';
import { InboundIntake } from '../../core/conversations/intake.js';
import { ManualMessages } from '../../core/conversations/manual-messages.js';
import { InboundProcessor } from '../../core/conversations/process-inbound.js';
import { TestMessageRunner } from '../../core/conversations/test-message.js';
import { InboxWorker } from './inbox-worker.js';
import { MercadoPagoPaymentGateway } from '../../adapters/payments/mercadopago/mercadopago-payment-gateway.js';
import { parseMercadoPagoNotification } from '../../adapters/payments/mercadopago/mercadopago-notification.js';
import { verifyMercadoPagoSignature } from '../../adapters/payments/mercadopago/mercadopago-signature.js';
import { StripePaymentGateway } from '../../adapters/payments/stripe/stripe-payment-gateway.js';
import { parseStripeWebhook } from '../../adapters/payments/stripe/stripe-webhook.js';
import {
  SqlBillingAccountRepository,
  SqlBillingCustomerRepository,
  SqlCheckoutRepository,
  SqlProcessedEventRepository,
} from '../../adapters/persistence/sql-billing-repositories.js';
import { applyBillingEvent } from '../../core/billing/apply-billing-event.js';
import { Billing } from '../../core/billing/checkout.js';
import type { BillingWebhooks } from '../../adapters/http/deps.js';
import type { Clock } from '../../core/shared/clock.js';
import type { LanguageModel } from '../../core/assistant/language-model.js';
import { randomIds } from '../../adapters/system/random-ids.js';
import { systemClock, systemTimer } from '../../adapters/system/system-clock.js';
import { RestaurantAccess } from '../../core/tenancy/access.js';
import { Accounts } from '../../core/tenancy/accounts.js';
import { RestaurantCreator } from '../../core/tenancy/create-restaurant.js';
import { RestaurantOpening } from '../../core/tenancy/open-restaurant.js';
import { TrialNumbers } from '../../core/tenancy/trials.js';
import { SqlTrialClaims } from '../../adapters/persistence/sql-trial-claims.js';
import { bindOperations } from './operations-wiring.js';
import { orderLifeOf } from './order-life-wiring.js';
import { bindDelivery, orderPaymentsHttp } from './delivery-wiring.js';
import { offlineEngine } from './engine-wiring.js';
import { seedFirstStart } from './seed.js';
import type { Settings } from './settings.js';
import { resolve as r, TOKENS as T, type Token } from './tokens.js';

/** Binds `token` to one instance, made on first use. */
type Single = <V>(token: Token<V>, make: (ctx: Parameters<typeof r>[0]) => V) => void;

export interface AppContainer {
  container: Container;
  close(): Promise<void>;
}

export interface ContainerOptions {
  clock?: Clock;
  /** The offline engine to answer with instead of the one `settings.engine` describes (a test's own pool). */
  offlineModel?: LanguageModel;
}

/**
 * The composition root: the only place that picks adapters. Opens and migrates the
 * database first, so every binding after it is synchronous.
 */
export async function createContainer(settings: Settings, options: ContainerOptions = {}): Promise<AppContainer> {
  const database = await openDatabase(settings.databaseUrl);
  await migrateToLatest(database.db);

  const container = new Container();
  const single: Single = (token, make) => {
    container.bind(token).toDynamicValue(make).inSingletonScope();
  };

  container.bind(T.Settings).toConstantValue(settings);
  container.bind(T.Db).toConstantValue(database.db);
  container.bind(T.VersionBumps).toConstantValue(new ChangeVersionBumps(database.db));
  container.bind(T.InboxSignal).toConstantValue(database.inboxSignal ?? null);
  container.bind(T.Clock).toConstantValue(options.clock ?? systemClock);
  container.bind(T.Timer).toConstantValue(systemTimer);
  container.bind(T.Ids).toConstantValue(randomIds);
  bindStorage(single, settings);
  const engine = options.offlineModel ? { model: options.offlineModel, close: async () => {} } : offlineEngine(settings);
  bindAssistant(single, settings, engine.model);
  bindTenancy(single, settings);
  bindBilling(single, settings);
  bindHttp(single, settings);

  bindOperations(container, settings);
  bindDelivery(container, settings);
  // Workers in other processes (`comanda worker`) hear of stored webhooks through the database.
  const stopListening = settings.runWorker ? await startWorker(container, database.inboxSignal) : null;
  return {
    container,
    close: async () => {
      await stopListening?.();
      if (settings.runWorker) await r(container, T.Worker).stop();
      await engine.close();
      await database.close();
    },
  };
}

/** Starts the inbox worker, woken by other processes' webhooks where the database can tell it; returns how to stop listening. */
async function startWorker(container: Container, signal: InboxSignal | undefined) {
  const worker = r(container, T.Worker);
  worker.start();
  return signal ? signal.listen(() => worker.wake()) : null;
}

/** Repositories, the config service and the WhatsApp connections: what everything else reads and writes through. */
function bindStorage(single: Single, settings: Settings) {
  single(T.PasswordHasher, () => new ScryptPasswordHasher(settings.scrypt));
  single(T.Users, (c) => new SqlUserRepository(r(c, T.Db)));
  single(T.Sessions, (c) => new SqlSessionRepository(r(c, T.Db)));
  single(T.Restaurants, (c) => new SqlRestaurantRepository(r(c, T.Db)));
  single(T.Plans, (c) => new SqlPlanRepository(r(c, T.Db)));
  single(T.Menu, (c) => new SqlMenuRepository(r(c, T.Db), r(c, T.VersionBumps)));
  single(T.Orders, (c) => new SqlOrderRepository(r(c, T.Db), r(c, T.VersionBumps)));
  single(T.Conversations, (c) => new SqlConversationRepository(r(c, T.Db), r(c, T.VersionBumps)));
  single(T.Messages, (c) => new SqlMessageRepository(r(c, T.Db), r(c, T.VersionBumps)));
  single(T.Carts, (c) => new SqlCartRepository(r(c, T.Db)));
  single(T.AiUsage, (c) => new SqlAiUsageRepository(r(c, T.Db)));
  single(T.Config, (c) => new ConfigService(new SqlConfigRepository(r(c, T.Db)), new AesSecretBox(settings.secret)));
  single(T.Inbox, (c) => new SqlInboxRepository(r(c, T.Db)));
  single(
    T.WhatsApp,
    (c) =>
      new WhatsAppConnections(r(c, T.Config), { ...settings.providers, publicUrl: settings.publicUrl }, new WhatsAppConnectionCaches()),
  );
}

/** The reply pipeline: models, the assistant, the inbox worker and the panel's test messages. */
function bindAssistant(single: Single, settings: Settings, offline: LanguageModel) {
  const p = settings.providers;
  const modelTimeoutMs = settings.modelTimeoutMs ?? DEFAULT_OPENAI_TIMEOUT_MS;
  const openAiEnv = { apiKey: p.openAiApiKey, baseURL: p.openAiBaseUrl, timeoutMs: modelTimeoutMs };
  single(T.LanguageModels, (c) => createLanguageModelFactory({ config: r(c, T.Config), env: openAiEnv, offline }));
  single(T.ModelPicker, () => createModelPicker({ env: openAiEnv, offline }));
  // The settings read of each message carries the menu's version: the assistant's menu is re-read only when it moved.
  const menus = new MenuVersionCache();
  single(T.RestaurantSettings, (c) => new RestaurantSettingsLoader(new SqlRestaurantSettingsStore(r(c, T.Db), menus), r(c, T.Config)));
  // Whether to answer at all (takeover, hours, media, the plan's limit) is the gates' say (operations-wiring.ts).
  single(
    T.Responder,
    (c) =>
      new AssistantResponder({
        pickModel: r(c, T.ModelPicker),
        menu: new CachedMenuRepository(r(c, T.Menu), menus),
        carts: r(c, T.Carts),
        orders: r(c, T.Orders),
        conversations: r(c, T.Conversations),
        usage: r(c, T.AiUsage),
        clock: r(c, T.Clock),
        timer: r(c, T.Timer),
        modelTimeoutMs,
        // The process's matcher and written menus: replies share what they worked out, within each cache's bound.
        matcher: new MenuMatcher(),
        writtenMenus: new WrittenMenus(),
        onOrderPlaced: (order) => r(c, T.OrderSummary).orderPlaced(order),
        paymentInstructions: (order, name) => r(c, T.OrderPayments).instructions(order, name),
        placedPayment: (restaurantId, orderId, payment, name) => r(c, T.OrderPayments).changeMethod(restaurantId, orderId, payment, name),
      }),
  );
  single(
    T.InboundProcessor,
    (c) =>
      new InboundProcessor({
        settings: r(c, T.RestaurantSettings),
        carts: r(c, T.Carts),
        conversations: r(c, T.Conversations),
        messages: r(c, T.Messages),
        responder: r(c, T.Responder),
        channels: r(c, T.WhatsApp),
        clock: r(c, T.Clock),
        gate: r(c, T.MessageGate),
      }),
  );
  single(
    T.PlanGate,
    (c) => new PlanGate({ plans: r(c, T.Plans), admissions: new SqlConversationAdmissions(r(c, T.Db)), clock: r(c, T.Clock) }),
  );
  single(T.Worker, (c) => new InboxWorker(r(c, T.Inbox), r(c, T.InboundProcessor), r(c, T.Clock), settings.worker ?? {}));
  single(T.Intake, (c) => {
    const worker = r(c, T.Worker);
    const signal = r(c, T.InboxSignal);
    const onStored = () => {
      worker.wake();
      signal?.notify();
    };
    return new InboundIntake(r(c, T.Inbox), r(c, T.Messages), onStored, { clock: r(c, T.Clock) });
  });
  single(
    T.TestMessages,
    (c) => new TestMessageRunner(r(c, T.Intake), r(c, T.Messages), r(c, T.Clock), (ms) => r(c, T.Timer).after(ms), r(c, T.Ids)),
  );
  single(T.Scenarios, (c) => new ScenarioRunner(r(c, T.TestMessages), r(c, T.Conversations), r(c, T.Carts), r(c, T.Menu)));
}

/** Accounts, access to restaurants, opening them and the first start's seed. */
function bindTenancy(single: Single, settings: Settings) {
  single(
    T.Accounts,
    (c) =>
      new Accounts({
        users: r(c, T.Users),
        hasher: r(c, T.PasswordHasher),
        clock: r(c, T.Clock),
        throttle: new SqlLoginThrottleStore(r(c, T.Db)),
        sessions: r(c, T.Sessions),
        // scrypt runs on libuv's pool; more at once than cores only lengthens every sign-in.
        gate: new HashGate({ running: Math.min(4, availableParallelism()), waiting: 8, perAddress: 2 }),
      }),
  );
  single(T.Access, (c) => new RestaurantAccess(r(c, T.Restaurants)));
  single(
    T.RestaurantCreator,
    (c) => new RestaurantCreator(r(c, T.Restaurants), r(c, T.Clock), r(c, T.Plans), new SqlTrialClaims(r(c, T.Db))),
  );
  single(
    T.Seed,
    (c) => () =>
      seedFirstStart(
        {
          config: r(c, T.Config),
          plans: r(c, T.Plans),
          users: r(c, T.Users),
          hasher: r(c, T.PasswordHasher),
          restaurants: r(c, T.Restaurants),
          menu: r(c, T.Menu),
        },
        settings,
      ),
  );
}

/** Payments: the configured providers (or demo mode) and their verified webhooks. */
function bindBilling(single: Single, settings: Settings) {
  const p = settings.providers;
  const stripe = p.stripeSecretKey ? new StripePaymentGateway({ secretKey: p.stripeSecretKey, apiUrl: p.stripeApiUrl }) : null;
  const mercadoPago = p.mercadoPagoAccessToken
    ? new MercadoPagoPaymentGateway({ accessToken: p.mercadoPagoAccessToken, apiUrl: p.mercadoPagoApiUrl })
    : null;
  single(
    T.Billing,
    (c) =>
      new Billing({
        plans: r(c, T.Plans),
        stripe,
        mercadoPago,
        checkouts: new SqlCheckoutRepository(r(c, T.Db)),
        accounts: new SqlBillingAccountRepository(r(c, T.Db)),
        customers: new SqlBillingCustomerRepository(r(c, T.Db)),
        clock: r(c, T.Clock),
        ids: r(c, T.Ids),
        publicUrl: settings.publicUrl,
      }),
  );
  single(T.BillingWebhooks, (c): BillingWebhooks => {
    const deps = {
      processedEvents: new SqlProcessedEventRepository(r(c, T.Db)),
      billingAccounts: new SqlBillingAccountRepository(r(c, T.Db)),
      restaurants: r(c, T.Restaurants),
      checkouts: new SqlCheckoutRepository(r(c, T.Db)),
      clock: r(c, T.Clock),
    };
    const stripeSecret = p.stripeWebhookSecret;
    const mpSecret = p.mercadoPagoWebhookSecret;
    return {
      stripe: stripeSecret ? (raw, signature) => parseStripeWebhook(raw, signature, stripeSecret) : null,
      mercadoPago:
        mercadoPago && mpSecret
          ? {
              verify: (input) => verifyMercadoPagoSignature({ ...input, secret: mpSecret }),
              parse: (notice) => parseMercadoPagoNotification(notice, mercadoPago),
            }
          : null,
      apply: (event) => applyBillingEvent(event, deps),
    };
  });
}

/** The HTTP adapter, given its one dependency object. */
function bindHttp(single: Single, settings: Settings) {
  const p = settings.providers;
  single(T.HttpApp, (c) =>
    createHttpApp({
      settings: {
        publicUrl: settings.publicUrl,
        baseDomain: settings.baseDomain,
        secret: settings.secret,
        webDist: settings.webDist,
        trustProxy: settings.trustProxy ?? false,
      },
      planGate: r(c, T.PlanGate),
      readiness: () => databaseProblem(r(c, T.Db), r(c, T.Clock).now()),
      orderPayments: orderPaymentsHttp(c),
      clock: r(c, T.Clock),
      users: r(c, T.Users),
      sessions: r(c, T.Sessions),
      restaurants: r(c, T.Restaurants),
      plans: r(c, T.Plans),
      menu: r(c, T.Menu),
      orders: r(c, T.Orders),
      orderLife: orderLifeOf(c),
      conversations: r(c, T.Conversations),
      messages: r(c, T.Messages),
      lists: new SqlListQueries(r(c, T.Db), r(c, T.VersionBumps)),
      changeVersions: new SqlChangeVersions(r(c, T.Db)),
      config: r(c, T.Config),
      accounts: r(c, T.Accounts),
      access: r(c, T.Access),
      restaurantOpening: new RestaurantOpening(r(c, T.RestaurantCreator), r(c, T.Billing)),
      trialNumbers: new TrialNumbers(new SqlTrialClaims(r(c, T.Db)), r(c, T.Plans), r(c, T.Clock)),
      webhooks: {
        meta: { verify: verifyMetaSignature, handshake: metaHandshake, parse: parseMetaWebhook },
        twilio: { verify: verifyTwilioSignature, parse: parseTwilioWebhook },
      },
      intake: r(c, T.Intake),
      restaurantSettings: r(c, T.RestaurantSettings),
      whatsapp: r(c, T.WhatsApp),
      manualMessages: new ManualMessages(r(c, T.Conversations), r(c, T.Messages), r(c, T.WhatsApp), r(c, T.Clock)),
      testMessages: r(c, T.TestMessages),
      aiUsage: r(c, T.AiUsage),
      languageModels: r(c, T.LanguageModels),
      scenarios: r(c, T.Scenarios),
      dashboard: new DashboardStatsReader(r(c, T.Messages), r(c, T.Orders), r(c, T.Clock)),
      billing: r(c, T.Billing),
      billingWebhooks: r(c, T.BillingWebhooks),
      stripePublishableKey: p.stripePublishableKey ?? null,
      staff: r(c, T.Staff),
      templates: r(c, T.Templates),
      operations: r(c, T.Operations),
      media: r(c, T.Media),
      openAiKeyModel: (apiKey, organization) =>
        new OpenAiLanguageModel({ apiKey, organization, baseURL: p.openAiBaseUrl, maxRetries: 0, maxTokens: 5 }),
    }),
  );
}
