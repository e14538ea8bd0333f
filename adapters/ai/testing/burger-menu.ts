import type { EvalItem } from '../../../eval/menus/index.js';

const item = (name: string, category: string, pesos: number, extra: Partial<EvalItem> = {}): EvalItem => ({
  name,
  category,
  price: pesos * 100,
  ...extra,
});

/** A burger restaurant: none of the demo taquería's or pizzería's words. */
export const BURGER_MENU: EvalItem[] = [
  item('Hamburguesa Clásica', 'Hamburguesas', 95),
  item('Hamburguesa Doble Queso', 'Hamburguesas', 130),
  item('Combo 3', 'Combos', 120, { description: 'Hamburguesa clásica, papas y refresco' }),
  item('Papas a la Francesa', 'Complementos', 45),
  item('Aros de Cebolla', 'Complementos', 50, { available: false }),
  item('Refresco 600 ml', 'Bebidas', 30),
  item('Malteada de Vainilla', 'Bebidas', 65),
  item('Malteada de Fresa', 'Bebidas', 65),
];
export const BURGER_PLACE = { name: 'Burgers Don Beto', address: 'Av. Juárez 10, Centro', phone: '5512340000' };
export const BURGER_PROFILE = { hours: 'de 1:00 p. m. a 11:00 p. m.', delivery: 'Sí, a domicilio', payment: 'efectivo', promotions: null };

/** Words of the demo taquería and pizzería: none may reach this restaurant's customers or test centre. */
export const FOREIGN_WORDS = /\b(tacos?|pastor|horchata|pizzas?|hawaianas?|pepperoni|gringas?|quesadillas?|suadero)\b/i;
