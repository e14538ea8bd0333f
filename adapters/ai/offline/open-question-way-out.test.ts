import { describe, expect, it } from 'vitest';
import { playChat } from './testing/play.js';
import { item as I } from '../../../eval/tuning/kit.js';

/** Two dishes sharing a name's head, so "un pad thai" opens "¿De cuál…?". */
const THAI = [
  I('Pad Thai de Camarón', 'Platos', 185),
  I('Pad Thai de Pollo', 'Platos', 175),
  I('Curry Verde de Pollo', 'Platos', 179),
  I('Té Tailandés 500 ml', 'Bebidas', 65),
];

const play = (...turns: string[]) => playChat(THAI, turns, { testMode: false });

describe('an open "¿De cuál…?" the customer goes past says how to let it go', () => {
  it('"es todo" asks it again with the way out, and the words it names let it go and close the order', async () => {
    const { replies, orders } = await play(
      'un curry verde de pollo y un pad thai',
      'es todo',
      'no quiero ninguno',
      'es todo',
      'Calle Tabachines 12',
      'si',
    );
    expect(replies[1]).toContain('¿De cuál pad thai');
    expect(replies[1]).toContain('"no quiero ninguno"');
    expect(replies[2]).toContain('no agrego');
    expect(orders).toHaveLength(1);
    expect(orders[0]!.items.map((i) => [i.name, i.quantity])).toEqual([['Curry Verde de Pollo', 1]]);
  });

  it('an address given while it is open is kept, and the question comes back with the way out', async () => {
    const { replies } = await play('un pad thai', 'Calle Tabachines 12');
    expect(replies[1]).toContain('Anoté tu dirección: Calle Tabachines 12.');
    expect(replies[1]).toContain('¿De cuál pad thai');
    expect(replies[1]).toContain('"no quiero ninguno"');
  });

  it('the first time it is asked, it is only the question', async () => {
    const { replies } = await play('un pad thai');
    expect(replies[0]).toContain('¿De cuál pad thai');
    expect(replies[0]).not.toContain('ninguno');
  });

  it('"no quiero pad thai" lets the question go: it is never read as "no, quiero pad thai" swapping the dish before', async () => {
    const { replies, orders } = await play(
      'un curry verde de pollo y un pad thai',
      'no quiero pad thai',
      'es todo',
      'Calle Tabachines 12',
      'si',
    );
    expect(replies[1]).toContain('no agrego');
    expect(orders[0]!.items.map((i) => [i.name, i.quantity])).toEqual([['Curry Verde de Pollo', 1]]);
  });

  it('"ninguno" alone (core lets the question go) says which dish is not added, never the help text', async () => {
    const { replies, orders } = await play('un curry verde de pollo y un pad thai', 'ninguno', 'es todo', 'Calle Tabachines 12', 'si');
    expect(replies[1]).toContain('no agrego pad thai');
    expect(replies[1]).not.toContain('Con gusto te ayudo');
    expect(orders[0]!.items.map((i) => [i.name, i.quantity])).toEqual([['Curry Verde de Pollo', 1]]);
  });

  it('"no, quiero pad thai" (with the comma) never swaps the dish before nor moves its note', async () => {
    const { orders } = await play(
      'un curry verde de pollo sin picante y un pad thai',
      'no, quiero pad thai',
      'de camaron',
      'es todo',
      'Calle Tabachines 12',
      'si',
    );
    const lines = orders[0]!.items.map((i) => [i.name, i.quantity, i.notes ?? null]);
    expect(lines).toContainEqual(['Curry Verde de Pollo', 1, 'sin picante']);
    expect(lines.filter(([name]) => String(name).startsWith('Pad Thai'))).toHaveLength(1);
  });

  it('"un te thai" is the Té Tailandés alone: one span is never read again as "¿De cuál pad thai?"', async () => {
    const { replies, orders } = await play('un te thai', 'es todo', 'Calle Tabachines 12', 'si');
    expect(replies[0]).not.toContain('¿De cuál');
    expect(orders[0]!.items.map((i) => [i.name, i.quantity])).toEqual([['Té Tailandés 500 ml', 1]]);
  });

  it('"un curry verde de pollo pad" still asks: a word that is no start of the dish\'s own name is another dish', async () => {
    const { replies } = await play('un curry verde de pollo pad thai');
    expect(replies[0]).toContain('¿De cuál pad thai');
  });
});
