import type { MenuItem } from '../menu/menu-item.js';
import type { MenuOption, OptionGroup } from '../menu/option-groups.js';
import type { ChosenOption } from '../orders/order.js';
import { optionPrice } from '../menu/price-text.js';
import type { Cents } from '../shared/money.js';
import { editDistance, normalize, stem } from './text.js';
import { listOr } from '../shared/spanish-list.js';

/** What `agregar_producto.opciones` became: the priced choices, or a customer-safe question. */
export type OptionChoice =
  | { ok: true; options: ChosenOption[]; extra: Cents }
  | { ok: false; error: 'faltan_opciones'; mensaje: string; faltan: { grupo: string; opciones: string[] }[] }
  | { ok: false; error: 'opcion_invalida'; mensaje: string; opciones: string[] };

/** Words that carry no choice: "con extra de queso" and "queso" choose the same. */
const FILLER = new Set([
  'con',
  'de',
  'del',
  'la',
  'el',
  'los',
  'las',
  'un',
  'una',
  'unos',
  'unas',
  'extra',
  'extras',
  'y',
  'porfa',
  'favor',
  'por',
  'en',
  'tamano',
  'tam',
]);
/** A removal: "sin cebolla", "quítale la cebolla", "no cebolla". */
const REMOVAL = /^(sin|quitar|quita|quitale|quitenle|no)\s+/;

const tokens = (text: string, ignore: Set<string> = new Set()) =>
  normalize(text)
    .split(' ')
    .filter((w) => w && !FILLER.has(w))
    .map(stem)
    .filter((w) => !ignore.has(w));

interface Candidate {
  group: OptionGroup;
  option: MenuOption;
  words: string[];
}

const same = (a: string[], b: string[]) => a.length === b.length && a.every((w, i) => w === b[i]);
const within = (inner: string[], outer: string[]) => inner.length > 0 && inner.every((w) => outer.includes(w));

/** The one option a customer's words name: exact, then a part of it, then one typo. */
function pick(said: string[], candidates: Candidate[]): Candidate[] {
  if (said.length === 0) return [];
  const exact = candidates.filter((c) => same(c.words, said));
  if (exact.length) return exact;
  const part = candidates.filter((c) => within(said, c.words));
  if (part.length) return part;
  const whole = candidates.filter((c) => within(c.words, said));
  if (whole.length) return whole;
  const joined = said.join(' ');
  return candidates.filter((c) => {
    const name = c.words.join(' ');
    return Math.max(name.length, joined.length) >= 4 && editDistance(name, joined) <= 1;
  });
}

function candidatesOf(item: MenuItem, removal: boolean): Candidate[] {
  return item.optionGroups
    .filter((g) => (g.kind === 'remove') === removal)
    .flatMap((group) => {
      const groupWords = new Set(tokens(group.name));
      return group.options.map((option) => {
        const own = tokens(option.name, groupWords);
        return { group, option, words: own.length ? own : tokens(option.name) };
      });
    });
}

/** "Chico o Grande (+$20)": a group's available options as the customer is offered them. */
export function offered(group: OptionGroup): string[] {
  return group.options.filter((o) => o.available).map((o) => (o.price > 0 ? `${o.name} (${optionPrice(o.price)})` : o.name));
}

/** "¿De qué tamaño? Chico o Grande (+$20)"; with the dish, "¿De qué tamaño quieres tu Hamburguesa? …". */
export function groupQuestion(group: OptionGroup, dish?: string): string {
  const name = group.name.trim();
  const ask = /^tama[nñ]o/i.test(name)
    ? dish
      ? `¿De qué tamaño quieres tu ${dish}?`
      : '¿De qué tamaño?'
    : `¿Qué ${name.toLocaleLowerCase('es-MX')} quieres${dish ? ` para tu ${dish}` : ''}?`;
  const choices = offered(group);
  const limit = group.kind === 'multiple' && group.max ? ` (hasta ${group.max})` : '';
  return `${ask} ${listOr(choices)}${limit}`;
}

/** A removed ingredient reads "sin cebolla" on the line, the ticket and the summary. */
const removedName = (option: MenuOption) => `sin ${option.name.trim().toLocaleLowerCase('es-MX')}`;

/**
 * Resolves the options a customer named (as the model passed them) against the item's groups,
 * checks them (one per single group, at most `max` in a multiple one, none sold out, every
 * required group chosen) and prices them from the menu. Every refusal is a question a customer
 * may read as is.
 */
export function chooseOptions(item: MenuItem, said: unknown): OptionChoice {
  const names = (Array.isArray(said) ? said : typeof said === 'string' ? said.split(',') : [])
    .filter((s): s is string => typeof s === 'string')
    .map((s) => s.trim())
    .filter(Boolean);
  const chosen: { group: OptionGroup; option: MenuOption }[] = [];
  const unknown: string[] = [];
  for (const name of names) {
    const n = normalize(name);
    const removal = REMOVAL.test(n);
    const found = pick(tokens(removal ? n.replace(REMOVAL, '') : n), candidatesOf(item, removal));
    const distinct = [...new Set(found.map((c) => c.option))];
    if (distinct.length !== 1) {
      // "sin chile" on an item with nothing to remove is still an instruction for the kitchen.
      if (!(removal && found.length === 0 && !item.optionGroups.some((g) => g.kind === 'remove'))) unknown.push(name);
      continue;
    }
    const hit = found[0]!;
    if (!chosen.some((c) => c.option === hit.option)) chosen.push({ group: hit.group, option: hit.option });
  }
  const open = item.optionGroups.filter((g) => g.kind !== 'remove');
  const offer = open.flatMap((g) => offered(g));
  if (unknown.length) {
    const mensaje = offer.length
      ? `${item.name} no tiene ${listOr(unknown.map((u) => `"${u}"`))}. Puede ser: ${offer.join(', ')}.`
      : `${item.name} no tiene opciones para elegir.`;
    return { ok: false, error: 'opcion_invalida', mensaje, opciones: offer };
  }
  const soldOut = chosen.filter((c) => !c.option.available);
  if (soldOut.length) {
    const group = soldOut[0]!.group;
    return {
      ok: false,
      error: 'opcion_invalida',
      mensaje: `Hoy no hay ${listOr(soldOut.map((c) => c.option.name))}. ${groupQuestion(group)}`,
      opciones: offered(group),
    };
  }
  for (const group of item.optionGroups) {
    const inGroup = chosen.filter((c) => c.group === group);
    if (group.kind === 'single' && inGroup.length > 1) {
      return {
        ok: false,
        error: 'opcion_invalida',
        mensaje: `Solo se puede elegir una opción de ${group.name.toLocaleLowerCase('es-MX')}. ${groupQuestion(group)}`,
        opciones: offered(group),
      };
    }
    if (group.kind === 'multiple' && group.max !== null && inGroup.length > group.max) {
      return {
        ok: false,
        error: 'opcion_invalida',
        mensaje: `En ${group.name.toLocaleLowerCase('es-MX')} puedes elegir hasta ${group.max}. ¿Cuáles dejamos?`,
        opciones: inGroup.map((c) => c.option.name),
      };
    }
  }
  const missing = item.optionGroups.filter((g) => g.required && g.kind !== 'remove' && !chosen.some((c) => c.group === g));
  if (missing.length) {
    return {
      ok: false,
      error: 'faltan_opciones',
      // The first question names the dish, so the customer (and the reply guard) know what it is about.
      mensaje: missing.map((g, i) => groupQuestion(g, i === 0 ? item.name : undefined)).join(' '),
      faltan: missing.map((g) => ({ grupo: g.name, opciones: offered(g) })),
    };
  }
  // Stored in the menu's order of groups, so two lines with the same choices look the same.
  const ordered = item.optionGroups.flatMap((g) =>
    g.options.filter((o) => chosen.some((c) => c.option === o)).map((o) => ({ group: g, option: o })),
  );
  const options = ordered.map(({ group, option }) => ({
    group: group.name,
    name: group.kind === 'remove' ? removedName(option) : option.name,
    price: group.kind === 'remove' ? 0 : option.price,
  }));
  return { ok: true, options, extra: options.reduce((sum, o) => sum + o.price, 0) };
}

/** An item's groups as the model reads them in the menu: "Tamaño (elige 1, obligatorio): Chico, Grande (+$20)". */
export function describeGroups(groups: readonly OptionGroup[]): string[] {
  return groups.map((g) => {
    const rule =
      g.kind === 'single' ? 'elige 1' : g.kind === 'multiple' ? (g.max ? `elige hasta ${g.max}` : 'elige varias') : 'se puede quitar';
    const names =
      g.kind === 'remove'
        ? g.options.map((o) => o.name)
        : g.options.map((o) => (o.price > 0 ? `${o.name} (${optionPrice(o.price)})` : o.name));
    const unavailable = g.options.filter((o) => !o.available).map((o) => o.name);
    return `${g.name} (${rule}${g.required ? ', obligatorio' : ''}): ${names.join(', ')}${unavailable.length ? ` [agotado: ${unavailable.join(', ')}]` : ''}`;
  });
}
