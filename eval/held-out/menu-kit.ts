import type { EvalItem, EvalMenu } from '../menus/index.js';
import type { ExpectedOrder } from '../types.js';

/** A menu item in pesos, as an owner would type it into Menú & Precios. */
export const item = (name: string, category: string, pesos: number, extra: Partial<EvalItem> = {}): EvalItem => ({
  name,
  category,
  price: Math.round(pesos * 100),
  ...extra,
});

/** A restaurant whose hours include the evaluation's clock (a Wednesday at 1 p. m., Mexico City). */
export const restaurant = (
  name: string,
  address: string,
  phone: string,
  extra: Partial<Pick<EvalMenu['restaurant'], 'hours' | 'delivery' | 'payment' | 'promotions'>> = {},
): EvalMenu['restaurant'] => ({
  name,
  address,
  phone,
  hours: 'todos los días de 11:00 a. m. a 10:00 p. m.',
  delivery: 'Sí, entregamos a domicilio; el envío cuesta $30 y tarda de 30 a 45 minutos.',
  payment: 'efectivo y transferencia',
  promotions: null,
  ...extra,
});

/** The order as expected, given to the name the customer asked for ("a nombre de Lupita"). */
export const named = (expected: ExpectedOrder, customerName: string): ExpectedOrder => ({ ...expected, customerName });
