import { optionPrice } from '../menu/price-text.js';
import type { ChosenOption } from './order.js';

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
