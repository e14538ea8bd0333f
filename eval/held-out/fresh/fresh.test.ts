import { describe, expect, it } from 'vitest';
import { normalize } from '../../../core/assistant/text.js';
import { EVAL_MENUS } from '../../menus/index.js';
import { TUNING_MENUS } from '../../tuning/index.js';
import { ORDER_CATEGORIES } from '../../types.js';
import { HELD_OUT_MENUS } from '../index.js';
import { FRESH_DIALOGUES, FRESH_MENUS } from './index.js';

/* The fresh set's shape, checked without running any engine (as the held-out set's is). */
describe('fresh test menus', () => {
  it('are kinds of restaurant no other set has', () => {
    const others = new Set([...Object.keys(EVAL_MENUS), ...Object.keys(TUNING_MENUS), ...Object.keys(HELD_OUT_MENUS)]);
    expect(Object.keys(FRESH_MENUS).filter((id) => others.has(id))).toEqual([]);
  });

  it('cover every ordering category at least three times per menu, with unique ids', () => {
    const ids = FRESH_DIALOGUES.map((d) => d.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    for (const menu of Object.keys(FRESH_MENUS))
      for (const category of ORDER_CATEGORIES)
        expect(
          FRESH_DIALOGUES.filter((d) => d.menu === menu && d.category === category).length,
          `${menu} ${category}`,
        ).toBeGreaterThanOrEqual(3);
  });

  it('expect only available menu items, and notes and addresses in the customer’s own words', () => {
    const problems = FRESH_DIALOGUES.flatMap((d) => {
      if (!d.expected) return [];
      const said = normalize(d.turns.flat().join('\n'));
      const items = d.expected.items.flatMap((l) => {
        const found = FRESH_MENUS[d.menu]?.items.find((i) => i.name === l.name);
        return !found
          ? [`${d.id}: "${l.name}" no está en el menú`]
          : found.available === false
            ? [`${d.id}: "${l.name}" está agotado`]
            : [];
      });
      const words = [d.expected.address, ...d.expected.items.map((l) => l.notes ?? '')].filter((text) => !said.includes(normalize(text)));
      return [...items, ...words.map((text) => `${d.id}: "${text}"`)];
    });
    expect(problems).toEqual([]);
  });
});
