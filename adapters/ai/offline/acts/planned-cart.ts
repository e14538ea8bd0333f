import type { AssistantContext } from '../../../../core/assistant/language-model.js';
import type { MenuItem } from '../../../../core/menu/menu-item.js';
import { normalize } from '../../../../core/assistant/text.js';
import { pendingQuestion } from '../changes.js';
import type { Memory } from '../memory.js';
import type { Tone } from '../tone.js';
import type { PlannedCall } from '../turn.js';

/*
 * A run of bubbles is read bubble by bubble, each against the lines the bubbles before it asked
 * for. This is the engine's own model of that order: the lines its planned calls name, applied as
 * the engine meant them (an exact menu name it chose, a quantity, a note). It never runs core's
 * executor and never guesses core's results: a call naming no menu item, or a sold-out one, adds
 * nothing here, and the real results come back to `compose` once all the calls went out together.
 */

export type PlannedCart = AssistantContext['cart'];

type Line = PlannedCart['lines'][number];

/** The options a call names, as the item's groups list them (the line keeps them when written again). */
function optionsOf(item: MenuItem, said: unknown): NonNullable<Line['options']> {
  const names = Array.isArray(said) ? said.filter((s): s is string => typeof s === 'string') : [];
  return names.map((name) => {
    const group = (item.optionGroups ?? []).find((g) => g.options.some((o) => o.name === name));
    return { group: group?.name ?? '', name, price: group?.options.find((o) => o.name === name)?.price ?? 0 };
  });
}
const sameOptions = (a: Line['options'], b: Line['options']) =>
  (a ?? []).map((o) => o.name).join('|') === (b ?? []).map((o) => o.name).join('|');

const int = (value: unknown): number | null => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The cart the engine's planned calls ask for, read from the menu alone. */
export function withPlannedCalls(cart: PlannedCart, calls: PlannedCall[], menu: MenuItem[]): PlannedCart {
  let next: PlannedCart = cart;
  for (const call of calls) next = applyPlanned(next, call, menu);
  return next;
}

function applyPlanned(cart: PlannedCart, call: PlannedCall, menu: MenuItem[]): PlannedCart {
  const args = call.arguments;
  const item = menu.find((i) => i.name === args.producto);
  const lines = cart.lines;
  switch (call.name) {
    case 'agregar_producto': {
      const quantity = int(args.cantidad) ?? 1;
      if (!item || item.available === false) return cart;
      const notes = text(args.notas);
      const options = optionsOf(item, args.opciones);
      const same = lines.findIndex((l) => l.menuItemId === item.id && l.notes === notes && sameOptions(l.options, options));
      if (same >= 0) return { ...cart, lines: lines.map((l, i) => (i === same ? { ...l, quantity: l.quantity + quantity } : l)) };
      const unitPrice = item.price + options.reduce((sum, o) => sum + o.price, 0);
      const line: Line = { menuItemId: item.id, name: item.name, unitPrice, quantity, notes, ...(options.length ? { options } : {}) };
      return { ...cart, lines: [...lines, line] };
    }
    case 'quitar_producto': {
      if (!item) return cart;
      let left = int(args.cantidad) ?? Infinity;
      // With notas, only the line carrying them ('' = the plain one), as core does.
      const notes = typeof args.notas === 'string' ? normalize(args.notas) : undefined;
      const kept = [...lines].reverse().flatMap((l) => {
        if (l.menuItemId !== item.id || left <= 0 || (notes !== undefined && normalize(l.notes ?? '') !== notes)) return [l];
        const taken = Math.min(left, l.quantity);
        left -= taken;
        return l.quantity > taken ? [{ ...l, quantity: l.quantity - taken }] : [];
      });
      return { ...cart, lines: kept.reverse() };
    }
    case 'cambiar_cantidad': {
      const quantity = int(args.cantidad);
      const first = item ? lines.findIndex((l) => l.menuItemId === item.id) : -1;
      if (!item || quantity === null || first < 0) return cart;
      return {
        ...cart,
        lines: lines.map((l, i) => (i === first ? { ...l, quantity } : l)).filter((l, i) => l.menuItemId !== item.id || i === first),
      };
    }
    case 'datos_entrega':
      return {
        ...cart,
        deliveryAddress: text(args.direccion) ?? cart.deliveryAddress,
        customerName: text(args.nombre) ?? cart.customerName,
        ...(args.tipo_entrega === 'recoger' ? { fulfillment: 'pickup' as const } : {}),
      };
    case 'confirmar_pedido':
    case 'cancelar_pedido':
      return confirmable(cart) || call.name === 'cancelar_pedido' ? { ...cart, lines: [] } : cart;
    default:
      return cart;
  }
}

const confirmable = (cart: PlannedCart) =>
  cart.lines.length > 0 && (cart.deliveryAddress !== null || cart.fulfillment === 'pickup') && !cart.guards?.pending?.length;

/**
 * What the engine remembers after a bubble's calls, as its reply would leave it: the question it
 * asks next ("¿De cuál…?", "¿Algo más?", "¿Te confirmo?"), the order it placed or cancelled, the
 * dish it could not sell. Read from the planned calls and the planned cart only.
 */
export function rememberPlanned(
  mem: Memory,
  calls: PlannedCall[],
  before: PlannedCart,
  after: PlannedCart,
  menu: MenuItem[],
  tone: Tone,
): Memory {
  const next: Memory = { ...mem, lead: [], tail: [] };
  for (const call of calls) {
    const item = menu.find((i) => i.name === call.arguments.producto);
    if (call.name === 'agregar_producto' && item?.available === false) {
      next.refused = item.name;
      next.refusedQuantity = int(call.arguments.cantidad);
    }
    if (call.name === 'cancelar_pedido')
      Object.assign(next, { placed: null, placedLines: null, pending: [], confirmWhenAddress: false, lastAsk: null });
  }
  const confirming = calls.some((c) => c.name === 'confirmar_pedido');
  if (confirming && confirmable(withoutConfirm(before, calls, menu))) {
    const placed = withoutConfirm(before, calls, menu);
    return {
      ...next,
      pending: [],
      confirmWhenAddress: false,
      lastAsk: null,
      lastAddress: placed.deliveryAddress,
      placed: placed.lines.map((l) => l.name),
      placedLines: placed.lines.map((l) => ({ name: l.name, quantity: l.quantity, notes: l.notes })),
    };
  }
  if (confirming && after.lines.length) return { ...next, confirmWhenAddress: true, lastAsk: 'address' };
  if (next.pending.length) {
    pendingQuestion(next, tone);
    return next;
  }
  const shown = calls.some((c) => ['datos_entrega', 'forma_pago', 'ver_pedido', 'repetir_pedido'].includes(c.name));
  if (after.lines.length && (shown || JSON.stringify(after.lines) !== JSON.stringify(before.lines))) {
    next.lastAsk = after.deliveryAddress !== null || after.fulfillment === 'pickup' ? 'confirm' : 'more';
  }
  return next;
}

/** The cart just before `confirmar_pedido` (the calls before it applied). */
function withoutConfirm(before: PlannedCart, calls: PlannedCall[], menu: MenuItem[]): PlannedCart {
  const at = calls.findIndex((c) => c.name === 'confirmar_pedido');
  return withPlannedCalls(before, calls.slice(0, at), menu);
}
