import type { ConversationRepository, MessageRepository } from '../../core/conversations/conversation.js';
import type { LanguageModel } from '../../core/assistant/language-model.js';
import type { ConfigService } from '../../core/config/config-service.js';
import type { ListQueries } from '../../core/conversations/list-queries.js';
import type { ChangeVersions } from '../../core/shared/paging.js';
import type { DashboardStatsReader } from '../../core/conversations/dashboard-stats.js';
import type { InboundEvent } from '../../core/conversations/inbound.js';
import type { InboundIntake } from '../../core/conversations/intake.js';
import type { ManualMessages } from '../../core/conversations/manual-messages.js';
import type { StaffConversations } from '../../core/conversations/staff-conversations.js';
import type { TemplateMessages } from '../../core/conversations/template-messages.js';
import type { OperationsSettings } from '../../core/config/operations-config.js';
import type { MediaStorage } from '../../core/conversations/attachment.js';
import type { TestMessageRunner } from '../../core/conversations/test-message.js';
import type { WhatsAppStatusReader } from '../../core/conversations/whatsapp-status.js';
import type { PaymentDeps } from './routes/payment-routes.js';
import type { AiRouteDeps } from './routes/ai-routes.js';
import type { MenuRepository } from '../../core/menu/menu-item.js';
import type { OrderRepository } from '../../core/orders/order.js';
import type { PlanRepository } from '../../core/plans/plan.js';
import type { PlanGate } from '../../core/plans/plan-gate.js';
import type { Clock } from '../../core/shared/clock.js';
import type { RestaurantAccess } from '../../core/tenancy/access.js';
import type { Accounts } from '../../core/tenancy/accounts.js';
import type { RestaurantCreator } from '../../core/tenancy/create-restaurant.js';
import type { RestaurantRepository } from '../../core/tenancy/restaurant-repository.js';
import type { SessionRepository } from '../../core/tenancy/session.js';
import type { UserRepository } from '../../core/tenancy/user-repository.js';

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

/** Everything the HTTP adapter needs, built by the composition root. */
export interface HttpDeps extends PaymentDeps, Pick<AiRouteDeps, 'aiUsage' | 'languageModels' | 'scenarios'> {
  settings: HttpSettings;
  clock: Clock;
  users: UserRepository;
  sessions: SessionRepository;
  restaurants: RestaurantRepository;
  plans: PlanRepository;
  menu: MenuRepository;
  orders: OrderRepository;
  conversations: ConversationRepository;
  messages: MessageRepository;
  /** Paged admin lists and whole-filter bulk actions (issue #16). */
  lists: ListQueries;
  changeVersions: ChangeVersions;
  config: ConfigService;
  accounts: Accounts;
  access: RestaurantAccess;
  restaurantCreator: RestaurantCreator;
  webhooks: WebhookCodecs;
  intake: InboundIntake;
  whatsapp: WhatsAppStatusReader;
  manualMessages: ManualMessages;
  testMessages: TestMessageRunner;
  dashboard: DashboardStatsReader;
  /** #12: staff takeover and the restaurant's operations settings. */
  staff: StaffConversations;
  templates: TemplateMessages;
  operations: OperationsSettings;
  media: MediaStorage;
  /** An OpenAI client for a key not yet saved, to try it before storing it. */
  openAiKeyModel: (apiKey: string, organization: string | null) => LanguageModel;
  /** Plan usage for the owner's banner and the administrator's list. */
  planGate?: Pick<PlanGate, 'usage'>;
  /** /readyz: null when the database is writable and migrated, else the reason (Spanish). */
  readiness?: () => Promise<string | null>;
}
