import type { ChosenOption } from '../../../core/orders/order.js';
import { lineName } from '../../../core/orders/option-text.js';
import type { Personality } from '../../../core/config/config.js';
import { formatMxn } from '../../../core/shared/money.js';
import { exampleOrder } from '../../../core/assistant/menu-examples.js';
import { listOr } from '../../../core/shared/spanish-list.js';

/** The same facts said three ways: the personality presets the operator picks in Configuración IA. */
export interface Tone {
  hello(restaurant: string): string;
  ok: string;
  your: string;
  askMore: string;
  askAddress: string;
  askConfirm: string;
  confirmed(name: string | null): string;
  thanksForOrder: string;
  cancelled: string;
  nothingYet: string;
  whatElse: string;
  startOrder: string;
  thanks: string;
  help: string;
  unknown(topic: string, phone: string | null): string;
  /** Which of the options; `words` is what they share ("taco"), or '' when they share nothing. */
  which(words: string, options: string[]): string;
  offer: string;
  /** Said when "¿De cuál…?" is asked again because the customer went on without answering: how to let it go. */
  whichNone: string;
}

export const TONES: Record<Personality, Tone> = {
  friendly: {
    hello: (r) => `¡Hola! 😊 Bienvenido a ${r}. ¿Qué se te antoja hoy?`,
    ok: '¡Perfecto!',
    your: 'Tu pedido',
    askMore: '¿Algo más? Si es todo, pásame tu dirección de entrega para confirmarlo.',
    askAddress: '¿A qué dirección te lo enviamos?',
    askConfirm: '¿Te confirmo el pedido?',
    confirmed: (n) => `¡Listo${n ? `, ${n}` : ''}! Tu pedido quedó confirmado ✅`,
    thanksForOrder: '¡Gracias por tu preferencia! En un momento lo empezamos a preparar.',
    cancelled: 'Listo, cancelé tu pedido. Aquí estoy cuando se te antoje algo. 😊',
    nothingYet: 'Todavía no tienes nada en tu pedido. ¿Qué te gustaría pedir?',
    whatElse: '¡Claro! ¿Qué más te anoto?',
    startOrder: '¡Claro que sí! ¿Qué te gustaría pedir?',
    thanks: '¡Gracias a ti! Que tengas un excelente día. 😊',
    help: 'Con gusto te ayudo a ver el menú o a tomar tu pedido. Dime qué se te antoja, por ejemplo: "2 tacos al pastor y una horchata".',
    unknown: (t, p) =>
      `Una disculpa, no tengo a la mano la información de ${t}.${p ? ` Puedes llamarnos al ${p}.` : ''} Mientras, con gusto tomo tu pedido.`,
    which: (w, o) => `${w ? `¿De cuál ${w} te gustaría?` : '¿Cuál te gustaría?'} Tenemos ${listOr(o)}.`,
    offer: '¿Te lo anoto?',
    whichNone: 'Si no quieres ninguno, dime "no quiero ninguno" y seguimos con tu pedido.',
  },
  professional: {
    hello: (r) => `Buen día, gracias por comunicarse con ${r}. ¿Qué desea ordenar?`,
    ok: 'Muy bien.',
    your: 'Su pedido',
    askMore: '¿Desea algo más? Si es todo, indíqueme su dirección de entrega para confirmarlo.',
    askAddress: '¿A qué dirección le enviamos su pedido?',
    askConfirm: '¿Desea que confirme su pedido?',
    confirmed: (n) => `Su pedido quedó confirmado${n ? `, ${n}` : ''}.`,
    thanksForOrder: 'Gracias por su preferencia. En breve comenzamos a prepararlo.',
    cancelled: 'Su pedido ha sido cancelado. Quedamos a sus órdenes.',
    nothingYet: 'Aún no tiene productos en su pedido. ¿Qué desea ordenar?',
    whatElse: 'Con gusto. ¿Qué más desea agregar?',
    startOrder: 'Con gusto. ¿Qué desea ordenar?',
    thanks: 'Gracias a usted. Quedamos a sus órdenes.',
    help: 'Con gusto le ayudo a consultar el menú o a realizar su pedido. Indíqueme qué desea, por ejemplo: "2 tacos al pastor y una horchata".',
    unknown: (t, p) =>
      `Por el momento no cuento con la información de ${t}.${p ? ` Puede llamarnos al ${p}.` : ''} Con gusto tomo su pedido.`,
    which: (w, o) => `${w ? `¿Cuál ${w} desea?` : '¿Cuál desea?'} Tenemos ${listOr(o)}.`,
    offer: '¿Desea que lo agregue a su pedido?',
    whichNone: 'Si no desea ninguno, dígame "no quiero ninguno" y continuamos con su pedido.',
  },
  casual: {
    hello: (r) => `¡Qué onda! Estás en ${r}. ¿Qué se te antoja?`,
    ok: '¡Órale!',
    your: 'Tu pedido',
    askMore: '¿Algo más? Si ya es todo, pásame tu dirección y lo confirmamos.',
    askAddress: '¿A dónde te lo mandamos?',
    askConfirm: '¿Te lo confirmo?',
    confirmed: (n) => `¡Sale${n ? `, ${n}` : ''}! Tu pedido ya quedó 🙌`,
    thanksForOrder: '¡Gracias! Ya lo estamos preparando.',
    cancelled: 'Va, lo cancelé. Aquí andamos cuando quieras.',
    nothingYet: 'Aún no llevas nada. ¿Qué te mando?',
    whatElse: '¡Va! ¿Qué más te anoto?',
    startOrder: '¡Va! ¿Qué te mando?',
    thanks: '¡A ti! Que te vaya chido.',
    help: 'Te ayudo con el menú o con tu pedido. Nomás dime qué quieres, tipo: "2 tacos al pastor y una horchata".',
    unknown: (t, p) => `Uy, no tengo el dato de ${t}.${p ? ` Échanos un grito al ${p}.` : ''} Pero tu pedido sí te lo tomo.`,
    which: (w, o) => `${w ? `¿Cuál ${w} quieres?` : '¿Cuál quieres?'} Hay ${listOr(o)}.`,
    offer: '¿Te lo anoto?',
    whichNone: 'Si no quieres ninguno, nomás di "no quiero ninguno" y le seguimos.',
  },
};

export interface SummaryLine {
  name: string;
  quantity: number;
  unitPrice: number;
  notes: string | null;
  /** Chosen options (a cart's line): shown as core words them, "Hamburguesa (Grande +$20, sin cebolla)". */
  options?: readonly ChosenOption[];
}

/** The order as the customer reads it on WhatsApp: one line per product, then the total. */
export function summary(tone: Tone, lines: SummaryLine[], address: string | null): string {
  const total = lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0);
  return [
    `${tone.your}:`,
    ...lines.map((l) => `• ${l.quantity} × ${lineName(l)}${l.notes ? ` (${l.notes})` : ''} — ${formatMxn(l.unitPrice * l.quantity)}`),
    `Total: ${formatMxn(total)}`,
    ...(address ? [`Entrega en: ${address}`] : []),
  ].join('\n');
}

const FIXED_EXAMPLE = '"2 tacos al pastor y una horchata"';

/** The help text with an example from this restaurant's own menu (never another restaurant's dishes). */
export function helpText(tone: Tone, menu: Parameters<typeof exampleOrder>[0]): string {
  const example = exampleOrder(menu);
  if (example) return tone.help.replace(FIXED_EXAMPLE, `"${example}"`);
  return tone.help.replace(/,? (por ejemplo|tipo): "[^"]*"\./, '.');
}
