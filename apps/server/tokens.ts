import type { ResolutionContext } from 'inversify';
import type { Kysely } from 'kysely';
import type { AiUsageRepository } from '../../core/ai-usage/ai-usage.js';
import type { CartRepository } from '../../core/orders/cart.js';
import type { ConfigService } from '../../core/config/config-service.js';
import type { ConversationRepository, MessageRepository } from '../../core/conversations/conversation.js';
import type { MenuRepository } from '../../core/menu/menu-item.js';
import type { OrderRepository } from '../../core/orders/order.js';
import type { PlanRepository } from '../../core/tenancy/plan.js';
import type { Clock, Timer } from '../../core/shared/clock.js';
import type { Ids } from '../../core/shared/ids.js';
import type { RestaurantAccess } from '../../core/tenancy/access.js';
import type { Accounts } from '../../core/tenancy/accounts.js';
import type { RestaurantCreator } from '../../core/tenancy/create-restaurant.js';
import type { PasswordHasher } from '../../core/tenancy/password-hasher.js';
import type { RestaurantRepository } from '../../core/tenancy/restaurant-repository.js';
import type { SessionRepository } from '../../core/tenancy/session.js';
import type { UserRepository } from '../../core/tenancy/user-repository.js';
import type { HttpApp } from '../../adapters/http/app.js';
import type { Schema } from '../../adapters/persistence/schema.js';
import type { SeedReport } from './seed.js';
import type { Settings } from './settings.js';
import type { Billing } from '../../core/billing/checkout.js';
import type { BillingWebhooks } from '../../adapters/http/deps.js';
import type { InboxRepository } from '../../core/conversations/inbox.js';
import type { InboundIntake } from '../../core/conversations/intake.js';
import type { TestMessageRunner } from '../../core/conversations/test-message.js';
import type { LanguageModelFactory, ModelPicker } from '../../core/assistant/model-selector.js';
import type { Responder } from '../../core/conversations/responder.js';
import type { RestaurantSettingsReader } from '../../core/conversations/restaurant-settings.js';
import type { InboundProcessor } from '../../core/conversations/process-inbound.js';
import type { ScenarioRunner } from '../../core/assistant/scenario-runner.js';
import type { WhatsAppConnections } from '../../adapters/messaging/whatsapp-connections.js';
import type { InboxWorker } from './inbox-worker.js';
import type { OperationsSettings } from '../../core/config/operations-config.js';
import type { MessageGate } from '../../core/conversations/message-gate.js';
import type { MediaStorage } from '../../core/conversations/attachment.js';
import type { StaffConversations } from '../../core/conversations/staff-conversations.js';
import type { TemplateMessages } from '../../core/conversations/template-messages.js';
import type { OrderSummaryNotifier } from '../../core/conversations/order-summary.js';
import type { OrderPayments } from '../../core/order-payments/order-payments.js';
import type { PlanGate } from '../../core/conversations/plan-gate.js';
import type { ChangeVersionBumps } from '../../adapters/persistence/sql-change-versions.js';
import type { InboxSignal } from '../../adapters/persistence/database.js';

/** A symbol that remembers the type bound to it, so lookups need no casts at call sites. */
export type Token<T> = symbol & { readonly __type?: T };
const token = <T>(name: string) => Symbol(name) as Token<T>;

export const resolve = <T>(ctx: Pick<ResolutionContext, 'get'>, t: Token<T>): T => ctx.get<T>(t);

export const TOKENS = {
  Settings: token<Settings>('Settings'),
  Db: token<Kysely<Schema>>('Db'),
  /** The database's change-version bumps, shared by every repository that writes a polled list. */
  VersionBumps: token<ChangeVersionBumps>('ChangeVersionBumps'),
  Clock: token<Clock>('Clock'),
  Timer: token<Timer>('Timer'),
  Ids: token<Ids>('Ids'),
  PasswordHasher: token<PasswordHasher>('PasswordHasher'),
  Users: token<UserRepository>('UserRepository'),
  Sessions: token<SessionRepository>('SessionRepository'),
  Restaurants: token<RestaurantRepository>('RestaurantRepository'),
  Plans: token<PlanRepository>('PlanRepository'),
  Menu: token<MenuRepository>('MenuRepository'),
  Orders: token<OrderRepository>('OrderRepository'),
  Conversations: token<ConversationRepository>('ConversationRepository'),
  Messages: token<MessageRepository>('MessageRepository'),
  Carts: token<CartRepository>('CartRepository'),
  AiUsage: token<AiUsageRepository>('AiUsageRepository'),
  Config: token<ConfigService>('ConfigService'),
  Accounts: token<Accounts>('Accounts'),
  Access: token<RestaurantAccess>('RestaurantAccess'),
  RestaurantCreator: token<RestaurantCreator>('RestaurantCreator'),
  Inbox: token<InboxRepository>('InboxRepository'),
  Intake: token<InboundIntake>('InboundIntake'),
  WhatsApp: token<WhatsAppConnections>('WhatsAppConnections'),
  LanguageModels: token<LanguageModelFactory>('LanguageModelFactory'),
  ModelPicker: token<ModelPicker>('ModelPicker'),
  RestaurantSettings: token<RestaurantSettingsReader>('RestaurantSettingsReader'),
  Responder: token<Responder>('Responder'),
  InboundProcessor: token<InboundProcessor>('InboundProcessor'),
  Worker: token<InboxWorker>('InboxWorker'),
  /** PostgreSQL's cross-process wake-up of workers; null on SQLite (one process, woken directly). */
  InboxSignal: token<InboxSignal | null>('InboxSignal'),
  TestMessages: token<TestMessageRunner>('TestMessageRunner'),
  Scenarios: token<ScenarioRunner>('ScenarioRunner'),
  Billing: token<Billing>('Billing'),
  BillingWebhooks: token<BillingWebhooks>('BillingWebhooks'),
  PlanGate: token<PlanGate>('PlanGate'),
  HttpApp: token<HttpApp>('HttpApp'),
  /** #12: per-restaurant operations settings, staff takeover, and the gate before the assistant. */
  Operations: token<OperationsSettings>('OperationsSettings'),
  Staff: token<StaffConversations>('StaffConversations'),
  Templates: token<TemplateMessages>('TemplateMessages'),
  OrderSummary: token<OrderSummaryNotifier>('OrderSummaryNotifier'),
  /** #24: collecting orders' payments. */
  OrderPayments: token<OrderPayments>('OrderPayments'),
  MessageGate: token<MessageGate>('MessageGate'),
  Media: token<MediaStorage>('MediaStorage'),
  /** Runs the idempotent first-start seed. */
  Seed: token<() => Promise<SeedReport>>('Seed'),
} as const;
