import type { ConversationRepository, MessageRepository } from '../../core/conversations/conversation.js';
import type { LanguageModel } from '../../core/assistant/language-model.js';
import type { ConfigService } from '../../core/config/config-service.js';
import type { ListQueries } from '../../core/conversations/list-queries.js';
import type { ChangeVersions } from '../../core/shared/paging.js';
import type { DashboardStatsReader } from '../../core/conversations/dashboard-stats.js';
import type { InboundEvent } from '../../core/conversations/inbound.js';
import type { InboundIntake } from '../../core/conversations/intake.js';
import type { RestaurantSettingsReader } from '../../core/conversations/restaurant-settings.js';
import type { ManualMessages } from '../../core/conversations/manual-messages.js';
import type { StaffConversations } from '../../core/conversations/staff-conversations.js';
import type { TemplateMessages } from '../../core/conversations/template-messages.js';
import type { OperationsSettings } from '../../core/config/operations-config.js';
import type { MediaStorage } from '../../core/conversations/attachment.js';
import type { TestMessageRunner } from '../../core/conversations/test-message.js';
import type { WhatsAppStatusReader } from '../../core/conversations/whatsapp-status.js';
import type { AiUsageRepository } from '../../core/ai-usage/ai-usage.js';
import type { LanguageModelFactory } from '../../core/assistant/model-selector.js';
import type { ScenarioRunner } from '../../core/assistant/scenario-runner.js';
import type { BillingEvent } from '../../core/billing/billing-event.js';
import type { Billing } from '../../core/billing/checkout.js';
import type { MenuRepository } from '../../core/menu/menu-item.js';
import type { OrderRepository } from '../../core/orders/order.js';
import type { OrderLife } from '../../core/orders/order-life.js';
import type { PlanRepository } from '../../core/tenancy/plan.js';
import type { PlanGate } from '../../core/conversations/plan-gate.js';
import type { Clock } from '../../core/shared/clock.js';
import type { RestaurantAccess } from '../../core/tenancy/access.js';
import type { Accounts } from '../../core/tenancy/accounts.js';
import type { RestaurantOpening } from '../../core/tenancy/open-restaurant.js';
import type { TrialNumbers } from '../../core/tenancy/trials.js';
import type { RestaurantRepository } from '../../core/tenancy/restaurant-repository.js';
import type { SessionRepository } from '../../core/tenancy/session.js';
import type { UserRepository } from '../../core/tenancy/user-repository.js';
import type { OrderPayments } from '../../core/order-payments/order-payments.js';

export interface HttpSettings {
  /** Public origin, e.g. https://comanda.mx: webhook URLs, Secure cookies, same-origin checks. */
  publicUrl: string;
  baseDomain: string;
  /** Signs session tokens before they are stored. */
  secret: string;
  /** Take the client address from X-Forwarded-For (COMANDA_TRUST_PROXY=1, behind a reverse proxy). */
  trustProxy?: boolean;
  /** Folder of the built SPA; null serves the API only (tests). */
  webDist: string | null;
}

/** The providers' webhook rules (signatures and payload shapes), injected by the composition root. */
export interface WebhookCodecs {
  meta: {
    verify(rawBody: string, signatureHeader: string | undefined, appSecret: string): boolean;
    handshake(query: Record<string, string | undefined>, verifyToken: string): string | null;
    parse(json: unknown, now: Date): InboundEvent[];
  };
  twilio: {
    verify(authToken: string, url: string, params: Record<string, string>, signature: string | undefined): boolean;
    parse(params: Record<string, string>, now: Date): InboundEvent[];
  };
}

/** How each provider's webhook is verified and read; null when that provider is not configured. */
export interface BillingWebhooks {
  stripe: ((rawBody: string, signature: string | undefined) => BillingEvent | null) | null;
  mercadoPago: {
    verify(input: { xSignature: string | undefined; xRequestId: string | undefined; dataId: string | undefined }): void;
    /** Reads the resource the signed id names from Mercado Pago itself. */
    parse(notice: { type: string | undefined; signedId: string | undefined }): Promise<BillingEvent | null>;
  } | null;
  apply(event: BillingEvent): Promise<{ outcome: string }>;
}

/**
 * Everything the HTTP adapter needs, built once by the composition root. Each route group
 * and middleware takes only its own slice (`Pick<HttpDeps, ...>`); this file imports nothing
 * from them.
 */
export interface HttpDeps {
  settings: HttpSettings;
  clock: Clock;
  users: UserRepository;
  sessions: SessionRepository;
  restaurants: RestaurantRepository;
  plans: PlanRepository;
  menu: MenuRepository;
  orders: OrderRepository;
  /** #23: status moves that tell the customer, an order's change history. */
  orderLife: OrderLife;
  conversations: ConversationRepository;
  messages: MessageRepository;
  /** Paged admin lists and whole-filter bulk actions (issue #16). */
  lists: ListQueries;
  changeVersions: ChangeVersions;
  config: ConfigService;
  accounts: Accounts;
  access: RestaurantAccess;
  /** "Crear restaurante", with or without a payment (core/tenancy/open-restaurant.ts). */
  restaurantOpening: Pick<RestaurantOpening, 'open'>;
  /** One free trial per WhatsApp business number (core/tenancy/trials.ts), checked when one is saved. */
  trialNumbers: Pick<TrialNumbers, 'connect'>;
  webhooks: WebhookCodecs;
  intake: InboundIntake;
  /** The reply path's settings loader: webhooks read the WhatsApp config it already parsed. */
  restaurantSettings: RestaurantSettingsReader;
  whatsapp: WhatsAppStatusReader;
  manualMessages: ManualMessages;
  testMessages: TestMessageRunner;
  dashboard: DashboardStatsReader;
  /** #12: staff takeover and the restaurant's operations settings. */
  staff: StaffConversations;
  templates: TemplateMessages;
  operations: OperationsSettings;
  media: MediaStorage;
  aiUsage: AiUsageRepository;
  languageModels: LanguageModelFactory;
  /** Runs a scenario through the real pipeline (inbox, worker, assistant) from an empty cart, and judges it. */
  scenarios: Pick<ScenarioRunner, 'run' | 'list'>;
  billing: Billing;
  billingWebhooks: BillingWebhooks;
  stripePublishableKey: string | null;
  /** An OpenAI client for a key not yet saved, to try it before storing it. */
  openAiKeyModel: (apiKey: string, organization: string | null) => LanguageModel;
  /** Plan usage for the owner's banner and the administrator's list. */
  planGate?: Pick<PlanGate, 'usage'>;
  /** /readyz: null when the database is writable and migrated, else the reason (Spanish). */
  readiness?: () => Promise<string | null>;
  /** #24: order payments (staff status, Mercado Pago order notifications verified with the restaurant's secret). */
  orderPayments?: {
    payments: OrderPayments;
    verify(restaurantId: string, input: { xSignature?: string; xRequestId?: string; dataId?: string }): Promise<void>;
  };
}
