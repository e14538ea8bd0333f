import type { AssistantContext, ToolCall } from '../../../core/assistant/language-model.js';
import type { Memory } from './memory.js';
import { askAddress, pendingQuestion } from './changes.js';
import { helpText, type Tone, TONES } from './tone.js';
import { cartSummary, deliveryBlocker, placedSummary } from './acts/delivery.js';
import { answeredLater, rememberOptions } from './acts/options.js';
import { paymentWords } from './acts/payment.js';
import { repeatedWords, savedAddressAfterRepeat } from './acts/returning.js';
import { listAnd, listOr } from '../../../core/shared/spanish-list.js';

type Order = {
  productos: { producto: string; cantidad: number; precioUnitario: number; notas: string | null; opciones?: string }[];
  direccion: string;
  nombre: string | null;
  total: string;
};

interface Result {
  ok: boolean;
  mensaje: string;
  error?: string;
  producto?: string;
  cantidad?: number;
  notas?: string | null;
  sugerencias?: string[];
  opciones?: string[];
  productos?: { producto: string; categoria: string; precio: string; disponible: boolean }[];
  actualizado?: boolean;
  cancelado?: boolean;
  descartado?: string;
  confirmado?: boolean;
  pedido?: Order;
}

/** What the tool results add up to while the reply is being written. */
interface Draft {
  context: AssistantContext;
  tone: Tone;
  mem: Memory;
  parts: string[];
  added: string[];
  changedCart: boolean;
  showMenu: boolean;
  showCart: boolean;
  amended: Order | null;
  /** The confirmed order core read back for ver_pedido while the new cart is empty. */
  placedShown: Order | null;
  /** datos_entrega was refused: its address is not said back as noted. */
  addressRefused: boolean;
  /** A reply that ends the composition right away (confirmed, cancelled, asking the address). */
  done: string | null;
  /** What later lines of a run of bubbles said after these tools: it closes the reply instead of our question. */
  tail: string[];
  calls: ToolCall[];
}

const linesOf = (p: Order) =>
  p.productos.map((l) => ({
    name: l.opciones ? `${l.producto} (${l.opciones})` : l.producto,
    quantity: l.cantidad,
    unitPrice: l.precioUnitario,
    notes: l.notas,
  }));

const placedLines = (p: Order) => p.productos.map((l) => ({ name: l.producto, quantity: l.cantidad, notes: l.notas }));

/** Turns the results of the tools we asked for into the customer's reply, and decides what we ask next. */
export function compose(
  context: AssistantContext,
  memory: Memory,
  calls: ToolCall[],
  results: Map<string, Result>,
): { text: string; memory: Memory } {
  const tone = TONES[context.personality];
  const d: Draft = {
    context,
    tone,
    mem: { ...memory, lead: [], tail: [] },
    parts: [...memory.lead],
    added: [],
    changedCart: false,
    showMenu: false,
    showCart: false,
    amended: null,
    placedShown: null,
    addressRefused: false,
    done: null,
    tail: memory.tail ?? [],
    calls,
  };
  for (const call of calls) {
    const r = results.get(call.id);
    if (!r) continue;
    if (r.error === 'no_modificable') {
      if (!d.parts.includes(r.mensaje)) d.parts.push(r.mensaje);
      continue;
    }
    if (r.actualizado && r.pedido && !r.cancelado) d.amended = r.pedido;
    describe(d, call, r);
    if (d.done !== null) return { text: d.done, memory: d.mem };
  }
  return { text: closing(d, calls), memory: d.mem };
}

function describe(d: Draft, call: ToolCall, r: Result) {
  const { tone, mem, parts } = d;
  switch (call.name) {
    case 'agregar_producto':
      rememberOptions(d.mem, call, r);
      if (asking(d, call, r)) break;
      if (r.ok) {
        d.added.push(
          `${r.cantidad} ${r.producto}${r.opciones?.length ? ` (${r.opciones.join(', ')})` : ''}${r.notas ? ` (${r.notas})` : ''}`,
        );
        d.changedCart = true;
      } else if (r.error === 'agotado') {
        d.mem.refused = r.producto ?? null;
        d.mem.refusedQuantity = typeof call.arguments.cantidad === 'number' ? call.arguments.cantidad : null;
        parts.push(
          `Uy, ${r.producto} está agotado por hoy.${r.sugerencias?.length ? ` ¿Te late ${listOr(r.sugerencias.slice(0, 3))}?` : ''}`,
        );
      } else if (r.error === 'no_existe') {
        const wanted = String(call.arguments.producto ?? '');
        d.mem.refusedQuantity = typeof call.arguments.cantidad === 'number' ? call.arguments.cantidad : null;
        parts.push(
          `No manejamos "${wanted}".${r.sugerencias?.length ? ` ¿Quizá te refieres a ${listOr(r.sugerencias)}?` : ' ¿Quieres que te mande el menú?'}`,
        );
      } else if (!answeredLater(d.calls, call, r)) parts.push(r.mensaje);
      break;
    case 'quitar_producto':
      removal(d, call, r);
      break;
    case 'cambiar_cantidad':
      parts.push(r.ok ? `${tone.ok} Ahora son ${r.cantidad} de ${r.producto}.` : r.mensaje);
      d.changedCart ||= r.ok;
      break;
    case 'datos_entrega':
      // Refused (the confirmed order's new address outside the zones, or waiting on its colonia): say why, never "anoté".
      if (!r.ok) {
        if (!parts.includes(r.mensaje)) parts.push(r.mensaje);
        d.addressRefused = true;
        break;
      }
      d.changedCart = true;
      if (call.arguments.nombre && !d.context.cart.lines.length)
        parts.push(`Mucho gusto, ${String(call.arguments.nombre)}. ¿Qué se te antoja hoy?`);
      break;
    case 'forma_pago':
      parts.push(paymentWords(call, r as unknown as Result & Record<string, unknown>));
      d.changedCart = true;
      break;
    case 'ver_pedido':
      d.showCart = true;
      // "¿cuánto fue?" after "confirmado": core reads back the placed order (the new cart is empty).
      if (r.confirmado && r.pedido) d.placedShown = r.pedido;
      break;
    case 'ver_menu':
      menu(d, r);
      break;
    case 'cancelar_pedido':
      if (r.cancelado || r.actualizado) mem.placed = mem.placedLines = null;
      mem.pending = [];
      mem.confirmWhenAddress = false;
      mem.lastAsk = null;
      d.done = [...parts, tone.cancelled].join('\n\n');
      break;
    case 'confirmar_pedido':
      confirmation(d, r);
      break;
    case 'repetir_pedido':
      parts.push(repeatedWords(r).text);
      d.changedCart ||= repeatedWords(r).changedCart;
      break;
  }
}

/**
 * The dish we asked "¿De cuál…?" about, sent to core with the customer's words: `ambiguo` means
 * core now holds the question (our candidates narrowed to the ones core offers); a dish core
 * knew at once closes our question and is reported as added; a name core does not know leaves
 * the question ours alone. True when nothing more is to be said about this call.
 */
function asking(d: Draft, call: ToolCall, r: Result): boolean {
  const words = String(call.arguments.producto ?? '');
  const at = d.mem.pending.findIndex((p) => p.words === words);
  if (at < 0) return false;
  const choice = d.mem.pending[at]!;
  if (r.ok) {
    d.mem.pending = d.mem.pending.filter((_, i) => i !== at);
    d.mem.lastItem = r.producto ?? d.mem.lastItem;
    return false;
  }
  const offered = r.error === 'ambiguo' ? choice.candidates.filter((c) => r.opciones?.includes(c)) : [];
  const candidates = offered.length > 1 ? offered : choice.candidates;
  d.mem.pending = d.mem.pending.map((p, i) => (i === at ? { ...p, candidates, held: r.error === 'ambiguo' || p.held } : p));
  return r.error === 'ambiguo' || r.error === 'no_existe';
}

function menu(d: Draft, r: Result) {
  if (!r.ok || !r.productos) {
    d.parts.push(r.mensaje);
    return;
  }
  const byCategory = new Map<string, string[]>();
  for (const p of r.productos)
    byCategory.set(p.categoria, [...(byCategory.get(p.categoria) ?? []), `• ${p.producto} — ${p.disponible ? p.precio : 'agotado'}`]);
  d.parts.push([...byCategory].map(([c, items]) => `*${c}*\n${items.join('\n')}`).join('\n\n'));
  d.showMenu = true;
}

function confirmation(d: Draft, r: Result) {
  const { tone, mem, parts } = d;
  if (r.confirmado && r.pedido) {
    mem.lastAsk = null;
    d.done = [
      ...parts,
      'Tu pedido ya está confirmado y en camino a la cocina.',
      placedSummary(tone, linesOf(r.pedido), r.pedido.direccion, r.pedido.total),
    ].join('\n\n');
  } else if (r.ok && r.pedido) {
    const p = r.pedido;
    mem.pending = [];
    mem.confirmWhenAddress = false;
    mem.lastAsk = null;
    mem.lastAddress = p.direccion;
    mem.placed = p.productos.map((l) => l.producto);
    mem.placedLines = placedLines(p);
    d.done = [...parts, tone.confirmed(p.nombre), placedSummary(tone, linesOf(p), p.direccion, p.total), tone.thanksForOrder].join('\n\n');
  } else if (r.error === 'sin_direccion') {
    mem.confirmWhenAddress = true;
    d.done = [...parts, askAddress(mem, tone)].join('\n\n');
  } else parts.push(r.error === 'vacio' ? tone.nothingYet : r.mensaje);
}

/** quitar_producto's result in the customer's words: taken off, dropped while asked about, or the order's last dish (cancelled). */
function removal(d: Draft, call: ToolCall, r: Result) {
  const { tone, mem, parts } = d;
  // Written again with a note ("sin cebolla"): the new line says it all.
  if (r.ok && d.calls.some((c) => c.name === 'agregar_producto' && c.arguments.producto === call.arguments.producto)) {
    d.changedCart = true;
    return;
  }
  // The confirmed order's last dish taken off: core cancelled the order, and the reply says so.
  if (r.ok && r.cancelado) {
    mem.placed = mem.placedLines = null;
    mem.pending = [];
    mem.lastAsk = null;
    d.done = [...parts, `Listo, quité ${String(r.producto ?? call.arguments.producto)}.`, tone.cancelled].join('\n\n');
    return;
  }
  // A dish still being asked about ("¿De cuál refresco?" → "siempre no el refresco"): core drops the question.
  if (r.ok && r.descartado) {
    if (!d.calls.some((c) => c.name === 'agregar_producto')) parts.push(`Va, no agrego ${String(call.arguments.producto)}.`);
  } else parts.push(r.ok ? `Listo, quité ${r.producto} de tu pedido.` : `No encontré ${String(call.arguments.producto)} en tu pedido.`);
  d.changedCart ||= r.ok;
}

/** After every result: what was added, the summary or the open question, and what we ask next. */
function closing(d: Draft, calls: ToolCall[]): string {
  const { tone, mem, parts, context } = d;
  if (d.amended) {
    mem.placed = d.amended.productos.map((l) => l.producto);
    mem.placedLines = placedLines(d.amended);
    mem.lastAsk = null;
    // A dish taken off the confirmed order altogether is said ("Listo, quité …"); the summary says the rest.
    const gone = (p: string) => !d.amended!.productos.some((l) => p.includes(`quité ${l.producto} `));
    const kept = parts.filter((p) => (!p.startsWith('Listo, quité') || gone(p)) && !p.includes('Ahora son'));
    return [
      ...kept,
      'Listo, actualicé tu pedido confirmado.',
      placedSummary(tone, linesOf(d.amended), d.amended.direccion, d.amended.total),
      // "ya no quiero las quesabirrias, mejor 4 tacos" after "confirmado": the question about the new dish is still asked.
      ...(mem.pending.length ? pendingQuestion(mem, tone) : []),
    ].join('\n\n');
  }
  if (d.added.length) parts.push(`${tone.ok} Anoté ${listAnd(d.added)}.`);
  const cart = context.cart;
  if (d.tail.length) {
    // The later lines already asked what comes next ("¿A qué dirección…?"): that stays the question.
    const ask = mem.lastAsk;
    if (mem.pending.length) parts.push(...pendingQuestion(mem, tone));
    mem.lastAsk = ask;
    return [...parts, ...d.tail].join('\n\n');
  }
  const address = d.addressRefused ? undefined : calls.find((c) => c.name === 'datos_entrega')?.arguments.direccion;
  if (mem.pending.length) {
    // An address said while "¿De cuál…?" is open is kept and said back; the question stays, with how to let it go.
    if (address) parts.push(`Anoté tu dirección: ${String(address)}.`);
    parts.push(...pendingQuestion(mem, tone));
    if (address) parts.push(tone.whichNone);
  } else if ((d.changedCart || d.showCart) && cart.lines.length) {
    parts.push(cartSummary(tone, context));
    const ready = cart.deliveryAddress || cart.fulfillment === 'pickup';
    mem.lastAsk = ready ? 'confirm' : 'more';
    parts.push(ready ? (deliveryBlocker(context, mem) ?? tone.askConfirm) : (savedAddressAfterRepeat(mem, calls, tone) ?? tone.askMore));
  } else if (d.placedShown && !cart.lines.length) {
    const p = d.placedShown;
    parts.push(placedSummary(tone, linesOf(p), p.direccion, p.total));
  } else if (d.showCart || (d.changedCart && !cart.lines.length && !calls.some((c) => c.name === 'datos_entrega'))) {
    parts.push(tone.nothingYet);
  } else if (d.showMenu) {
    parts.push(context.personality === 'professional' ? '¿Qué desea ordenar?' : '¿Qué se te antoja?');
  }
  // After "confirmado" the address is the placed order's: nothing new to order is asked for.
  if (!cart.lines.length && address && !mem.pending.length)
    parts.push(mem.placed ? `Anoté tu dirección: ${String(address)}.` : `Anoté tu dirección: ${String(address)}. ${tone.startOrder}`);
  return parts.length ? parts.join('\n\n') : helpText(tone, context.menu);
}
