/**
 * Measures inside dish names and inside what customers write, folded to one canonical word
 * each, so "Jarrito 355 ml" and "un jarrito de 355ml", "Agua de Jamaica 1 L" and "la de litro",
 * "Arrachera 1/2 kg" and "medio kilo de arrachera", "Empanadas 6 pzas" and "6 piezas" meet:
 *
 * - volumes → `ml<N>` (millilitres): "355 ml", "1 L", "litro", "medio litro", "litro y medio", "2 litros";
 * - weights → `g<N>` (grams): "300 g", "300 gr", "1 kg", "kilo", "medio kilo", "1/4 kg", "cuarto de kilo";
 * - counts → `pz<N>`: "6 pzas", "10 piezas", "orden de 10" (in a name), "docena" / "media docena" (in a name);
 * - sizes → one word per size: chica/chico/pequeño → chico, mediana → mediano, gde → grande.
 *
 * The canonical words hold digits, so matching compares them exactly (never "one typo apart").
 */

/** Words for the numbers a measure is written with ("dos litros", "medio kilo"). */
const NUMBER: Record<string, number> = {
  un: 1,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  dieciocho: 18,
  veinte: 20,
  veinticuatro: 24,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
};

const NUM = String.raw`(\d+(?:[.,]\d+)?|\d+\s*/\s*\d+|medio|media|un|uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|catorce|quince|dieciseis|dieciocho|veinte|veinticuatro|treinta|cuarenta|cincuenta)`;
/** A part of a unit, the only number "de" may join to it ("medio de kilo"). */
const FRACTION = String.raw`(medio|media|\d+\s*/\s*\d+)`;
const LITRE = String.raw`(?:litros?|lts?\.?|l)`;
const KILO = String.raw`(?:kilos?|kgs?\.?|kilogramos?)`;
const GRAM = String.raw`(?:gramos?|grs?\.?|g)`;
const MILLI = String.raw`(?:mililitros?|ml\.?|mls)`;
const OUNCE = String.raw`(?:onzas?|oz\.?)`;
const PIECE = String.raw`(?:piezas?|pzas?\.?|pzs\.?|pz\.?|pcs\.?|unidades)`;
/** "… y medio" followed by a unit of its own ("y medio kilo", "y media de litro", "y media docena"): a second amount. */
const OWN_UNIT_AHEAD = String.raw`(?!\s+(?:de\s+)?(?:${LITRE}|${KILO}|${GRAM}|${MILLI}|${OUNCE}|docenas?)(?![\p{L}\p{N}]))`;

/** A number as written in a measure: "355", "1.5", "1,5", "1/2", "medio", "dos". */
export function measureNumber(text: string): number | null {
  const t = text.replace(/\s+/g, '');
  const fraction = /^(\d+)\/(\d+)$/.exec(t);
  if (fraction) return Number(fraction[2]) ? Number(fraction[1]) / Number(fraction[2]) : null;
  if (/^\d+([.,]\d+)?$/.test(t)) return Number(t.replace(',', '.'));
  if (t === 'medio' || t === 'media') return 0.5;
  return NUMBER[t] ?? null;
}

const round = (n: number) => Math.round(n);

/** "dos kilos y medio" → g2500; no number said is one. */
function andAHalf(prefix: 'ml' | 'g', number: string | undefined): string | null {
  const n = number === undefined ? 1 : measureNumber(number);
  return n === null || n < 1 ? null : `${prefix}${round((n + 0.5) * 1000)}`;
}

interface Rule {
  re: RegExp;
  to: (m: RegExpExecArray) => string | null;
}

const word = (re: string) => new RegExp(String.raw`(?<![\p{L}\p{N}])${re}(?![\p{L}\p{N}])`, 'giu');
const scaled = (prefix: string, n: number | null, factor: number) => (n === null || n <= 0 ? null : `${prefix}${round(n * factor)}`);

/**
 * The rules, most specific first. Each turns a measure into its canonical word; what a rule
 * already rewrote is not read again (the canonical words start with letters and digits only).
 */
const RULES: Rule[] = [
  // "litro y medio", "kilo y medio", "1 litro y medio", "dos kilos y medio" — but "2 litros y medio
  // kilo de asada" is two amounts: a "medio" followed by its own unit halves that unit, not this one.
  { re: word(String.raw`(?:${NUM}\s+)?litros?\s+y\s+medi[oa]${OWN_UNIT_AHEAD}`), to: (m) => andAHalf('ml', m[1]) },
  { re: word(String.raw`(?:${NUM}\s+)?kilos?\s+y\s+medi[oa]${OWN_UNIT_AHEAD}`), to: (m) => andAHalf('g', m[1]) },
  // "1 1/2 kg", "2 1/2 litros": a whole number and a half written as a fraction.
  { re: word(String.raw`(\d+)\s+1\s*/\s*2\s*${LITRE}`), to: (m) => andAHalf('ml', m[1]) },
  { re: word(String.raw`(\d+)\s+1\s*/\s*2\s*${KILO}`), to: (m) => andAHalf('g', m[1]) },
  // "cuarto de kilo", "un cuarto", "3/4 de kilo"
  { re: word(String.raw`(?:un\s+)?cuarto\s+(?:de\s+)?${KILO}`), to: () => 'g250' },
  { re: word(String.raw`tres\s+cuartos\s+(?:de\s+)?${KILO}`), to: () => 'g750' },
  { re: word(String.raw`${NUM}\s*${MILLI}`), to: (m) => scaled('ml', measureNumber(m[1]!), 1) },
  // "dos de litro" is two of the litre ones (a count, then the size), never two litres: "de" joins
  // only a fraction to its unit ("medio de litro", "1/2 de kilo").
  { re: word(String.raw`${NUM}\s*${LITRE}`), to: (m) => scaled('ml', measureNumber(m[1]!), 1000) },
  { re: word(String.raw`${FRACTION}\s+de\s+${LITRE}`), to: (m) => scaled('ml', measureNumber(m[1]!), 1000) },
  { re: word(String.raw`${NUM}\s*${OUNCE}`), to: (m) => scaled('oz', measureNumber(m[1]!), 1) },
  { re: word(String.raw`${NUM}\s*${KILO}`), to: (m) => scaled('g', measureNumber(m[1]!), 1000) },
  { re: word(String.raw`${FRACTION}\s+de\s+${KILO}`), to: (m) => scaled('g', measureNumber(m[1]!), 1000) },
  { re: word(String.raw`${NUM}\s*${GRAM}`), to: (m) => scaled('g', measureNumber(m[1]!), 1) },
  { re: word(String.raw`${NUM}\s*${PIECE}`), to: (m) => scaled('pz', measureNumber(m[1]!), 1) },
  // A bare unit after "de" / an article: "la de litro", "de kilo", "el de litro", "de a litro".
  { re: word(String.raw`(?<=(?:de|la|el|del|al|a)\s+)litro`), to: () => 'ml1000' },
  { re: word(String.raw`(?<=(?:de|la|el|del|al|a)\s+)kilo`), to: () => 'g1000' },
  // "agua de jamaica litro", or "litro" answering "¿de cuál?": a bare unit right after the dish, or alone, is one of it.
  { re: word(String.raw`(?<=[a-z]{3,}\s+|^\s*)litro`), to: () => 'ml1000' },
  { re: word(String.raw`(?<=^\s*)kilo`), to: () => 'g1000' },
];

/** Counts that only a dish's NAME states this way ("Alitas orden de 10", "Tamales docena"). */
const NAME_RULES: Rule[] = [
  // "Birria por Kilo", "Carnitas x kg", "Barbacoa al kilo", "Agua x litro": sold by one kilo or litre.
  { re: word(String.raw`(?:por|x|el|al)\s+${KILO}`), to: () => 'g1000' },
  { re: word(String.raw`(?:por|x|el|al)\s+${LITRE}`), to: () => 'ml1000' },
  { re: word(String.raw`(?:orden|paquete|caja|charola)\s+de\s+(\d+)`), to: (m) => `pz${m[1]}` },
  // "docena y media" is eighteen, never a dozen ("6 churros y docena y media de tostadas" names no 12-piece churros)
  { re: word(String.raw`docena\s+y\s+media`), to: () => 'pz18' },
  { re: word(String.raw`media\s+docena`), to: () => 'pz6' },
  { re: word(String.raw`(?:una\s+|1\s+)?docena`), to: () => 'pz12' },
  { re: word(String.raw`\(\s*(\d+)\s*\)`), to: (m) => `pz${m[1]}` },
];

/** Size words, folded: both sides of a comparison go through this. */
export const SIZE_WORDS: Record<string, string> = {
  chico: 'chico',
  chica: 'chico',
  chicos: 'chico',
  chicas: 'chico',
  ch: 'chico',
  pequeno: 'chico',
  pequena: 'chico',
  pequenos: 'chico',
  pequenas: 'chico',
  mediano: 'mediano',
  mediana: 'mediano',
  medianos: 'mediano',
  medianas: 'mediano',
  med: 'mediano',
  grande: 'grande',
  grandes: 'grande',
  grandote: 'grande',
  grandota: 'grande',
  grandotes: 'grande',
  grandotas: 'grande',
  gde: 'grande',
  familiar: 'familiar',
  familiares: 'familiar',
  jumbo: 'jumbo',
  jumbos: 'jumbo',
  individual: 'individual',
  individuales: 'individual',
  personal: 'individual',
  mega: 'mega',
  media: 'medio',
  medias: 'medio',
  medios: 'medio',
};

/** Lowercase, accents off (ñ kept as n), so the rules read one spelling. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

function applyRules(text: string, rules: Rule[]): string {
  let out = text;
  for (const rule of rules) out = out.replace(rule.re, (...args) => rule.to(args as unknown as RegExpExecArray) ?? args[0]);
  return out;
}

/** A customer's text with every explicit measure folded to its canonical word (lowercase, accents off). */
export function foldMeasures(text: string): string {
  return applyRules(fold(text).replace(/(\d)\s*\/\s*(\d)/g, '$1/$2'), RULES)
    .replace(/(?<![\d/])1\/2(?![\d/])/g, 'medio')
    .replace(/(?<![\d/])1\/4(?![\d/])/g, 'cuarto');
}

/** A dish's name with its measures and counts folded: what the matcher compares customers' words with. */
export function foldNameMeasures(text: string): string {
  return foldMeasures(applyRules(fold(text), NAME_RULES));
}

/** A canonical measure word: its kind and value ("ml355" → ml, 355). */
export function readMeasure(token: string): { kind: 'ml' | 'g' | 'pz' | 'oz'; value: number } | null {
  const m = /^(ml|g|pz|oz)(\d+)$/.exec(token);
  return m ? { kind: m[1] as 'ml' | 'g' | 'pz' | 'oz', value: Number(m[2]) } : null;
}

/** A canonical measure word as a person writes it ("ml1000" → "1 L", "g250" → "250 g", "pz12" → "12 pzas"); other words as they are. */
export function spokenMeasure(token: string): string {
  const m = readMeasure(token);
  if (!m) return token;
  const decimal = (n: number) => String(n).replace('.', ',');
  if (m.kind === 'ml') return m.value >= 1000 ? `${decimal(m.value / 1000)} L` : `${m.value} ml`;
  if (m.kind === 'g') return m.value >= 1000 ? `${decimal(m.value / 1000)} kg` : `${m.value} g`;
  if (m.kind === 'pz') return `${m.value} pzas`;
  return `${m.value} oz`;
}

/** Whether a canonical word is a measure (compared exactly, never as a typo of another). */
export const isMeasure = (token: string) => /\d/.test(token);
