import { resolveMenuItem } from '../../../../core/assistant/menu-matcher.js';
import { normalize, stem } from '../../../../core/assistant/text.js';
import type { MenuItem } from '../../../../core/menu/menu-item.js';
import type { Memory } from '../memory.js';
import type { Decision, PlannedCall, Turn } from '../turn.js';

/** A dish whose required choice core asked for ("¿De qué tamaño…?"): the next message may answer it. */
export interface PendingOptions {
  producto: string;
  cantidad: number;
  notas: string | null;
  opciones: string[];
}

/** "chica"/"chico", "grandes"/"grande": one key for both, so a size is found in either gender or number. */
const key = (word: string) => {
  const s = stem(word);
  return s.length > 3 ? s.replace(/[ao]$/, '') : s;
};
/** Words that carry no choice: "con extra de queso" and "queso" choose the same. */
const FILLER = new Set(['con', 'de', 'del', 'extra', 'extras', 'la', 'el', 'los', 'las', 'y', 'tamano']);
const REMOVAL = new Set(['sin', 'quitale', 'quita', 'quitenle', 'no']);
const keysOf = (text: string) =>
  normalize(text)
    .split(' ')
    .filter((w) => w && !FILLER.has(w))
    .map(key);

/** Where an option's words stand, in a row, in the customer's words; -1 when they are not there. */
function indexOf(said: string[], words: string[]): number {
  if (!words.length) return -1;
  for (let i = 0; i + words.length <= said.length; i++) if (words.every((w, j) => said[i + j] === w)) return i;
  return -1;
}

/**
 * The item's options named in the customer's words, as core's chooseOptions reads them:
 * "la grande" → ["Grande"], "con extra tocino" → ["Tocino"], "sin cebolla" → ["sin Cebolla"].
 * Only words naming one of this item's options count; an item without option groups gives [].
 */
export function optionsSaid(item: MenuItem, text: string): string[] {
  if (!item.optionGroups?.length) return [];
  const said = keysOf(text);
  const opciones: string[] = [];
  for (const group of item.optionGroups) {
    for (const option of group.options) {
      const at = indexOf(said, keysOf(option.name));
      if (at < 0) continue;
      const removed = at > 0 && REMOVAL.has(said[at - 1]!);
      if (group.kind === 'remove' && removed) opciones.push(`sin ${option.name}`);
      // "sin queso" is not a choice of the extra Queso.
      else if (group.kind !== 'remove' && !removed) opciones.push(option.name);
    }
  }
  return opciones;
}

/** A line's note once its options are chosen: null when it said nothing but the options. */
function leftover(notes: string, item: MenuItem): string | null {
  const optionKeys = new Set(item.optionGroups.flatMap((g) => g.options.flatMap((o) => keysOf(o.name))));
  const rest = keysOf(notes).filter((w) => !optionKeys.has(w) && !REMOVAL.has(w) && !/^(un|una|porfa|favor|por)$/.test(w));
  return rest.length ? notes : null;
}

/**
 * "hamburguesa grande" when the menu has one Hamburguesa whose size is an option: the words left
 * once that item's option words are taken out name it. Items without option groups are never
 * found this way, so their lines read as before.
 */
function namedWithOptions(menu: MenuItem[], producto: unknown): MenuItem | undefined {
  if (typeof producto !== 'string') return undefined;
  const tokens = normalize(producto).split(' ').filter(Boolean);
  for (const item of menu) {
    if (!item.optionGroups?.length) continue;
    const optionKeys = new Set(item.optionGroups.flatMap((g) => g.options.flatMap((o) => keysOf(o.name))));
    const rest = tokens.filter((w) => !optionKeys.has(key(w)));
    if (!rest.length || rest.length === tokens.length) continue;
    const found = resolveMenuItem(rest.join(' '), menu);
    if (found.kind === 'found' && found.item === item) return item;
  }
  return undefined;
}

/** Puts the options the customer named on each `agregar_producto` of an item that has option groups. */
export function withOptions(t: Turn, decision: Decision): Decision {
  for (const call of decision.calls) {
    if (call.name === 'cancelar_pedido') decision.memory.options = null;
    if (call.name !== 'agregar_producto' || call.arguments.opciones) continue;
    const item =
      t.context.menu.find((i) => i.name === call.arguments.producto) ?? namedWithOptions(t.context.menu, call.arguments.producto);
    if (!item?.optionGroups?.length) continue;
    if (call.arguments.producto !== item.name) decision.memory.lastItem = item.name;
    call.arguments.producto = item.name;
    // Written again ("sin cebolla" after ordering it): the line's own choices stay.
    const rewritten = decision.calls.some((c) => c.name === 'quitar_producto' && c.arguments.producto === item.name);
    const had = rewritten ? t.context.cart.lines.filter((l) => l.menuItemId === item.id).flatMap((l) => l.options ?? []) : [];
    const opciones = [...new Set([...had.map((o) => o.name), ...optionsSaid(item, t.text)])];
    if (!opciones.length) continue;
    call.arguments.opciones = opciones;
    if (typeof call.arguments.notas === 'string') {
      const notes = leftover(call.arguments.notas, item);
      if (notes) call.arguments.notas = notes;
      else delete call.arguments.notas;
    }
  }
  return decision;
}

/**
 * "grande", "la chica", "verde" after core asked for a required choice: the pending dish again,
 * with what was chosen before plus the answer. Never decides alone (returns null): the rest of
 * the chain still reads an address or a "sí" in the same message.
 */
export function optionAnswer(t: Turn): Decision | null {
  const pending = t.memory.options;
  const item = pending && t.context.menu.find((i) => i.name === pending.producto);
  if (!pending || !item) return null;
  // "y un refresco grande": another dish named with words beyond this one's options is not the answer.
  const optionKeys = new Set(item.optionGroups.flatMap((g) => g.options.flatMap((o) => keysOf(o.name))));
  const other = t.lines.some(
    (l) => !l.same && l.candidates.length && !l.candidates.includes(item) && keysOf(l.words).some((w) => !optionKeys.has(w)),
  );
  if (other) return null;
  const opciones = optionsSaid(item, t.rest);
  if (!opciones.length) return null;
  t.calls.push({
    name: 'agregar_producto',
    arguments: {
      producto: item.name,
      cantidad: pending.cantidad,
      ...(pending.notas ? { notas: pending.notas } : {}),
      opciones: [...new Set([...pending.opciones, ...opciones])],
    },
  });
  t.mem.options = null;
  t.mem.lastItem = item.name;
  t.lines = [];
  t.rest = t.restN = '';
  return null;
}

/** After core's result: a missing or refused choice keeps the dish pending; any other result for it closes it. */
export function rememberOptions(mem: Memory, call: PlannedCall, r: { ok: boolean; error?: string; producto?: string }): void {
  // A refused choice ("Solo se puede elegir una opción de tamaño…") is asked again: the answer starts afresh.
  if (!r.ok && (r.error === 'faltan_opciones' || r.error === 'opcion_invalida')) {
    mem.options = {
      producto: r.producto ?? String(call.arguments.producto),
      cantidad: typeof call.arguments.cantidad === 'number' ? call.arguments.cantidad : 1,
      notas: typeof call.arguments.notas === 'string' ? call.arguments.notas : null,
      opciones: r.error === 'faltan_opciones' && Array.isArray(call.arguments.opciones) ? call.arguments.opciones.map(String) : [],
    };
  } else if (mem.options && [r.producto, call.arguments.producto].includes(mem.options.producto)) mem.options = null;
}

/** "una hamburguesa" / "grande" in one run of bubbles: the question the later bubble answered is not shown. */
export function answeredLater(calls: PlannedCall[], call: PlannedCall, r: { error?: string; producto?: string }): boolean {
  if (r.error !== 'faltan_opciones' && r.error !== 'opcion_invalida') return false;
  const later = calls.slice(calls.indexOf(call) + 1);
  return later.some((c) => c.name === 'agregar_producto' && c.arguments.producto === r.producto && Array.isArray(c.arguments.opciones));
}
