import { FILLER_WORDS } from '../../../core/assistant/menu-matcher.js';
import { normalize } from '../../../core/assistant/text.js';
import { INTENTS } from './intents.js';
import { quantityAt } from './quantity-words.js';
import { NEUTRAL_WORDS, STOP_WORDS, VERB_FORMS } from './vocabulary.js';

/** Street words that make a message look like an address (with a number somewhere after them). */
const STREET =
  '(?:calle|c\\.|av\\.?|avenida|blvd\\.?|boulevard|bulevar|calzada|calz\\.?|privada|priv\\.?|cerrada|cda\\.?|callej[oó]n|andador|carretera|circuito|prolongaci[oó]n|prol\\.?|paseo|retorno|camino|col\\.?|colonia|fracc?\\.?|fraccionamiento|manzana|mza?\\.?|edificio|depto\\.?|departamento|unidad|residencial|lote|domicilio(?=\\s+conocido)|c\\.?p\\.?)';
const INTRO =
  '(?:mi direcci[oó]n es|la direcci[oó]n es|es en|direcci[oó]n(?: de entrega)?\\s*(?:es|:)|env[ií]a(?:lo|melo|mela|los|las|la)?\\s+a|m[aá]nda(?:s|lo|melo|mela|los|las|la|me)?\\s+a|ll[eé]va(?:lo|melo|mela|los|las|la|me)?\\s+a|tr[aá]e(?:lo|melo|mela|los)?\\s+a|entr[eé]ga(?:lo|melo|mela)?\\s+en|entregar en|vivo en|estoy en|a domicilio en|para entregar en)';

// Whole words only: "elotes enteros" holds "es en" but says no address.
const INTRO_RE = new RegExp(`(?<![\\p{L}\\p{N}])${INTRO}(?![\\p{L}\\p{N}])\\s*:?\\s*(.+)`, 'iu');
/**
 * A house number said in words, as a voice note typed out says it: after "número" any number word
 * ("número quince"), alone only from twenty up ("calle Pino Suárez trescientos"), since "uno" to
 * "diecinueve" after a street may be how many of the next dish.
 */
const SPELLED_HOUSE_NUMBER =
  '(?:\\bn[uú]m(?:ero|\\.)?\\s+(?:un|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|dieci[a-záéíóúñ]+|veint[a-záéíóúñ]*|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa|cien|ciento|[a-z]+cientos|quinientos|mil)\\b|\\b(?:veint[a-záéíóúñ]*|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa|ciento|doscientos|trescientos|cuatrocientos|quinientos|seiscientos|setecientos|ochocientos|novecientos|mil)\\b)';
/** What makes street words an address: a number (in digits or words), "s/n" / "sin número", a corner ("esquina con Roble"), or "domicilio conocido". */
const PLACED = `(?:\\d|\\bs\\/n\\b|\\bsin n[uú]mero\\b|\\besquina\\b|\\besq\\b|\\bconocido\\b|${SPELLED_HOUSE_NUMBER})`;
// "perdón, es Calle Pino 21", "era Av. Juárez 400": a street said after "es" / "era" is the address too.
const PREPOSITION_STREET_RE = new RegExp(`(?:^|\\s)(?:a|en|para|pa|pal|es|era)\\s+(?:la\\s+|el\\s+)?(${STREET}\\s.*${PLACED}.*)`, 'i');
// At the start: "Calle Olmo 4", "CP 06700, calle Sur 12".
const BARE_STREET_RE = new RegExp(`^\\s*(${STREET}\\s.*${PLACED}.*)`, 'i');
/**
 * "hola, 2 tacos al pastor. Calle Roble 12 col. Centro": street words opening a sentence (after a
 * period, "!" or "?") with a number after them. After a comma it stays unread: "una torta, calle…"
 * is rarer than a comma inside an order.
 */
const SENTENCE_STREET_RE = new RegExp(`[.!?]\\s+(${STREET}\\s.*${PLACED}.*)`, 'i');
/**
 * A street named by one to four words and a number, then a colonia or cross streets, after
 * `opening`; with `noList`, no word of the name opens with "y"/"e" (a list of dishes is no name).
 */
const namedStreet = (opening: string, noList: boolean) =>
  new RegExp(
    `${opening}(\\p{L}[\\p{L}.]*(?:\\s+${noList ? '(?![ye]\\s)' : ''}\\p{L}[\\p{L}.]*){0,3}\\s+#?\\d+[a-z]?\\b.*\\b(?:col|colonia|fracc|barrio|cp|c\\.p\\.|entre|esquina)\\b.*)`,
    'iu',
  );
/** "…al pastor. Hidalgo 230 col. Moderna": a sentence of a name and a number, then a colonia or cross streets. */
const SENTENCE_NAMED_STREET_RE = namedStreet('[.!?]\\s+', false);
/**
 * "3 tacos para Pino 12 col Centro": a name and a number after "para" / "a", then a colonia or cross streets.
 * The name is no list: "una ensalada para compartir y 7 quesadillas, a Hidalgo 230 entre …" has its address after "a".
 */
const NAMED_STREET_RE = namedStreet('(?:^|\\s)(?:para|pa|pal|a|en)\\s+(?:la\\s+|el\\s+)?', true);
/** "Hidalgo 230 col. Moderna" as a message or bubble of its own: a name and a number opening it, then a colonia or cross streets. */
const BARE_NAMED_STREET_RE = namedStreet('^\\s*', true);
const PLACED_RE = new RegExp(PLACED, 'i');
/**
 * "me equivoqué de dirección, es Sur 8 #10", "cambia la dirección a Oriente 4 #2", "la dirección
 * correcta es…": a message about the address itself; what follows its "es" / "era" / "a" / "por"
 * (at most three words after "dirección") is the address, kept only when it is placed (a number,
 * "s/n", a corner). "a domicilio" says how it is delivered, not which address.
 */
const ADDRESS_TOPIC_RE =
  /(?<![\p{L}\p{N}])(?<!(?:^|\s)a\s+)(?:direcci[oó]n|domicilio)(?![\p{L}\p{N}])(?:[\s,]+(?!(?:es|era|sea|a|al|por|en)(?![\p{L}\p{N}]))\p{L}+){0,3}?[\s,:]+(?:es|era|sea|a|al|por|en)(?![\p{L}\p{N}])\s*:?\s*(.+)/iu;
/** "Calle Hidalgo, frente a la iglesia": a street word opening the text (what answers "¿A qué dirección?" without a number). */
export const OPENS_WITH_STREET = new RegExp(`^\\s*(?:es en\\s+|en\\s+|a\\s+)?(?:la\\s+|el\\s+)?${STREET}\\s+\\p{L}`, 'iu');
/** Cities' numbered streets ("11 Sur 1402", "la 25 Poniente 1104", "4 nte #608"): a number, a cardinal point, the house's number. */
const CARDINAL = '(?:norte|nte|sur|oriente|ote|poniente|pte)\\.?';
const NUMBERED_STREET_RE = new RegExp(
  `(?:^|\\s)(?:(?:a|en|para|pa|pal)\\s+)?(?:(?:la|el)\\s+)?(\\d{1,3}\\s+(?:a\\s+)?${CARDINAL}\\s+(?:#\\s*|no\\.?\\s*|n[uú]m(?:ero|\\.)?\\s*)?\\d{1,5}[a-z]?\\b.*)`,
  'i',
);
/** "Av. 11 Sur 4508, me mandas 2 ramen": an order said after the address, behind a comma, is no part of it. */
const ORDER_AFTER_RE =
  /[,.;]\s*((?:y\s+)?(?:me\s+(?:mandas|manda|das|da|traes|trae|envias|pones)|quiero|quisiera|dame|deme|m[aá]ndame|tr[aá]eme|ponme|ser[ií]a|voy a querer)\b.*)$/i;
/** "a la calle Hidalgo número cuarenta colonia Centro me mandas dos tortas": in a message run on without commas, a verb that asks for dishes ends the address. */
const ORDER_VERB_AFTER_RE =
  /\s((?:y\s+)?(?:me\s+(?:mandas|manda|das|traes|trae|envias|pones)|quiero|quisiera|dame|deme|m[aá]ndame|tr[aá]eme|ponme|voy a querer)\s.*)$/i;

/** Where an address or a name stops: a courtesy, a confirmation or the name tacked on after it. */
const TAIL_RE =
  /\s*(?:[,.;]\s*|\s)(?:a nombre de|por favor|porfa(?:vor)?|gracias|y confirmo|confirmo|soy|me llamo|mi nombre es|y es todo|es todo|eso es todo|y ya$|y ya es todo|(?:y\s+)?(?:eso\s+)?(?:ya\s+)?ser[ií]a todo|nada m[aá]s|(?:y\s+)?(?:pago|pagar[eé]?|pagamos|pagaria|en efectivo|con tarjeta|con transferencia|por transferencia|traigan cambio|llevo (?:un )?billete|cambio de|con billete))\b.*$/i;
const NAME_RE =
  /(?:a nombre de|me llamo|mi nombre es|(?:^|[,.!]\s*|\bhola\s+|\bbuen[oa]s?\s+(?:d[ií]as\s+|tardes\s+|noches\s+)?)soy)\s+([A-Za-zÁÉÍÓÚÑáéíóúñ]+(?:\s+[A-ZÁÉÍÓÚÑ][a-záéíóúñ]+){0,3})/i;

export interface DeliveryDetails {
  address: string | null;
  name: string | null;
  /** The message without the address and name, for the order parser. */
  rest: string;
}

export const cleanAddress = (value: string) =>
  value
    .replace(TAIL_RE, '')
    .replace(/[\s,.;!¡?¿]+$/, '')
    // "me lo mandan a Calle Olmo 5 mejor?": the word that says it is a change is no part of the street.
    .replace(/\s+(?:mejor|mejor porfa|de favor|si se puede|pls|please)$/i, '')
    // "a un lado de la farmacia", "a la vuelta": a reference that opens with "a" keeps it.
    .replace(
      /^\s*(?:es en|es para|para|pa|a(?!\s+(?:un\s+lado|lado|la\s+vuelta)\b)|en)\s+(?:(?:la|el)\s+(?!calle|av|avenida|privada|cerrada|colonia|col\b))?/i,
      '',
    )
    .replace(/^(?:la|el)\s+(?=calle|av|avenida|privada|cerrada|colonia|col\b)/i, '')
    // "la 25 Poniente 1104", "la 5 de Mayo 210": the article of a street named by a number is not its name.
    .replace(/^(?:la|el)\s+(?=\d{1,3}\s+(?:a\s+)?(?:norte|nte|sur|oriente|ote|poniente|pte|de)\b)/i, '')
    .replace(/\s*\p{Extended_Pictographic}+/gu, '')
    .trim();

/** A second message that only adds to the address: colonia, references ("a un lado de la farmacia", "tocar el timbre"), between which streets. */
export const ADDRESS_MORE =
  /^\s*(?:y\s+)?(?:u\.?\s?h\.?\s|unidad habitacional|col\b|col\.|colonia|fracc|fraccionamiento|barrio|unidad|entre\s|frente\s|junto\s|a (?:una|un|dos|media) cuadras?|casa\s|port[oó]n|edificio|piso\s|int\b|int\.|interior|depto|departamento|es una\s|en el\s|cerca\s|atr[aá]s\s|esquina|a un lado\s|al lado\s|a lado\s|enseguida\s|a la vuelta\s|pasando\s|al fondo\s|arriba de\s|abajo de\s|tocar\s|timbre\s|torre\s|c\.?p\.?\s|c[oó]digo postal|referencia|manzana|mza?\b|lote\s|lt\b|se[nñ]as)/i;

/** The match found first in the text, if any. */
const earliest = (a: RegExpExecArray | null, b: RegExpExecArray | null) => (a && b ? (a.index <= b.index ? a : b) : (a ?? b));

/** Finds a delivery address ("mi dirección es…", "mándalo a Calle…", a bare "Av. Juárez 45") and a name ("a nombre de Juan"). */
export function extractDeliveryDetails(text: string): DeliveryDetails {
  let rest = text;
  let name: string | null = null;
  const nameMatch = NAME_RE.exec(rest);
  if (nameMatch) {
    // "soy Fernanda es todo": a name stops at the first word that is not part of one.
    const parts = nameMatch[1]!.trim().split(/\s+/);
    const stop = parts.findIndex(
      // "soy Paola quiero cuatro dogos": past the first, a name's words are capitalised.
      (w, i) =>
        i > 0 && (/^(es|y|todo|gracias|porfa|por|favor|de|del|para|en|a|la|el|nada|ya|seria|sería)$/i.test(w) || !/^[A-ZÁÉÍÓÚÑ]/.test(w)),
    );
    const kept = stop > 0 ? parts.slice(0, stop) : parts;
    name = kept.join(' ');
    // Only the words taken as the name leave the message: "soy Paola quiero 4 dogos" keeps the order.
    const said = nameMatch[1]!;
    let end = 0;
    for (let k = 0, from = 0; k < kept.length; k++) {
      const at = said.indexOf(kept[k]!, from);
      end = at + kept[k]!.length;
      from = end;
    }
    rest = rest.replace(nameMatch[0].slice(0, nameMatch[0].length - said.length + end), ' ');
  }
  let address: string | null = null;
  for (const re of [
    INTRO_RE,
    ADDRESS_TOPIC_RE,
    PREPOSITION_STREET_RE,
    BARE_STREET_RE,
    SENTENCE_STREET_RE,
    NAMED_STREET_RE,
    SENTENCE_NAMED_STREET_RE,
    BARE_NAMED_STREET_RE,
    NUMBERED_STREET_RE,
  ]) {
    const m = re.exec(rest);
    if (m && PLACED_RE.test(m[1]!)) {
      // "es en la Morelos 45": after a preposition, the article is not part of the street's name.
      const afterPreposition = re === INTRO_RE && /\b(en|a)\s*$/i.test(m[0].slice(0, m[0].length - m[1]!.length).trim());
      const ordered = earliest(ORDER_AFTER_RE.exec(m[1]!), ORDER_VERB_AFTER_RE.exec(m[1]!));
      const street = ordered ? m[1]!.slice(0, ordered.index) : m[1]!;
      address = cleanAddress(afterPreposition ? street.replace(/^(la|el)\s+/i, '') : street);
      rest = `${rest.slice(0, m.index)} ${ordered?.[1] ?? ''} ${rest.slice(m.index + m[0].length)}`;
      break;
    }
  }
  return { address: address || null, name, rest: rest.trim() };
}

/**
 * "Hidalgo 9", "Morelos 14 col las flores": a street's name without "calle" and its number, said
 * when the engine has asked for the address. The words before the number name no dish, no amount
 * and no request, so the number is the house's, never a quantity.
 */
export function streetAndNumber(said: string, onMenu: (word: string) => boolean): string | null {
  // "es todo, a Pino 12", "a la Hidalgo 45", "es para Roble 8": the lead-in is not the street's name.
  const text = said.replace(
    /^\s*(?:(?:y\s+)?(?:ya\s+)?(?:es todo|eso es todo|ser[ií]a todo|nada m[aá]s)\s*[,.]?\s*)?(?:(?:es\s+)?(?:para|pa|pal|a|al|en)\s+(?:(?:la|el)\s+)?)?/i,
    '',
  );
  const tokens = normalize(text).split(' ').filter(Boolean);
  if (tokens.length > 12 || INTENTS.change.test(tokens.join(' '))) return null;
  const at = tokens.findIndex((w) => /^\d{1,5}[a-z]?$/.test(w));
  if (at < 1 || at > 4) return null;
  const before = tokens.slice(0, at);
  const plain = (w: string, i: number) =>
    /^[a-zñ]{2,}$/.test(w) && !STOP_WORDS.has(w) && !VERB_FORMS.test(w) && !quantityAt(tokens, i) && !onMenu(w);
  if (!before.every(plain)) return null;
  if (!before.some((w) => w.length >= 4 && !FILLER_WORDS.has(w) && !NEUTRAL_WORDS.has(w))) return null;
  return cleanAddress(text);
}

/**
 * "me equivoqué, es Pino 21" with "Calle Pino 12" given: a word of the address already given,
 * followed by a number, is that street again with the right number, never a count of a dish.
 */
export function onTheirStreet(said: string, current: string): string | null {
  const theirs = new Set(
    normalize(current)
      .split(' ')
      .filter((w) => w.length >= 3 && !/\d/.test(w) && !STOP_WORDS.has(w)),
  );
  const tokens = said.split(/\s+/);
  for (let i = 1; i < tokens.length; i++) {
    const word = normalize(tokens[i - 1]!);
    if (/^#?\d{1,5}[a-z]?[,.]?$/i.test(tokens[i]!) && theirs.has(word)) return cleanAddress(tokens.slice(i - 1).join(' '));
  }
  return null;
}
