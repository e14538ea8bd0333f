import type { OrderChangeRepository } from './order-changes.js';
import type { OrderEditDeps } from './edit-order.js';
import type { OrderMoveDeps } from './move-order.js';
import type { SalesReport } from './sales.js';
import type { StatusMessagesConfig } from './status-messages-config.js';
import type { OrderStatusNotifier } from './status-notice.js';

/**
 * What the order's life after "confirmado" needs (docs/order-life.md), built once by the composition
 * root: status moves that tell the customer, the order's change history.
 */
export interface OrderLife {
  moves: OrderMoveDeps;
  edits: OrderEditDeps;
  sales: SalesReport;
  changes: OrderChangeRepository;
  statusMessages: OrderStatusNotifier;
  settings: (restaurantId: string) => Promise<StatusMessagesConfig>;
}
