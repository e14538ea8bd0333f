import type { Generated } from 'kysely';

/*
 * Column encodings are chosen to behave the same on SQLite and PostgreSQL:
 * ids and timestamps are text (ISO-8601 UTC sorts chronologically as text), booleans are
 * integer 0/1 (better-sqlite3 cannot bind booleans), lists and JSON are text, money is
 * integer cents. The mappers in each repository turn rows back into core entities.
 */

export interface UsersTable {
  id: string;
  email: string;
  name: string | null;
  role: string;
  password_hash: string;
  failed_logins: number;
  locked_until: string | null;
  created_at: string;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
}

export interface RestaurantsTable {
  id: string;
  name: string;
  description: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  subdomain: string;
  subscription_status: string;
  subscription_plan: string | null;
  created_at: string;
  trial_ends_at: string | null;
}

export interface RestaurantMembersTable {
  restaurant_id: string;
  user_id: string;
  created_at: string;
}

export interface SubscriptionPlansTable {
  id: string;
  name: string;
  slug: string;
  price_monthly: number;
  conversations_limit: number;
  features: string;
  is_active: number;
  display_order: number;
}

export interface MenuItemsTable {
  id: string;
  restaurant_id: string;
  name: string;
  description: string | null;
  price: number;
  category: string;
  ingredients: string;
  available: number;
  /** JSON array of strings (migration 0011). */
  synonyms: string;
  /** JSON array of OptionGroup (migration 0013). */
  option_groups: string;
  /** Where the owner placed it (migration 0018); null until the menu is ordered. */
  position: number | null;
  created_at: string;
}

export interface OrdersTable {
  id: string;
  restaurant_id: string;
  conversation_id: string | null;
  status: string;
  created_at: string;
  customer_phone: string;
  customer_name: string | null;
  total: number;
  delivery_address: string;
  notes: string | null;
  /** JSON array of OrderItem: a snapshot written once with the order and always read whole. */
  items: string;
  /** Per-restaurant sequence (#0001…); null only before migration 0010 backfilled it. */
  number: number | null;
  /** Where a shared location pin put the delivery (migration 0010). */
  delivery_latitude: number | null;
  delivery_longitude: number | null;
  /** Orders taken while closed: the opening they are for (migration 0010). */
  requested_for: string | null;
  /** Cents, included in total (migration 0013). */
  delivery_fee: Generated<number>;
  /** delivery | pickup (migration 0013). */
  fulfillment: Generated<string>;
  /** JSON OrderPayment, null before migration 0013. */
  payment: string | null;
  /** 1 for an order taken in a test-centre conversation (migration 0013). */
  is_test: Generated<number>;
  /** Minutes estimated with Preparando / En camino (migration 0016). */
  eta_minutes: number | null;
  /** Why it was cancelled, as the customer was told (migration 0016). */
  cancel_reason: string | null;
}

/** Who changed what on an order and when (migration 0016). */
export interface OrderChangesTable {
  id: string;
  restaurant_id: string;
  order_id: string;
  at: string;
  author: string | null;
  /** status | edit */
  kind: string;
  /** Spanish, as staff read it: "Estado: Preparando (30 min)". */
  summary: string;
}

export interface ConversationsTable {
  id: string;
  restaurant_id: string;
  phone_number: string;
  customer_name: string | null;
  status: string;
  created_at: string;
  last_message_at: string;
  last_order_time: string | null;
  total_orders: number;
  has_new_order: number;
  /** customer_name lower-cased in JavaScript, for the case-insensitive search. */
  search_name: string | null;
  /** Staff takeover (migration 0010): all four null while the assistant answers. */
  takeover_by: string | null;
  takeover_reason: string | null;
  takeover_at: string | null;
  takeover_active_at: string | null;
}

export interface ChangeVersionsTable {
  restaurant_id: string;
  /** conversations | messages | orders: the list whose rows changed. */
  scope: string;
  /** Bumped after every write that changes a restaurant's admin lists; Postgres returns it as a string. */
  version: number | string;
}

export interface MessagesTable {
  /**
   * Arrival order: breaks ties between messages stamped in the same second by a provider.
   * Only ever sorted on, never mapped (Postgres returns its bigint as a string).
   */
  seq: Generated<number | string>;
  id: string;
  conversation_id: string;
  restaurant_id: string;
  content: string;
  direction: string;
  timestamp: string;
  provider_message_id: string | null;
  status: string;
  error: string | null;
  reply_to_id: string | null;
  /** The operator who wrote an outgoing message; null for the assistant (migration 0010). */
  author: string | null;
  /** JSON Attachment (media, location, contacts) of an incoming message (migration 0010). */
  attachment: string | null;
}

export interface InboxTable {
  /** Arrival order, the order a conversation's messages are processed in. */
  seq: Generated<number | string>;
  id: string;
  restaurant_id: string;
  provider: string;
  provider_message_id: string;
  phone: string;
  customer_name: string | null;
  text: string;
  received_at: string;
  /** JSON Attachment carried from the webhook to the worker (migration 0010). */
  attachment: string | null;
  /** pending → processing → done | failed; back to pending on a retry. */
  status: string;
  attempts: number;
  due_at: string;
  lease_until: string | null;
  claimed_by: string | null;
  last_error: string | null;
}

export interface BillingProcessedEventsTable {
  provider: string;
  event_id: string;
  processed_at: string;
}

export interface BillingLinksTable {
  provider: string;
  /** A customer, subscription or external reference of that provider. */
  ref: string;
  restaurant_id: string;
}

export interface BillingCheckoutsTable {
  id: string;
  provider: string;
  plan_slug: string;
  customer_ref: string | null;
  subscription_ref: string | null;
  external_reference: string | null;
  created_at: string;
  restaurant_id: string | null;
  /** Migration 0014: who started it, what it should cost, what the provider said. */
  owner_id: string | null;
  amount: number | null;
  currency: string | null;
  payment_status: Generated<string>;
  paid_amount: number | null;
  paid_currency: string | null;
  review_reason: string | null;
  updated_at: string | null;
}

export interface BillingCustomersTable {
  provider: string;
  user_id: string;
  customer_ref: string;
  created_at: string;
}

export interface TrialClaimsTable {
  kind: string;
  claim_key: string;
  restaurant_id: string | null;
  claimed_at: string;
}

export interface ConfigEntriesTable {
  /** A restaurant id, or PLATFORM_SCOPE for the platform-wide default. */
  scope: string;
  key: string;
  value: string;
  updated_at: string;
}

export interface CartsTable {
  conversation_id: string;
  restaurant_id: string;
  /** JSON Cart without its engine state. */
  data: string;
  /** The answering engine's own state between messages: JSON it parses itself (migration 0013). */
  engine_state: string | null;
  updated_at: string;
}

export interface AiUsageTable {
  id: string;
  restaurant_id: string;
  model: string;
  request_type: string;
  input_tokens: number;
  output_tokens: number;
  total_tokens: number;
  base_cost_usd: number;
  final_cost_usd: number;
  created_at: string;
  /** The conversation the call was spent on; null for panel tests and older records (0008). */
  conversation_id: string | null;
  /** 'ok' or 'failed' (migration 0012; older rows read 'ok'). */
  status: Generated<string>;
  error: string | null;
}

export interface LoginThrottleTable {
  account: string;
  client: string;
  failures: number;
  first_failure_at: string;
  last_failure_at: string;
  blocked_until: string | null;
}

export interface HealthProbeTable {
  id: string;
  checked_at: string;
}

/** Provider payments that paid an order, one row each (migration 0017). */
export interface OrderPaymentEventsTable {
  event_id: string;
  restaurant_id: string;
  order_id: string;
  provider: string;
  amount: number;
  currency: string;
  created_at: string;
}

export interface ConversationAdmissionsTable {
  conversation_id: string;
  restaurant_id: string;
  admitted_at: string;
}

/** Admissions per restaurant and billing month (`month_start`: the month's first instant, ISO), kept with the ledger. */
export interface ConversationAdmissionMonthsTable {
  restaurant_id: string;
  month_start: string;
  admitted: number;
}

export interface Schema {
  users: UsersTable;
  sessions: SessionsTable;
  restaurants: RestaurantsTable;
  restaurant_members: RestaurantMembersTable;
  subscription_plans: SubscriptionPlansTable;
  menu_items: MenuItemsTable;
  orders: OrdersTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  inbox: InboxTable;
  billing_processed_events: BillingProcessedEventsTable;
  billing_links: BillingLinksTable;
  billing_checkouts: BillingCheckoutsTable;
  config_entries: ConfigEntriesTable;
  carts: CartsTable;
  ai_usage: AiUsageTable;
  change_versions: ChangeVersionsTable;
  login_throttle: LoginThrottleTable;
  health_probe: HealthProbeTable;
  conversation_admissions: ConversationAdmissionsTable;
  conversation_admission_months: ConversationAdmissionMonthsTable;
  order_payment_events: OrderPaymentEventsTable;
  billing_customers: BillingCustomersTable;
  trial_claims: TrialClaimsTable;
  order_changes: OrderChangesTable;
}
