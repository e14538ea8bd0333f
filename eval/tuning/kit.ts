import type { EvalItem, EvalMenu } from '../menus/index.js';
import type { Dialogue } from '../types.js';

/** A menu item priced in whole pesos (stored in cents, as the menu repository keeps them). */
export const item = (name: string, category: string, pesos: number, extra: Partial<EvalItem> = {}): EvalItem => ({
  name,
  category,
  price: pesos * 100,
  ...extra,
});

/** The restaurant's facts as the assistant reads them (hours, delivery, payment). */
export const profile = (name: string, address: string, phone: string, hours: string): EvalMenu['restaurant'] => ({
  name,
  address,
  phone,
  hours,
  delivery: 'Sí, entregamos a domicilio; el envío cuesta $30 y tarda unos 45 minutos.',
  payment: 'efectivo, tarjeta al recibir y transferencia',
  promotions: null,
});

/** One tuning menu with the dialogues written for it. */
export interface TuningSet {
  id: string;
  menu: EvalMenu;
  dialogues: Dialogue[];
}
