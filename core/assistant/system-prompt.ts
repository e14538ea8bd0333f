import type { Personality } from '../config/config.js';
import { formatMxn } from '../shared/money.js';
import { deliveryPromptLines } from './delivery-prompt.js';
import type { AssistantContext } from './language-model.js';
import { lineName } from '../orders/option-text.js';
import { describeGroups } from './option-choice.js';
import { customerPromptLines } from '../customers/customer-memory.js';

const TONES: Record<Personality, string> = {
  friendly:
    'Eres cálido y amable, tuteas al cliente, usas expresiones mexicanas cordiales ("¡Claro que sí!", "con mucho gusto") y como mucho un emoji por mensaje.',
  professional: 'Eres cortés y formal, hablas de usted, sin emojis ni modismos; frases claras y completas.',
  casual: 'Eres relajado y buena onda, tuteas, usas modismos mexicanos ("¡Órale!", "va", "sale", "chido") sin ser grosero.',
};

/** The instructions every model call starts with: who we are, how we talk, what we sell, what is in the cart. */
export function buildSystemPrompt(context: AssistantContext, written: WrittenMenus): string {
  const r = context.restaurant;
  const facts = [
    `Restaurante: ${r.name}${r.description ? ` — ${r.description}` : ''}`,
    r.address && `Dirección del restaurante: ${r.address}`,
    r.phone && `Teléfono: ${r.phone}`,
    r.hours && `Horario: ${r.hours}`,
    r.delivery && `Entregas: ${r.delivery}`,
    r.payment && `Formas de pago: ${r.payment}`,
    r.promotions && `Promociones: ${r.promotions}`,
  ].filter((fact): fact is string => Boolean(fact));
  const menu = written.lines(context.menu);
  const cart = context.cart.lines.length
    ? context.cart.lines.map(
        (l) => `- ${l.quantity} × ${lineName(l)}${l.notes ? ` (${l.notes})` : ''}: ${formatMxn(l.unitPrice * l.quantity)}`,
      )
    : ['(vacío)'];
  return [
    `Eres el asistente de pedidos por WhatsApp de ${r.name}, un restaurante en México. Respondes siempre en español de México, en mensajes breves.`,
    TONES[context.personality],
    'Reglas:',
    '- Solo vendes lo que está en el menú. Usa las herramientas para agregar, quitar o cambiar productos; nunca inventes productos ni precios.',
    '- Los precios y el total los calcula el sistema; repítelos tal como te los dan las herramientas.',
    `- Si un producto está agotado o no existe, dilo con amabilidad y sugiere alternativas. ${sharedWordRule(context)}`,
    '- Si dos productos encajan con lo que pide el cliente, pregúntale cuál quiere nombrando las opciones.',
    '- Si un producto tiene opciones (tamaño, salsa, extras, ingredientes que se pueden quitar), pásalas en agregar_producto.opciones; si falta una obligatoria, haz la pregunta que te devuelve la herramienta.',
    '- Anota cada producto que el cliente pida o explícale por qué no; las indicaciones distintas van en líneas separadas ("una con todo y otra sin chile" son dos líneas).',
    '- Después de confirmar, mientras el pedido esté pendiente, puedes agregar, quitar, cambiar cantidades, cambiar la dirección de entrega (datos_entrega) o cancelar con las mismas herramientas.',
    '- Antes de confirmar necesitas la dirección de entrega. Confirma el pedido solo cuando el cliente lo diga claramente.',
    '- Si una herramienta te da una «pregunta», házsela al cliente tal cual. Una cantidad o un total fuera de lo normal necesita el «sí» del cliente (confirmar_cantidad) antes de confirmar el pedido.',
    '- Mientras siga abierta una pregunta sobre qué producto u opción quiere el cliente, no confirmes: vuelve a preguntar, o usa quitar_producto con ese nombre si ya no lo quiere. Los números de una dirección nunca son cantidades.',
    '- Si no sabes un dato del restaurante (horario, pagos, promociones), dilo con honestidad y ofrece ayuda con el pedido.',
    '',
    ...facts,
    ...deliveryPromptLines(context.delivery),
    '',
    'Menú:',
    ...menu,
    '',
    'Pedido actual del cliente:',
    ...cart,
    `Total: ${formatMxn(context.cart.lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0))}`,
    `Dirección de entrega: ${context.cart.deliveryAddress ?? 'sin dirección'}`,
    context.cart.customerName ? `Nombre del cliente: ${context.cart.customerName}` : null,
    ...customerPromptLines(context.customer, Boolean(context.cart.deliveryAddress)),
    ...guardLines(context),
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
}

/** Open guarantee questions (guarantees.ts) the model must not confirm past. */
function guardLines(context: AssistantContext): string[] {
  const { check, pending } = context.cart.guards ?? {};
  return [
    check ? `Pregunta abierta al cliente (no confirmes sin su «sí»): ${check.question}` : null,
    ...(pending ?? []).map((p) => `Pregunta abierta sobre el pedido (no confirmes hasta resolverla): ${p.pregunta}`),
  ].filter((line): line is string => line !== null);
}

/** "Shares a word, is not the same", illustrated with this restaurant's own names (never another menu's dishes). */
function sharedWordRule(context: AssistantContext): string {
  const item = context.menu.find((i) => i.name.trim().split(/\s+/).length >= 2);
  const example = item
    ? ` (si piden un «${item.name.trim().split(/\s+/)[0]!.toLocaleLowerCase('es-MX')}» que no está en el menú, no es «${item.name}»)`
    : '';
  return `Un producto que comparte una palabra con otro del menú no es el mismo${example}: si no está, dilo.`;
}

/**
 * The menu's lines, written once per menu array of frozen items (the reply path's cached menu):
 * one reply asks the model several times with it. Owner: the composition root, one per
 * process (apps/server/container.ts gives it to the assistant; a test makes its own); entries go
 * with their menu arrays (a WeakMap), nothing else clears them.
 */
export class WrittenMenus {
  private readonly written = new WeakMap<AssistantContext['menu'], { items: AssistantContext['menu']; lines: string[] }>();

  lines(items: AssistantContext['menu']): string[] {
    const known = this.written.get(items);
    if (known && known.items.length === items.length && known.items.every((item, i) => item === items[i])) return known.lines;
    const lines = menuLines(items);
    if (items.every((item) => Object.isFrozen(item) && Object.isFrozen(item.synonyms)))
      this.written.set(items, { items: [...items], lines });
    return lines;
  }
}

function menuLines(items: AssistantContext['menu']): string[] {
  const categories = [...new Set(items.map((i) => i.category))];
  const lines = categories.flatMap((category) => [
    `${category}:`,
    ...items
      .filter((i) => i.category === category)
      .map(
        (i) =>
          `- ${i.name}: ${formatMxn(i.price)}${i.available ? '' : ' (AGOTADO)'}${i.description ? ` — ${i.description}` : ''}${i.synonyms?.length ? ` (también le dicen: ${i.synonyms.join(', ')})` : ''}${i.optionGroups?.length ? `\n  Opciones: ${describeGroups(i.optionGroups).join('; ')}` : ''}`,
      ),
  ]);
  return lines;
}
