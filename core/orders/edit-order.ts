import type { MenuItem, MenuRepository } from '../menu/menu-item.js';
import type { Clock } from '../shared/clock.js';
import { conflict, notFound, validationError } from '../shared/errors.js';
import { formatMxn } from '../shared/money.js';
import { ORDER_NOT_FOUND } from './order-handling.js';
import type { OrderChangeRepository } from './order-changes.js';
import { formatOrderNumber } from './order-number.js';
import { orderTotal, type ChosenOption, type Order, type OrderEditPatch, type OrderItem, type OrderRepository } from './order.js';
import type { OrderStatusNotifier, StatusNotice } from './status-notice.js';

/** A line as staff leave it in the order dialog; prices are never taken from the request. */
export interface EditedLine {
  menuItemId: string;
  quantity: number;
  notes?: string | null;
  /** Chosen options by group and name, as the menu item has them. */
  options?: { group: string; name: string }[];
}

export interface OrderEditRequest {
  items: EditedLine[];
  deliveryAddress?: string;
  notes?: string | null;
}

/** The new content of an order staff fixed. */
export type OrderEdit = OrderEditPatch;

export interface OrderEditDeps {
  orders: Pick<OrderRepository, 'findById' | 'editIfOpen'>;
  menu: Pick<MenuRepository, 'list'>;
  changes: Pick<OrderChangeRepository, 'record'>;
  statusMessages: Pick<OrderStatusNotifier, 'sendToCustomer'>;
  clock: Clock;
}

export const MAX_EDITED_LINES = 50;
export const MAX_LINE_QUANTITY = 99;
const CLOSED = 'El pedido ya se entregó o se canceló: no se puede modificar';

const optionKey = (options: { group: string; name: string }[] | undefined) =>
  (options ?? [])
    .map((o) => `${o.group}\u0000${o.name}`)
    .sort()
    .join('\u0001');
const lineKey = (line: { menuItemId: string; options?: { group: string; name: string }[] }) =>
  `${line.menuItemId}\u0002${optionKey(line.options)}`;

const describeLine = (line: Pick<OrderItem, 'quantity' | 'name' | 'options'>) =>
  `${line.quantity} × ${line.name}${line.options?.length ? ` (${line.options.map((o) => o.name).join(', ')})` : ''}`;

/** Prices a line: kept as ordered when the same product and options were already on the order, else from today's menu. */
function priceLine(line: EditedLine, before: Map<string, OrderItem>, menu: Map<string, MenuItem>): OrderItem {
  const notes = line.notes?.trim() || null;
  const previous = before.get(lineKey(line));
  if (previous) return { ...previous, quantity: line.quantity, notes };
  const item = menu.get(line.menuItemId);
  if (!item) throw validationError('Ese producto ya no está en el menú', { items: 'Producto no encontrado' });
  if (!item.available) throw validationError(`${item.name} no está disponible`, { items: `${item.name} no está disponible` });
  const options: ChosenOption[] = (line.options ?? []).map(({ group, name }) => {
    const option = item.optionGroups.find((g) => g.name === group)?.options.find((o) => o.name === name);
    if (!option) throw validationError(`${item.name} no tiene la opción ${name}`, { items: 'Opción no válida' });
    return { group, name, price: option.price };
  });
  const unitPrice = item.price + options.reduce((sum, o) => sum + o.price, 0);
  return { menuItemId: item.id, name: item.name, unitPrice, quantity: line.quantity, notes, ...(options.length ? { options } : {}) };
}

/** What changed, in words staff and the customer read: "agregamos 1 × Agua", "quitamos 2 × Taco". */
export function describeEdit(before: Order, after: OrderEdit): { staff: string[]; customer: string[] } {
  const staff: string[] = [];
  const customer: string[] = [];
  const old = new Map(before.items.map((i) => [lineKey(i), i]));
  const next = new Map(after.items.map((i) => [lineKey(i), i]));
  for (const [key, item] of next) {
    const was = old.get(key);
    if (!was) {
      staff.push(`Agregó ${describeLine(item)}`);
      customer.push(`agregamos ${describeLine(item)}`);
    } else if (was.quantity !== item.quantity) {
      staff.push(`${item.name}: ${was.quantity} → ${item.quantity}`);
      customer.push(`ahora son ${describeLine(item)}`);
    }
    if (was && (was.notes ?? null) !== (item.notes ?? null)) {
      staff.push(`Nota de ${item.name}: ${item.notes ? `«${item.notes}»` : 'sin nota'}`);
      customer.push(item.notes ? `${item.name}: ${item.notes}` : `${item.name} sin nota`);
    }
  }
  for (const [key, item] of old) {
    if (!next.has(key)) {
      staff.push(`Quitó ${describeLine(item)}`);
      customer.push(`quitamos ${describeLine(item)}`);
    }
  }
  if (after.deliveryAddress !== before.deliveryAddress) {
    staff.push(`Dirección: ${after.deliveryAddress}`);
    customer.push(`la dirección de entrega ahora es ${after.deliveryAddress}`);
  }
  if ((after.notes ?? null) !== (before.notes ?? null)) staff.push(`Notas: ${after.notes ?? 'sin notas'}`);
  if (after.total !== before.total) staff.push(`Total: ${formatMxn(before.total)} → ${formatMxn(after.total)}`);
  return { staff, customer };
}

/**
 * Staff fix an order the assistant got wrong (Pedidos → the order dialog): the lines are priced
 * by the server, the delivery fee is kept, the change is recorded (who, when, what) and the
 * customer gets one message saying what changed and the new total.
 */
export async function editOrder(
  deps: OrderEditDeps,
  restaurantId: string,
  orderId: string,
  request: OrderEditRequest,
  author: string | null,
): Promise<{ order: Order; notice: StatusNotice }> {
  const before = await deps.orders.findById(restaurantId, orderId);
  if (!before) throw notFound(ORDER_NOT_FOUND);
  if (before.status === 'delivered' || before.status === 'cancelled') throw conflict(CLOSED);
  if (request.items.length === 0)
    throw validationError('El pedido debe tener al menos un producto; para anularlo, cancélalo', { items: 'Agrega al menos un producto' });
  const menu = new Map((await deps.menu.list(restaurantId)).map((m) => [m.id, m]));
  const old = new Map(before.items.map((i) => [lineKey(i), i]));
  const merged = new Map<string, OrderItem>();
  for (const line of request.items) {
    const priced = priceLine(line, old, menu);
    const key = lineKey(priced);
    const same = merged.get(key);
    merged.set(key, same ? { ...same, quantity: same.quantity + priced.quantity } : priced);
  }
  const items = [...merged.values()];
  const deliveryAddress = request.deliveryAddress?.trim() || before.deliveryAddress;
  const notes = request.notes === undefined ? before.notes : request.notes?.trim() || null;
  const edit: OrderEdit = { items, total: orderTotal(items) + before.deliveryFee, deliveryAddress, notes };
  const { staff, customer } = describeEdit(before, edit);
  if (staff.length === 0) throw validationError('No hay cambios que guardar');
  const order = await deps.orders.editIfOpen(restaurantId, orderId, edit);
  if (!order) throw conflict(CLOSED);
  await deps.changes.record({ restaurantId, orderId, at: deps.clock.now(), author, kind: 'edit', summary: staff.join('; ') });
  const message = customer.length
    ? `Actualizamos tu pedido ${formatOrderNumber(order.number)}: ${customer.join('; ')}. Nuevo total: ${formatMxn(order.total)}.`
    : null;
  const notice: StatusNotice = message
    ? await deps.statusMessages.sendToCustomer(order, message, author)
    : { outcome: 'skipped', reason: 'no_message' };
  return { order, notice };
}
