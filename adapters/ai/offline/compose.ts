import type { AssistantContext, ToolCall } from '../../../core/assistant/language-model.js';
import type { Memory } from './memory.js';
import { askAddress, pendingQuestion } from './decide.js';
import { summary, TONES } from './tone.js';

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
  confirmado?: boolean;
  pedido?: { productos: { producto: string; cantidad: number; precioUnitario: number; notas: string | null }[]; direccion: string; nombre: string | null; total: string };
}

const list = (items: string[]) => items.join(', ').replace(/, ([^,]*)$/, ' y $1');

/** Turns the results of the tools we asked for into the customer's reply, and decides what we ask next. */
export function compose(context: AssistantContext, memory: Memory, calls: ToolCall[], results: Map<string, Result>): { text: string; memory: Memory } {
  const tone = TONES[context.personality];
  const parts = [...memory.lead];
  const mem: Memory = { ...memory, lead: [] };
  const added: string[] = [];
  let changedCart = false;
  let showMenu = false;
  let showCart = false;
  let amended: NonNullable<Result['pedido']> | null = null;
  const linesOf = (p: NonNullable<Result['pedido']>) => p.productos.map((l) => ({ name: l.producto, quantity: l.cantidad, unitPrice: l.precioUnitario, notes: l.notas }));

  for (const call of calls) {
    const r = results.get(call.id);
    if (!r) continue;
    if (r.error === 'no_modificable') {
      if (!parts.includes(r.mensaje)) parts.push(r.mensaje);
      continue;
    }
    if (r.actualizado && r.pedido && !r.cancelado) amended = r.pedido;
    switch (call.name) {
      case 'agregar_producto':
        if (r.ok) {
          added.push(`${r.cantidad} ${r.producto}${r.notas ? ` (${r.notas})` : ''}`);
          changedCart = true;
        } else if (r.error === 'agotado') parts.push(`Uy, ${r.producto} está agotado por hoy.${r.sugerencias?.length ? ` ¿Te late ${list(r.sugerencias.slice(0, 3)).replace(/ y ([^ ]+)$/, ' o $1')}?` : ''}`);
        else if (r.error === 'no_existe') {
          const wanted = String(call.arguments.producto ?? '');
          parts.push(`No manejamos "${wanted}".${r.sugerencias?.length ? ` ¿Quizá te refieres a ${list(r.sugerencias).replace(/ y ([^ ]+)$/, ' o $1')}?` : ' ¿Quieres que te mande el menú?'}`);
        } else parts.push(r.mensaje);
        break;
      case 'quitar_producto':
        parts.push(r.ok ? `Listo, quité ${r.producto} de tu pedido.` : `No encontré ${String(call.arguments.producto)} en tu pedido.`);
        changedCart ||= r.ok;
        break;
      case 'cambiar_cantidad':
        parts.push(r.ok ? `${tone.ok} Ahora son ${r.cantidad} de ${r.producto}.` : r.mensaje);
        changedCart ||= r.ok;
        break;
      case 'datos_entrega':
        changedCart = true;
        if (call.arguments.nombre && !context.cart.lines.length) parts.push(`Mucho gusto, ${String(call.arguments.nombre)}. ¿Qué se te antoja hoy?`);
        break;
      case 'ver_pedido':
        showCart = true;
        break;
      case 'ver_menu':
        if (r.ok && r.productos) {
          const byCategory = new Map<string, string[]>();
          for (const p of r.productos) {
            byCategory.set(p.categoria, [...(byCategory.get(p.categoria) ?? []), `• ${p.producto} — ${p.disponible ? p.precio : 'agotado'}`]);
          }
          parts.push([...byCategory].map(([c, items]) => `*${c}*\n${items.join('\n')}`).join('\n\n'));
          showMenu = true;
        } else parts.push(r.mensaje);
        break;
      case 'cancelar_pedido':
        if (r.cancelado || r.actualizado) mem.placed = null;
        mem.pending = [];
        mem.confirmWhenAddress = false;
        mem.lastAsk = null;
        return { text: [...parts, tone.cancelled].join('\n\n'), memory: mem };
      case 'confirmar_pedido':
        if (r.confirmado && r.pedido) {
          mem.lastAsk = null;
          return { text: [...parts, 'Tu pedido ya está confirmado y en camino a la cocina.', summary(tone, linesOf(r.pedido), r.pedido.direccion)].join('\n\n'), memory: mem };
        }
        if (r.ok && r.pedido) {
          const p = r.pedido;
          const lines = p.productos.map((l) => ({ name: l.producto, quantity: l.cantidad, unitPrice: l.precioUnitario, notes: l.notas }));
          mem.pending = [];
          mem.confirmWhenAddress = false;
          mem.lastAsk = null;
          mem.lastAddress = p.direccion;
          mem.placed = p.productos.map((l) => l.producto);
          return { text: [...parts, tone.confirmed(p.nombre), summary(tone, lines, p.direccion), tone.thanksForOrder].join('\n\n'), memory: mem };
        }
        if (r.error === 'sin_direccion') {
          mem.confirmWhenAddress = true;
          return { text: [...parts, askAddress(mem, tone)].join('\n\n'), memory: mem };
        }
        parts.push(r.error === 'vacio' ? tone.nothingYet : r.mensaje);
        break;
    }
  }
  if (amended) {
    mem.placed = amended.productos.map((l) => l.producto);
    mem.lastAsk = null;
    const done = parts.filter((p) => !p.startsWith('Listo, quité') && !p.includes('Ahora son'));
    return { text: [...done, 'Listo, actualicé tu pedido confirmado.', summary(tone, linesOf(amended), amended.direccion)].join('\n\n'), memory: mem };
  }
  if (added.length) parts.push(`${tone.ok} Anoté ${list(added)}.`);
  const cart = context.cart;
  if (mem.pending.length) {
    parts.push(...pendingQuestion(mem, tone));
  } else if ((changedCart || showCart) && cart.lines.length) {
    parts.push(summary(tone, cart.lines, cart.deliveryAddress));
    if (cart.deliveryAddress) {
      mem.lastAsk = 'confirm';
      parts.push(mem.confirmWhenAddress ? tone.askConfirm : tone.askConfirm);
    } else {
      mem.lastAsk = 'more';
      parts.push(tone.askMore);
    }
  } else if (showCart || (changedCart && !cart.lines.length && !calls.some((c) => c.name === 'datos_entrega'))) {
    parts.push(tone.nothingYet);
  } else if (showMenu) {
    parts.push(context.personality === 'professional' ? '¿Qué desea ordenar?' : '¿Qué se te antoja?');
  }
  const address = calls.find((c) => c.name === 'datos_entrega')?.arguments.direccion;
  if (!cart.lines.length && address) parts.push(`Anoté tu dirección: ${String(address)}. ${tone.startOrder}`);
  return { text: parts.length ? parts.join('\n\n') : tone.help, memory: mem };
}
