import { FILLER_WORDS, type MenuMatcher } from '../../../core/assistant/menu-matcher.js';
import { SIZE_WORDS } from '../../../core/assistant/measures.js';
import type { MenuItem } from '../../../core/menu/menu-item.js';
import { normalize } from '../../../core/assistant/text.js';
import { INTENTS } from './intents.js';
import type { Memory, PendingChoice } from './memory.js';
import { type ParsedLine, parseOrderLines, wordsOf } from './order-parser.js';
import { quantityAt } from './quantity-words.js';
import type { Tone } from './tone.js';
import { add, type Decision, reply, run, type Turn } from './turn.js';
import { offerSavedAddress } from './acts/returning.js';

const CORRECTION =
  /\b(mejor|me equivoque|equivoque|perdon|son|van|sean|sea|ponle|corrige|corrijo|en total|solo|nomas|ay no|cambia\w*)\b|^no\b/;
const ORDINALS: Record<string, number> = { primero: 0, primera: 0, segundo: 1, segunda: 1, tercero: 2, tercera: 2 };

const found = (lines: ParsedLine<MenuItem>[]) => lines.filter((l) => !l.same && l.candidates.length === 1);

/** Words that only say a size ("la chica", "grande"): an answer's, never a dish of their own. */
const sizeOnly = (words: string) => words.split(' ').every((w) => FILLER_WORDS.has(w) || SIZE_WORDS[w] !== undefined);

/** The answer to "¿de cuál…?": "la grande", "la de res", "el primero", or the product named again. */
/** "quiero pozole" → "rojo": fewer candidates but still a choice; the question narrows. */
function narrowed(t: Turn, choice: PendingChoice): PendingChoice | null {
  const candidates = t.context.menu.filter((i) => choice.candidates.includes(i.name));
  const kept = byTellingWords(t.lexicons.matcher, t.rest, candidates);
  if (kept.length < 2 || kept.length >= candidates.length) return null;
  t.lines = t.lines.filter((l) => !l.candidates.some((c) => kept.includes(c)));
  return { ...choice, candidates: kept.map((c) => c.name) };
}

function pick(t: Turn, choice: PendingChoice): MenuItem | null {
  const candidates = t.context.menu.filter((i) => choice.candidates.includes(i.name));
  const words = t.lexicons.matcher.contentStems(wordsOf(t.rest, candidates, { headless: true, lexicons: t.lexicons }).join(' '));
  const ordinal = words.map((w) => ORDINALS[w]).find((i) => i !== undefined);
  if (ordinal !== undefined) return candidates[ordinal] ?? null;
  if (/\b(ultim[oa])\b/.test(t.restN)) return candidates[candidates.length - 1] ?? null;
  const telling = words.filter((w) => {
    const hits = candidates.filter((c) => t.lexicons.matcher.wordMatchesItem(w, c)).length;
    return hits > 0 && hits < candidates.length;
  });
  if (!telling.length) return null;
  const matched = candidates.filter((c) => telling.every((w) => t.lexicons.matcher.wordMatchesItem(w, c)));
  return matched.length === 1 ? matched[0]! : null;
}

/**
 * A clarifying question stays open until answered: an address, another product or "es todo"
 * said meanwhile leaves it pending (asked again, no confirmation). Only "ya no" / "sin eso"
 * about it, or the same product asked for again (a new question replaces the old), closes it.
 */
function cancelsChoice(t: Turn, choice: PendingChoice): boolean {
  if (/\b(ya no|olvida\w*|sin (el|la|los|las|eso|esa|ese)|mejor no|no quiero)\b/.test(t.restN) && !t.lines.some((l) => l.candidates.length))
    return true;
  return t.lines.some(
    (l) =>
      !l.same &&
      l.candidates.length > 1 &&
      l.candidates.every((c) => choice.candidates.includes(c.name)) &&
      l.candidates.length === choice.candidates.length,
  );
}

export function pendingAnswers(t: Turn): Decision | null {
  if (!t.memory.pending.length) return null;
  const still: PendingChoice[] = [];
  for (const choice of t.memory.pending) {
    // "uno rojo y uno verde", "la de 12": each line read among the choice's candidates only.
    const named = t.lines
      .filter((l) => !l.same && l.candidates.length)
      .map((l) => ({ l, c: l.candidates.filter((c) => choice.candidates.includes(c.name)) }))
      .filter((x, _, all) => x.c.length === 1 && (x.l.candidates.length === 1 || all.filter((y) => y.c.length === 1).length > 1));
    if (named.length) {
      const split = named.length > 1;
      for (const { l, c } of named) t.calls.push(add(c[0]!.name, l.quantity ?? (split ? 1 : choice.quantity), l.notes ?? choice.notes));
      t.lines = t.lines.filter((l) => !named.some((x) => x.l === l));
      t.mem.lastItem = named[named.length - 1]!.c[0]!.name;
      continue;
    }
    const item = pick(t, choice);
    if (item) {
      const own = t.lines.find((l) => l.candidates.includes(item));
      t.calls.push(add(item.name, own?.quantity ?? choice.quantity, own?.notes ?? choice.notes));
      // The answer's own words ("de 6", "la chica") are not another line.
      t.lines = t.lines.filter(
        (l) => l !== own && !l.same && !sizeOnly(l.words) && !(l.candidates.length > 1 && l.candidates.includes(item)),
      );
      t.mem.lastItem = item.name;
    } else if (!cancelsChoice(t, choice)) still.push(narrowed(t, choice) ?? choice);
  }
  t.mem.pending = still;
  // "es todo" while a choice is open: ask it again rather than forget what they wanted.
  if (still.length && !t.calls.length && (INTENTS.finish.test(t.n) || INTENTS.yes.test(t.n)))
    return reply(t, ...pendingQuestion(t.mem, t.tone));
  return null;
}

/** "cámbiame la horchata por una jamaica", "en vez de la limonada una pacífico", "cámbialo por uno rojo". */
export function swap(t: Turn): Decision | null {
  if (!t.known.length) return null;
  const rather = ratherThan(t);
  if (rather) return rather;
  const insteadOf = /\b(?:en vez de|en lugar de)\b(.+)/.exec(t.restN);
  const change = /^(.*?)\b(cambia\w*)\b(.*?)\b(?:por)\b(.+)$/.exec(t.restN);
  let fromText: string;
  let toText: string;
  if (insteadOf) {
    const lines = parseOrderLines(insteadOf[1]!, t.context.menu, { lexicons: t.lexicons });
    const from = lines.find((l) => l.candidates.some((c) => t.known.includes(c)));
    const to = lines.find((l) => l !== from && l.candidates.length > 0);
    if (!from || !to) return null;
    fromText = from.words;
    toText = insteadOf[1]!.slice(insteadOf[1]!.indexOf(from.words) + from.words.length);
  } else if (change) {
    fromText = change[3]!.trim() || change[1]!.trim();
    toText = change[4]!;
  } else return null;
  const fromLine = found(parseOrderLines(fromText, t.known, { lexicons: t.lexicons }))[0];
  const from =
    fromLine?.candidates[0] ?? t.known.find((i) => i.name === t.memory.lastItem) ?? (t.known.length === 1 ? t.known[0] : undefined);
  const to = parseOrderLines(toText, t.context.menu, { lexicons: t.lexicons }).find((l) => l.candidates.length > 0);
  if (!from || !to) return null;
  let target = to.candidates.length === 1 ? to.candidates[0]! : null;
  if (!target) {
    // "cámbialo por uno rojo": the sibling of what it replaces.
    const siblings = closestTo(
      t.lexicons.matcher,
      from,
      to.candidates.filter((c) => c !== from && c.available),
    );
    target = siblings.length === 1 ? siblings[0]! : null;
  }
  if (!target) return null;
  const had = t.context.cart.lines.filter((l) => l.menuItemId === from.id).reduce((s, l) => s + l.quantity, 0);
  // Added first: removing the only product of a confirmed order would cancel it.
  t.calls.push(add(target.name, to.quantity ?? (had || 1), to.notes));
  t.calls.push({ name: 'quitar_producto', arguments: { producto: from.name } });
  t.mem.lastItem = target.name;
  return run(t);
}

const RATHER = /\b(mejor|que sea|que sean|perdon|cambia\w* a|en vez)\b|^no\b/;

/** The items sharing the most words with `item` (all of them when they tie). */
export function closestTo(matcher: MenuMatcher, item: MenuItem, candidates: MenuItem[]): MenuItem[] {
  const own = matcher.contentStems(item.name);
  const score = (c: MenuItem) => own.filter((w) => matcher.wordMatchesItem(w, c)).length;
  const best = Math.max(0, ...candidates.map(score));
  return best > 0 ? candidates.filter((c) => score(c) === best) : [];
}

/**
 * "unos chilaquiles verdes" → "mejor rojos", "2 empanadas de 6" → "no, mejor de 12", "mejor la
 * grande": the same dish in its other kind, size or measure, read against the dish's siblings.
 */
function ratherThan(t: Turn): Decision | null {
  // "2 lattes" → "los de vainilla": an article and "de" refine the dish just ordered.
  const refines = /^(el|la|los|las) de\b/.test(t.restN);
  if (!(RATHER.test(t.restN) || refines) || /\b(tambien|otr[oa]s?|mas|agrega\w*|ademas)\b/.test(t.restN)) return null;
  const products = t.lines.filter((l) => !l.same && l.candidates.length > 0);
  if (products.length > 1 || (products.length === 1 && products[0]!.quantity !== null)) return null;
  // "mejor las papas grandes" after "papas chicas y churros": the dish of theirs the named one is a sibling of.
  const said = products[0]?.candidates ?? [];
  const replaced = t.known.filter(
    (k) =>
      !said.includes(k) && said.some((c) => siblingsOf(t.lexicons.matcher, k, [c]).length && closestTo(t.lexicons.matcher, k, [c]).length),
  );
  const kinOfSaid =
    replaced.length > 1 ? replaced.filter((k) => said.some((c) => closestTo(t.lexicons.matcher, c, replaced).includes(k))) : replaced;
  const last = kinOfSaid.length === 1 ? kinOfSaid[0] : t.known.find((i) => i.name === t.memory.lastItem);
  if (!last) return null;
  const siblings = siblingsOf(t.lexicons.matcher, last, t.context.menu);
  const named = products.length ? products[0]!.candidates.filter((c) => c !== last) : byTellingWords(t.lexicons.matcher, t.rest, siblings);
  // "un pozole rojo grande" → "mejor chico": of the chicos, the one closest to what they had.
  const kin = closestTo(
    t.lexicons.matcher,
    last,
    named.filter((c) => c !== last),
  );
  if (kin.length !== 1) return null;
  t.calls.push(
    add(
      kin[0]!.name,
      t.context.cart.lines.filter((l) => l.menuItemId === last.id).reduce((s, l) => s + l.quantity, 0) || 1,
      products[0]?.notes ?? null,
    ),
  );
  t.calls.push({ name: 'quitar_producto', arguments: { producto: last.name } });
  t.mem.lastItem = kin[0]!.name;
  return run(t);
}

/** The candidates the customer's distinguishing words pick ("de 12", "la grande", "sencillas"). */
function byTellingWords(matcher: MenuMatcher, text: string, candidates: MenuItem[]): MenuItem[] {
  const words = matcher.contentStems(wordsOf(text, candidates, { headless: true }).join(' '));
  const telling = words.filter((w) => {
    const hits = candidates.filter((c) => matcher.wordMatchesItem(w, c)).length;
    return hits > 0 && hits < candidates.length;
  });
  if (!telling.length) return [];
  return candidates.filter((c) => telling.every((w) => matcher.wordMatchesItem(w, c)));
}

/** The candidates that share a word with `item`: "otros empanizados" after camarones are camarones. */
export function siblingsOf(matcher: MenuMatcher, item: MenuItem, candidates: MenuItem[]): MenuItem[] {
  return candidates.filter((c) => matcher.contentStems(item.name).some((w) => matcher.wordMatchesItem(w, c)));
}

/** "quita la coca", "sin el refresco", "ya no quiero las papas", "quítale un refresco". */
export function removals(t: Turn): Decision | null {
  if (!INTENTS.remove.test(t.restN) || !t.known.length) return null;
  const targets = found(parseOrderLines(t.rest, t.known, { notes: false, lexicons: t.lexicons }));
  if (!targets.length) return removeUnits(t);
  // "quítale el chow mein y ponme un arroz frito": what else it orders is added first (an order never empties).
  const removed = targets.map((l) => l.candidates[0]!);
  for (const line of t.lines) {
    if (line.same || !line.candidates.length || line.candidates.some((c) => removed.includes(c))) continue;
    if (line.candidates.length === 1) t.calls.push(add(line.candidates[0]!.name, line.quantity ?? 1, line.notes));
  }
  for (const line of targets) {
    const units = line.quantity !== null && line.quantity > 0 && !/^(la|el|los|las)\b/.test(normalize(line.words)) ? line.quantity : null;
    t.calls.push({ name: 'quitar_producto', arguments: { producto: line.candidates[0]!.name, ...(units ? { cantidad: units } : {}) } });
  }
  return run(t);
}

const LATE_NOTE =
  /^(?:(?:y|pero|oye|ah|porfa|que|sean?|vengan?|esten?|este|todo|todos|todas|la|el|los|las|lo|le|ponle|ponles|que la|que el|(?:los|las) (?:\d+|dos|tres|cuatro|cinco|seis))\s+)*((?:sin|bien|poco|poca|con poco|con poca|con mucho|con mucha|con todo|que no \S+|extra|aparte|no muy|muy|termino|doraditas?|doraditos?|cocid[oa]s?)\b.*)$/;

/**
 * "un dogo jumbo" then "sin cebolla porfa": a note said alone is about the product touched
 * last; its line is written again with the note (same units).
 */
export function lateNote(t: Turn): Decision | null {
  if (!t.context.cart.lines.length) return null;
  const target = t.known.find((i) => i.name === t.memory.lastItem);
  if (!target) return null;
  const said = LATE_NOTE.exec(t.restN)?.[1] ?? describedChoice(t, target);
  // "sin crema porfa" with "Crema Batida Extra" on the menu: what follows "sin" is left out, never added.
  const without = said !== undefined && said !== null && /^sin(?: \S+){1,4}$/.test(said) && !/\b(y|tambien|mas)\b/.test(said);
  if (!said || (!without && t.lines.some((l) => !l.same && l.candidates.length) && !describedChoice(t, target))) return null;
  const note = said
    .replace(/\b(porfa|por favor|gracias|plis)\b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const lines = t.context.cart.lines.filter((l) => l.menuItemId === target.id);
  if (!note || !lines.length) return null;
  const units = lines.reduce((sum, l) => sum + l.quantity, 0);
  const before = lines.map((l) => l.notes).filter(Boolean);
  t.calls.push({ name: 'quitar_producto', arguments: { producto: target.name } });
  t.calls.push(add(target.name, units, [...before, note].join(', ')));
  return run(t);
}

/**
 * "unos boneless" then "en mango habanero", "un paquete familiar" then "los 4 rojos": words that
 * only the last product's description has (a flavour or the combo's choice), with no other
 * product clearly named, are that product's note.
 */
function describedChoice(t: Turn, target: MenuItem): string | null {
  if (!target.description || t.question) return null;
  if (t.lines.some((l) => !l.same && l.candidates.length === 1 && l.candidates[0] !== target)) return null;
  const words = t.lexicons.matcher.contentStems(t.rest).filter((w) => !/^(porfa|favor|gracias|salsa|sabor)$/.test(w));
  const description = t.lexicons.matcher.contentStems(target.description);
  if (!words.length || !words.every((w) => description.includes(w) || /\d/.test(w))) return null;
  if (words.every((w) => t.lexicons.matcher.wordMatchesItem(w, target) || /\d/.test(w))) return null;
  return (
    t.restN
      .replace(/^(?:(?:y|en|de|con|la|el|los|las|que sean?|porfa)\s+)+/, '')
      .replace(/\b(porfa|por favor|gracias)\b/g, '')
      .trim() || null
  );
}

/** "quita uno", "quítale 2": units of the product touched last. */
function removeUnits(t: Turn): Decision | null {
  // "siempre no, mejor 4": the number is the new quantity (changeQuantity), not units to take off.
  if (/\b(mejor|que sean|sean|son|van)\s+\S/.test(t.restN)) return null;
  const tokens = t.restN.split(' ');
  const bare = tokens.map((_, i) => quantityAt(tokens, i)).find((q) => q !== null);
  const target = t.known.find((i) => i.name === t.memory.lastItem) ?? (t.known.length === 1 ? t.known[0] : undefined);
  if (!bare || bare.more || !target || t.lines.some((l) => !l.same && l.candidates.length)) return null;
  t.calls.push({ name: 'quitar_producto', arguments: { producto: target.name, cantidad: bare.value } });
  return run(t);
}

/** "me equivoqué, van 3", "mejor ponle 5", "son 3 comidas": the quantity of what they already have. */
export function changeQuantity(t: Turn): Decision | null {
  if (!t.known.length || !CORRECTION.test(t.restN)) return null;
  const named = found(parseOrderLines(t.rest, t.known, { lexicons: t.lexicons })).filter((l) => l.quantity !== null && !l.more);
  if (named.length) {
    for (const l of named) t.calls.push({ name: 'cambiar_cantidad', arguments: { producto: l.candidates[0]!.name, cantidad: l.quantity } });
    const changed = named[named.length - 1]!.candidates[0]!;
    t.mem.lastItem = changed.name;
    // "no, 2 rojos y uno verde": the rest of the correction adds, the kind closest to what was changed.
    for (const line of t.lines) {
      if (line.same || !line.candidates.length || line.candidates.some((c) => t.known.includes(c))) continue;
      const pick =
        line.candidates.length === 1
          ? line.candidates
          : closestTo(
              t.lexicons.matcher,
              changed,
              line.candidates.filter((c) => c.available),
            );
      if (pick.length === 1) t.calls.push(add(pick[0]!.name, line.quantity ?? 1, line.notes));
      else
        t.mem.pending.push({
          words: line.words,
          candidates: line.candidates.map((c) => c.name),
          quantity: line.quantity ?? 1,
          notes: line.notes,
        });
    }
    return run(t);
  }
  if (t.lines.some((l) => !l.same && l.candidates.length > 0 && !l.candidates.some((c) => t.known.includes(c)))) return null;
  const tokens = t.restN.split(' ');
  const bare = tokens.map((_, i) => quantityAt(tokens, i)).find((q) => q !== null);
  if (!bare || bare.more) return null;
  const target = t.known.find((i) => i.name === t.memory.lastItem) ?? t.known[t.known.length - 1]!;
  t.calls.push({ name: 'cambiar_cantidad', arguments: { producto: target.name, cantidad: bare.value } });
  return run(t);
}

/** The word the question is about: the customer's last dish word, never a measure or "de". */
function askedWord(p: PendingChoice): string {
  // The words every candidate's name starts with, as the menu writes them ("Chop Suey de Pollo" /
  // "Chop Suey de Res" → "chop suey"): never a stem or a typo of the customer's.
  const shared = sharedLead(p.candidates);
  if (shared) return shared.replace(/s$/, '');
  const words = normalize(p.words)
    .split(' ')
    .filter((w) => w.length > 2 && !/\d/.test(w) && !FILLER_WORDS.has(w));
  const said = words.pop();
  const word = said && p.candidates.some((c) => normalize(c).split(' ').includes(said)) ? said : null;
  return (word ?? '').replace(/s$/, '');
}

/** The leading words all the names share, lower-cased, without a dangling "de" / "con"; '' when none. */
function sharedLead(names: readonly string[]): string {
  const split = names.map((n) => n.toLowerCase().split(/\s+/).filter(Boolean));
  const lead: string[] = [];
  for (let i = 0; split.length > 1 && split.every((w) => w[i] !== undefined && normalize(w[i]!) === normalize(split[0]![i]!)); i++) {
    lead.push(split[0]![i]!);
  }
  while (lead.length && /^(de|del|con|la|el|en|y)$/.test(lead.at(-1)!)) lead.pop();
  return lead.filter((w) => /\p{L}/u.test(w) && !/\d/.test(w)).join(' ');
}

export function pendingQuestion(mem: Memory, tone: Tone): string[] {
  mem.lastAsk = 'which';
  return mem.pending.map((p) => tone.which(askedWord(p), p.candidates));
}

/** Asks where to deliver, offering the address of the customer's previous order when we know it. */
export function askAddress(mem: Memory, tone: Tone): string {
  mem.lastAsk = 'address';
  return mem.lastAddress ? offerSavedAddress(mem.lastAddress, tone) : tone.askAddress;
}
