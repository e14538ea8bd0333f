import type { Cents } from '../shared/money.js';

/**
 * A menu item's choices: a size or a sauce (pick one), paid extras (pick up to `max`), or
 * ingredients the customer may leave out. They extend the spec's item fields; prices of
 * options are applied by the server when a line is added, never taken from a model.
 */
export type OptionGroupKind = 'single' | 'multiple' | 'remove';
export const OPTION_GROUP_KINDS: readonly OptionGroupKind[] = ['single', 'multiple', 'remove'];

export interface MenuOption {
  name: string;
  /** Added to the item's price per unit (0 for a free choice; always 0 in a `remove` group). */
  price: Cents;
  /** Sold out today: offered as unavailable, never added. */
  available: boolean;
}

export interface OptionGroup {
  /** "Tamaño", "Salsa", "Extras", "Quitar": unique within the item. */
  name: string;
  kind: OptionGroupKind;
  /** A `single` group must be chosen before the line is added; a `multiple` one needs at least one choice. */
  required: boolean;
  /** A `multiple` group's most choices; null means as many as it has. */
  max: number | null;
  options: MenuOption[];
}
