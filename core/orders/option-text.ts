import { formatMxn, type Cents } from '../shared/money.js';
import type { ChosenOption } from './order.js';

/** "+$20" for a whole amount, "+$12.50" otherwise: how an option's price reads beside its name. */
export function optionPrice(price: Cents): string {
  const text = formatMxn(price);
  return `+${text.endsWith('.00') ? text.slice(0, -3) : text}`;
}

/**
 * A line's chosen options as staff and customers read them, in the order chosen:
 * "Grande +$20, Salsa verde, Tocino +$25, sin cebolla". Empty when there are none.
 * Used by summaries, Pedidos and the kitchen ticket.
 */
export function optionText(options: readonly ChosenOption[] | undefined | null): string {
  if (!options?.length) return '';
  return options.map((o) => (o.price > 0 ? `${o.name} ${optionPrice(o.price)}` : o.name)).join(', ');
}

/** A line's name with its options: "Hamburguesa (Grande +$20, sin cebolla)". */
export function lineName(line: { name: string; options?: readonly ChosenOption[] | null }): string {
  const options = optionText(line.options);
  return options ? `${line.name} (${options})` : line.name;
}
