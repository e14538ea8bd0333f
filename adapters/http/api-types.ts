import type { Billing } from '../../core/billing/checkout.js';
import type { ConnectionCheckResult } from '../../core/assistant/connection-check.js';
import type { ManualSendResult } from '../../core/conversations/manual-messages.js';
import type { Availability } from '../../core/tenancy/restaurant-availability.js';
import type { Conversation, Message } from '../../core/conversations/conversation.js';
import type { MenuItem } from '../../core/menu/menu-item.js';
import type { Order } from '../../core/orders/order.js';
import type { Restaurant } from '../../core/tenancy/restaurant.js';
import type { PublicUser } from '../../core/tenancy/user.js';
import type { aiStatusJson, usageRecordJson, usageStatsJson } from './routes/ai-routes.js';
import type { mercadoPagoPreferenceJson, paymentsConfigJson } from './routes/payment-routes.js';
import type { bulkConversationActions } from './routes/conversation-bulk.js';
import type { adminConfigJson } from './routes/config-routes.js';
import type { adminLoginJson } from './routes/auth-routes.js';
import type { staffMessageJson } from './views/conversation-json.js';
import type { attachmentJson } from './views/conversation-json.js';
import type { LastMessagePreview } from './routes/last-message.js';
import type { planJson } from './routes/plan-routes.js';
import type { UsageBody } from './routes/usage-routes.js';

// The JSON bodies of the API's main lists, derived from the core types the routes send, so
// the SPA (apps/web, type-only imports) and the server cannot drift apart. Keep each in step
// with what its route puts in `c.json(...)`.

/** What `JSON.stringify` makes of a value: dates travel as ISO strings. */
export type Json<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Json<U>[]
    : T extends object
      ? { [K in keyof T]: Json<T[K]> }
      : T;

/** GET /api/conversations (a page): the conversation without its tenant, takeover only while in force. */
export type ConversationJson = Json<Omit<Conversation, 'restaurantId'>> & {
  /** The last message, cut to a line, for the card (GET /api/conversations). */
  lastMessage?: Json<LastMessagePreview> | null;
};

/** An attachment as the panel shows it (media URL, map link); provider handles stay on the server. */
export type MessageAttachmentJson = NonNullable<ReturnType<typeof attachmentJson>>;

/** GET /api/messages/:conversationId and /api/conversations/recent. */
export type MessageJson = Json<Pick<Message, 'id' | 'conversationId' | 'content' | 'direction' | 'timestamp' | 'status' | 'error'>> & {
  /** The operator who wrote it, when staff did. */
  author: string | null;
  attachment: MessageAttachmentJson | null;
  /** A message from the panel's test tools, or the assistant's reply to one. */
  isTest: boolean;
};

/** GET /api/orders (a page), PATCH /api/orders/:id/status. */
export type OrderJson = Json<Order>;

/** GET /api/menu and the menu item writes. */
export type MenuItemJson = Json<MenuItem>;

/** GET /api/usage, and each row of GET /api/admin/usage: the month's conversations against the plan. */
export type PlanUsageJson = Json<UsageBody>;

/** GET /api/auth/user: what the API reveals of a user (`PublicUser`). */
export type UserJson = Json<PublicUser>;

/** GET /api/plans and the plan writes: the price as a decimal MXN string ("1299.00"). */
export type PlanJson = Json<ReturnType<typeof planJson>>;

/** GET /api/restaurants, /api/restaurants/current and POST /api/restaurants. */
export type RestaurantJson = Json<Restaurant>;

/** GET /api/ai/usage-stats. */
export type UsageStatsJson = Json<ReturnType<typeof usageStatsJson>>;

/** Each row of GET /api/ai/recent-usage. */
export type UsageRecordJson = Json<ReturnType<typeof usageRecordJson>>;

/** GET /api/ai/status (the dashboard's "Estado del Sistema"). */
export type AiStatusJson = Json<ReturnType<typeof aiStatusJson>>;

/** GET /api/checkout/availability: the name and subdomain a restaurant would be created with. */
export type AvailabilityJson = Json<Availability>;

/** GET /api/payments/config. */
export type PaymentsConfigJson = ReturnType<typeof paymentsConfigJson>;

/** POST /api/payments/stripe/create-subscription (demo mode: no secret, no subscription). */
export type StripeSubscriptionJson = Json<Awaited<ReturnType<Billing['startStripe']>>>;

/** POST /api/payments/mercadopago/create. */
export type MercadoPagoPreferenceJson = Json<ReturnType<typeof mercadoPagoPreferenceJson>>;

/** GET /api/test/openai. */
export type ConnectionTestJson = Json<ConnectionCheckResult>;

/** POST /api/conversations/bulk-message: who the operator's message reached. */
export type BulkMessageJson = Json<ManualSendResult>;

/** DELETE /api/conversations: how many of the asked-for conversations were deleted. */
export type DeleteConversationsJson = Awaited<ReturnType<ReturnType<typeof bulkConversationActions>['delete']>>;

/** POST /api/conversations/:id/messages: the message staff wrote (201, or inside the 502's `message`). */
export type StaffMessageJson = Json<ReturnType<typeof staffMessageJson>>;

/** POST /api/auth/admin-login. */
export type AdminLoginJson = ReturnType<typeof adminLoginJson>;

/** GET /api/admin/config (Plataforma). */
export type PlatformConfigJson = Json<Awaited<ReturnType<typeof adminConfigJson>>>;
