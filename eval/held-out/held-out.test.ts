import { describe, expect, it } from 'vitest';
import { normalize } from '../../core/assistant/text.js';
import { EVAL_MENUS } from '../menus/index.js';
import { ORDER_CATEGORIES } from '../types.js';
import { HELD_OUT_DIALOGUES, HELD_OUT_MENUS } from './index.js';

/*
 * The held-out set's shape, checked without running any engine: a broken reference here would
 * score as an engine failure, and a thin category would make its figure meaningless.
 */
const menuIds = Object.keys(HELD_OUT_MENUS);

describe('held-out menus', () => {
  it('are at least seven, none of them a tuning menu', () => {
    expect(menuIds.length).toBeGreaterThanOrEqual(7);
    expect(menuIds.filter((id) => id in EVAL_MENUS)).toEqual([]);
  });

  it('have 15 to 35 items with unique names and positive prices', () => {
    for (const [id, menu] of Object.entries(HELD_OUT_MENUS)) {
      const names = menu.items.map((i) => i.name);
      expect(names.length, id).toBeGreaterThanOrEqual(15);
      expect(names.length, id).toBeLessThanOrEqual(35);
      expect(new Set(names).size, id).toBe(names.length);
      expect(
        menu.items.filter((i) => !(i.price > 0)).map((i) => i.name),
        id,
      ).toEqual([]);
    }
  });

  it('each have at least two sold-out items', () => {
    for (const [id, menu] of Object.entries(HELD_OUT_MENUS)) {
      expect(menu.items.filter((i) => i.available === false).length, id).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('held-out dialogues', () => {
  it('are at least 330, with unique ids named after their menu', () => {
    expect(HELD_OUT_DIALOGUES.length).toBeGreaterThanOrEqual(330);
    const ids = HELD_OUT_DIALOGUES.map((d) => d.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(HELD_OUT_DIALOGUES.filter((d) => !d.id.startsWith(`h-${d.menu}-`)).map((d) => d.id)).toEqual([]);
  });

  it('play on a held-out menu', () => {
    expect(HELD_OUT_DIALOGUES.filter((d) => !(d.menu in HELD_OUT_MENUS)).map((d) => d.id)).toEqual([]);
  });

  it('expect only lines that name an existing, available menu item, in positive whole quantities', () => {
    const problems = HELD_OUT_DIALOGUES.flatMap((d) =>
      (d.expected?.items ?? []).flatMap((l) => {
        const found = HELD_OUT_MENUS[d.menu]?.items.find((i) => i.name === l.name);
        if (!found) return [`${d.id}: "${l.name}" no está en el menú`];
        if (found.available === false) return [`${d.id}: "${l.name}" está agotado`];
        if (!Number.isInteger(l.quantity) || l.quantity < 1) return [`${d.id}: cantidad ${l.quantity}`];
        return [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('expect an order with lines and an address, or none at all', () => {
    const problems = HELD_OUT_DIALOGUES.filter((d) => d.expected && (!d.expected.items.length || !d.expected.address.trim()));
    expect(problems.map((d) => d.id)).toEqual([]);
  });

  it("take every note, address and name from the customer's own words", () => {
    const problems = HELD_OUT_DIALOGUES.flatMap((d) => {
      if (!d.expected) return [];
      const said = normalize(d.turns.flat().join('\n'));
      const wanted = [d.expected.address, d.expected.customerName ?? '', ...d.expected.items.map((l) => l.notes ?? '')];
      return wanted.filter((text) => !said.includes(normalize(text))).map((text) => `${d.id}: "${text}"`);
    });
    expect(problems).toEqual([]);
  });

  it('have at least 15 dialogues in every category', () => {
    for (const category of ORDER_CATEGORIES) {
      expect(HELD_OUT_DIALOGUES.filter((d) => d.category === category).length, category).toBeGreaterThanOrEqual(15);
    }
  });

  it('set a personality on every voz dialogue, and only kitchen turns the harness knows', () => {
    expect(HELD_OUT_DIALOGUES.filter((d) => d.category === 'voz' && !d.personality).map((d) => d.id)).toEqual([]);
    // A kitchen turn is read only on its own: joined into a run of bubbles it would be a message.
    const inRuns = HELD_OUT_DIALOGUES.filter((d) => d.turns.some((t) => Array.isArray(t) && t.some((b) => b.startsWith('#'))));
    expect(inRuns.map((d) => d.id)).toEqual([]);
    const turns = HELD_OUT_DIALOGUES.flatMap((d) => d.turns.flat().map((t) => ({ id: d.id, t })));
    expect(turns.filter(({ t }) => t.startsWith('#') && t !== '#cocina:preparing').map(({ id }) => id)).toEqual([]);
    expect(turns.filter(({ t }) => !t.trim()).map(({ id }) => id)).toEqual([]);
  });
});
