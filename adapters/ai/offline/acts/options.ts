import { normalize, stem } from '../../../../core/assistant/text.js';
import type { MenuItem } from '../../../../core/menu/menu-item.js';
import type { Memory } from '../memory.js';
import type { Decision, PlannedCall, Turn } from '../turn.js';
import type { MenuMatcher } from '../../../../core/assistant/menu-matcher.js';

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
/** "la mitad de queso": how the kitchen splits a pack, a note beside the chosen fillings. */
const HALF = /\b(la mitad de [\p{L}]+(?: y (?:la )?(?:otra )?mitad de [\p{L}]+)?|mitad de [\p{L}]+ y mitad de [\p{L}]+)/iu;

/** Words that carry no choice: "con extra de queso" and "queso" choose the same. */
const FILLER = new Set([
  'con',
  'de',
  'del',
  'extra',
  'extras',
  'la',
  'el',
  'los',
  'las',
  'y',
  'tamano',
  'pzas',
  'pza',
  'pz',
  'piezas',
  'pieza',
]);
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
  // "con salsa verde": the group's own name ("Salsa") is no note either.
  const optionKeys = new Set(item.optionGroups.flatMap((g) => [...keysOf(g.name), ...g.options.flatMap((o) => keysOf(o.name))]));
  const rest = keysOf(notes).filter((w) => !optionKeys.has(w) && !REMOVAL.has(w) && !/^(un|una|porfa|favor|por)$/.test(w));
  return rest.length ? notes : null;
}

/**
 * "hamburguesa grande" when the menu has one Hamburguesa whose size is an option: the words left
 * once that item's option words are taken out name it. Items without option groups are never
 * found this way, so their lines read as before.
 */
export function namedWithOptions(matcher: MenuMatcher, menu: MenuItem[], producto: unknown): MenuItem | undefined {
  if (typeof producto !== 'string') return undefined;
  const tokens = normalize(producto).split(' ').filter(Boolean);
  for (const item of menu) {
    if (!item.optionGroups?.length) continue;
    // "Torta Ahogada" with a "Bien ahogada" sauce: the dish's own words stay.
    const own = new Set(keysOf(item.name));
    const optionKeys = new Set(item.optionGroups.flatMap((g) => g.options.flatMap((o) => keysOf(o.name))).filter((k) => !own.has(k)));
    const rest = tokens.filter((w) => !optionKeys.has(key(w)));
    if (!rest.length || rest.length === tokens.length) continue;
    const found = matcher.resolveMenuItem(rest.join(' '), menu);
    if (found.kind === 'found' && found.item === item) return item;
    // "papas grandes" with "Papas Locas" also on the menu: the one whose options the other words name.
    if (
      found.kind === 'ambiguous' &&
      found.candidates.includes(item) &&
      !found.candidates.some((c) => c !== item && c.optionGroups?.length)
    )
      return item;
  }
  return undefined;
}

/** The item a line means, counting one named with its options ("papas grandes"). */
function lineItem(matcher: MenuMatcher, menu: MenuItem[], line: { candidates: MenuItem[]; words: string }): MenuItem | undefined {
  if (line.candidates.length === 1) return line.candidates[0];
  return namedWithOptions(matcher, menu, line.words);
}

/**
 * "un dogo con tocino y queso": "queso" is the dogo's extra, not the "Nachos con Queso"; "unas
 * papas grandes y unas chicas": "chicas" is the other size. A line whose words are all options of
 * another line's dish is dropped (that dish's options are read from the whole message).
 */
export function dropOptionWords(t: Turn): null {
  if (t.lines.length < 2) return null;
  const dishes = t.lines
    .map((l) => (l.same ? undefined : lineItem(t.lexicons.matcher, t.context.menu, l)))
    .filter((i) => i?.optionGroups?.length) as MenuItem[];
  if (!dishes.length) return null;
  t.lines = t.lines.filter((l) => {
    if (l.same) return true;
    const words = keysOf(l.words).filter((w) => !/^(un|una|unos|unas|porfa)$/.test(w));
    if (!words.length) return true;
    return !dishes.some((dish) => {
      if (l.candidates.length === 1 && l.candidates[0] === dish) return false;
      const optionKeys = new Set(dish.optionGroups.flatMap((g) => g.options.flatMap((o) => keysOf(o.name))));
      return words.every((w) => optionKeys.has(w));
    });
  });
  return null;
}

const COUNT = /^(un|una|uno|unos|unas|otra|otro|otras|otros)$/;

/** "unas grandes y unas chicas": every size but the first has its own "una"/"unas" before it (one word may stand between). */
function eachCounted(options: string[], text: string): boolean {
  const said = normalize(text).split(' ');
  const at = options.map((o) => said.findIndex((w) => key(w) === keysOf(o)[0])).sort((a, b) => a - b);
  return at.slice(1).every((i) => i > 0 && (COUNT.test(said[i - 1]!) || (i > 1 && COUNT.test(said[i - 2]!))));
}

/**
 * "dos tortas ahogadas, una grande y una chica": two sizes of one single-choice group make two
 * lines, one per size, each with the other options said.
 */
function splitBySingleChoice(item: MenuItem, call: PlannedCall, opciones: string[], text: string): PlannedCall[] {
  for (const group of item.optionGroups) {
    if (group.kind !== 'single') continue;
    const inGroup = opciones.filter((o) => group.options.some((g) => g.name === o));
    if (inGroup.length < 2) continue;
    // "una hamburguesa chica y grande" is one dish with two sizes: core asks which.
    const counted = typeof call.arguments.cantidad === 'number' && call.arguments.cantidad >= inGroup.length;
    if (!counted && !eachCounted(inGroup, text)) return [call];
    const others = opciones.filter((o) => !inGroup.includes(o));
    return inGroup.map((choice) => ({
      name: call.name,
      arguments: { ...call.arguments, cantidad: 1, opciones: [choice, ...others] },
    }));
  }
  return [call];
}

/** Puts the options the customer named on each `agregar_producto` of an item that has option groups. */
export function withOptions(t: Turn, decision: Decision): Decision {
  for (const call of decision.calls) {
    if (call.name === 'cancelar_pedido') decision.memory.options = null;
    if (call.name !== 'agregar_producto' || call.arguments.opciones) continue;
    const item =
      t.context.menu.find((i) => i.name === call.arguments.producto) ??
      namedWithOptions(t.lexicons.matcher, t.context.menu, call.arguments.producto);
    if (!item?.optionGroups?.length) continue;
    if (call.arguments.producto !== item.name) decision.memory.lastItem = item.name;
    call.arguments.producto = item.name;
    // Written again ("sin cebolla" after ordering it): the line's own choices stay.
    const rewritten = decision.calls.some((c) => c.name === 'quitar_producto' && c.arguments.producto === item.name);
    const had = rewritten ? t.context.cart.lines.filter((l) => l.menuItemId === item.id).flatMap((l) => l.options ?? []) : [];
    const opciones = [...new Set([...had.map((o) => o.name), ...optionsSaid(item, t.text)])];
    if (!opciones.length) continue;
    call.arguments.opciones = opciones;
    // "empanadas de 12" with a "12 piezas" option: one order of twelve, not twelve orders.
    const pack = opciones.map((o) => /^(\d+)\s/.exec(o)?.[1]).find((n) => n && Number(n) === call.arguments.cantidad);
    if (pack) call.arguments.cantidad = 1;
    const half = HALF.exec(t.text)?.[1];
    if (half && !call.arguments.notas) call.arguments.notas = half;
    if (typeof call.arguments.notas === 'string') {
      const notes = leftover(call.arguments.notas, item);
      if (notes) call.arguments.notas = notes;
      else delete call.arguments.notas;
    }
  }
  const calls = decision.calls.flatMap((call) => {
    const item =
      call.name === 'agregar_producto' &&
      Array.isArray(call.arguments.opciones) &&
      t.context.menu.find((i) => i.name === call.arguments.producto);
    return item ? splitBySingleChoice(item, call, call.arguments.opciones as string[], t.text) : [call];
  });
  return calls.length === decision.calls.length ? decision : { ...decision, calls };
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
