import type { RestaurantProfile } from '../core/assistant/language-model.js';
import type { NewMenuItem } from '../core/menu/menu-item.js';

export type EvalItem = Omit<NewMenuItem, 'restaurantId' | 'ingredients' | 'description'> & { description?: string | null };

/**
 * The evaluation's fixed menu: a taquería-pizzería with look-alike names (two quesadillas,
 * four tacos, two aguas) and two sold-out items, so matching and refusals are exercised.
 */
export const EVAL_MENU: EvalItem[] = [
  { name: 'Taco al Pastor', category: 'Tacos', price: 2200, available: true, description: 'Con piña, cebolla y cilantro' },
  { name: 'Taco de Suadero', category: 'Tacos', price: 2200, available: true },
  { name: 'Taco de Bistec', category: 'Tacos', price: 2400, available: true },
  { name: 'Taco de Chorizo', category: 'Tacos', price: 2200, available: true },
  { name: 'Campechano', category: 'Tacos', price: 2600, available: true, description: 'Taco de bistec con chorizo' },
  { name: 'Gringa', category: 'Tacos', price: 4800, available: true },
  { name: 'Quesadilla de Queso', category: 'Antojitos', price: 3500, available: true },
  { name: 'Quesadilla de Chicharrón', category: 'Antojitos', price: 4000, available: true },
  { name: 'Sopes', category: 'Antojitos', price: 4200, available: true },
  { name: 'Enchiladas Suizas', category: 'Antojitos', price: 9800, available: true },
  { name: 'Pizza Hawaiana', category: 'Pizzas', price: 18900, available: true },
  { name: 'Pizza Pepperoni', category: 'Pizzas', price: 17900, available: true },
  { name: 'Pizza Mexicana', category: 'Pizzas', price: 19900, available: true },
  { name: 'Pizza Cuatro Quesos', category: 'Pizzas', price: 20900, available: false },
  { name: 'Hamburguesa Clásica', category: 'Hamburguesas', price: 12000, available: true },
  { name: 'Papas a la Francesa', category: 'Hamburguesas', price: 5500, available: true },
  { name: 'Agua de Horchata', category: 'Bebidas', price: 3000, available: true },
  { name: 'Agua de Jamaica', category: 'Bebidas', price: 3000, available: true },
  { name: 'Refresco', category: 'Bebidas', price: 2500, available: true },
  { name: 'Café de Olla', category: 'Bebidas', price: 2800, available: true },
  { name: 'Cerveza', category: 'Bebidas', price: 4500, available: false },
  { name: 'Flan Napolitano', category: 'Postres', price: 4500, available: true },
  { name: 'Churros', category: 'Postres', price: 4000, available: true },
];

export const EVAL_RESTAURANT: Omit<RestaurantProfile, 'name' | 'description' | 'address' | 'phone'> & {
  name: string;
  address: string;
  phone: string;
} = {
  name: 'Taquería El Güero',
  address: 'Calle Durango 45, Roma Norte, CDMX',
  phone: '+525598765432',
  hours: 'de lunes a domingo de 1:00 p.m. a 11:00 p.m.',
  delivery: 'Sí, entregamos a domicilio en la Roma, Condesa y Juárez; el envío cuesta $30.00 y tarda unos 40 minutos.',
  payment: 'efectivo, tarjeta al recibir y transferencia',
  promotions: 'los martes de tacos al pastor 2x1 y de lunes a jueves agua gratis con cualquier pizza',
};
