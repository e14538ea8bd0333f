import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptyCart } from '../../../../core/orders/cart.js';
import type { MenuItem } from '../../../../core/menu/menu-item.js';
import { emptyMemory } from '../memory.js';
import { TONES } from '../tone.js';
import type { PlannedCall } from '../turn.js';
import { rememberPlanned, withPlannedCalls } from './planned-cart.js';

const item = (name: string, pesos: number, available = true): MenuItem => ({
  id: name,
  restaurantId: 'r',
  name,
  description: null,
  price: pesos * 100,
  category: 'Todo',
  ingredients: [],
  available,
  synonyms: [],
  optionGroups: [],
  createdAt: new Date(0),
});
const MENU = [item('Taco de Papa', 14), item('Taco de Adobo', 15), item('Taco de Mole Verde', 15, false), item('Paquete 2', 95)];
const add = (producto: string, cantidad: number, notas?: string): PlannedCall => ({
  name: 'agregar_producto',
  arguments: { producto, cantidad, ...(notas ? { notas } : {}) },
});
const { engineState: _, ...start } = emptyCart();
const lines = (calls: PlannedCall[]) =>
  withPlannedCalls(start, calls, MENU).lines.map((l) => `${l.quantity} ${l.name}${l.notes ? ` (${l.notes})` : ''}`);

describe('the lines a run of bubbles asks for (the engine’s own model, never core’s executor)', () => {
  it('adds the menu items it named, and nothing for words or sold-out items', () => {
    expect(lines([add('Taco de Papa', 3), add('tacos', 2), add('Taco de Mole Verde', 1), add('Taco de Papa', 1)])).toEqual([
      '4 Taco de Papa',
    ]);
  });

  it('keeps notes apart, changes quantities and removes units newest first', () => {
    const calls = [
      add('Paquete 2', 2),
      { name: 'cambiar_cantidad', arguments: { producto: 'Paquete 2', cantidad: 1 } },
      add('Paquete 2', 1, 'con atole'),
      add('Taco de Adobo', 3),
      { name: 'quitar_producto', arguments: { producto: 'Taco de Adobo', cantidad: 1 } },
    ] satisfies PlannedCall[];
    expect(lines(calls)).toEqual(['1 Paquete 2', '1 Paquete 2 (con atole)', '2 Taco de Adobo']);
  });

  it('remembers what the reply will ask next: more, the address to confirm, or the placed order', () => {
    const tone = TONES.friendly;
    const calls = [add('Taco de Papa', 2)];
    const after = withPlannedCalls(start, calls, MENU);
    expect(rememberPlanned(emptyMemory(), calls, start, after, MENU, tone).lastAsk).toBe('more');
    const withAddress = { ...start, lines: after.lines, deliveryAddress: 'Calle Pino 4' };
    const confirm: PlannedCall[] = [{ name: 'confirmar_pedido', arguments: {} }];
    const placed = rememberPlanned(emptyMemory(), confirm, withAddress, withPlannedCalls(withAddress, confirm, MENU), MENU, tone);
    expect(placed).toMatchObject({ placed: ['Taco de Papa'], lastAddress: 'Calle Pino 4', lastAsk: null });
    const refused = rememberPlanned(emptyMemory(), [add('Taco de Mole Verde', 4)], start, start, MENU, tone);
    expect(refused).toMatchObject({ refused: 'Taco de Mole Verde', refusedQuantity: 4 });
  });

  it('no module of the offline engine runs core’s tool executor', () => {
    const dir = join(import.meta.dirname, '..');
    const sources = [
      ...readdirSync(dir).map((f) => join(dir, f)),
      ...readdirSync(join(dir, 'acts')).map((f) => join(dir, 'acts', f)),
    ].filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    for (const file of sources) expect(readFileSync(file, 'utf8'), file).not.toMatch(/tool-executor/);
  });
});
