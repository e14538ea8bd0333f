import { SqlOrderChangeRepository } from '../../adapters/persistence/sql-order-change-repository.js';
import type { OrderLife } from '../../core/orders/order-life.js';
import { STATUS_MESSAGES_CONFIG_KEY, statusMessagesFrom } from '../../core/orders/status-messages-config.js';
import { OrderStatusMessages } from '../../core/conversations/order-status-messages.js';
import { SalesReport } from '../../core/orders/sales.js';
import { resolve as r, TOKENS as T } from './tokens.js';

/** #23's pieces, kept apart from container.ts: built once, for the HTTP app. */
export function orderLifeOf(c: Parameters<typeof r>[0]): OrderLife {
  const settings = async (restaurantId: string) =>
    statusMessagesFrom(await r(c, T.Config).resolve(restaurantId, STATUS_MESSAGES_CONFIG_KEY));
  const changes = new SqlOrderChangeRepository(r(c, T.Db));
  const statusMessages = new OrderStatusMessages({
    conversations: r(c, T.Conversations),
    messages: r(c, T.Messages),
    channels: r(c, T.WhatsApp),
    clock: r(c, T.Clock),
    settings,
  });
  return {
    changes,
    statusMessages,
    settings,
    sales: new SalesReport(r(c, T.Orders), r(c, T.Clock)),
    edits: { orders: r(c, T.Orders), menu: r(c, T.Menu), changes, statusMessages, clock: r(c, T.Clock) },
    moves: {
      orders: r(c, T.Orders),
      conversations: r(c, T.Conversations),
      changes,
      statusMessages,
      settings,
      clock: r(c, T.Clock),
    },
  };
}
