import { describe, expect, it } from 'vitest';
import { normalize } from '../../core/assistant/text.js';
import { ORDER_STATUSES } from '../../core/orders/order.js';
import { DEV_DIALOGUES, TEST_DIALOGUES } from '../dialogues/index.js';
import { EVAL_MENUS } from '../menus/index.js';
import { ORDER_CATEGORIES, type Category, type Dialogue } from '../types.js';
import { TUNING_DIALOGUES, TUNING_MENUS, TUNING_SETS } from './index.js';

/** Categories the new engine lacks data for get one more dialogue each. */
const AT_LEAST: Partial<Record<Category, number>> = { tamanos: 4, extras: 4, combos: 4, rafagas: 4 };
const KITCHEN_TURN = /^#cocina:(\w+)(?::\d+)?$/;

const bubbles = (dialogue: Dialogue) => dialogue.turns.flatMap((t) => (Array.isArray(t) ? t : [t]));
/** Everything the customer typed, normalized and joined: where the expected words must come from. */
/** A returning customer's earlier orders (#23) hold words they said before this chat: the saved address and notes. */
const saidBefore = (dialogue: Dialogue) => (dialogue.previous ?? []).flatMap((p) => [p.address, ...p.items.map((l) => l.notes ?? '')]);
const said = (dialogue: Dialogue) => ` ${normalize([...bubbles(dialogue), ...saidBefore(dialogue)].join(' '))} `;

describe('tuning menus and dialogues (eval/tuning)', () => {
  it('has at least six menus, each a new kind with its own key', () => {
    expect(TUNING_SETS.length).toBeGreaterThanOrEqual(6);
    for (const set of TUNING_SETS) {
      expect(EVAL_MENUS[set.id], set.id).toBeUndefined();
      expect(TUNING_MENUS[set.id]).toBe(set.menu);
    }
  });

  it.each(TUNING_SETS.map((s) => [s.id, s] as const))('%s: a menu of 15–30 distinct, priced items with two sold out', (_, set) => {
    const { items, restaurant } = set.menu;
    expect(items.length).toBeGreaterThanOrEqual(15);
    expect(items.length).toBeLessThanOrEqual(30);
    expect(new Set(items.map((i) => normalize(i.name))).size).toBe(items.length);
    for (const i of items) {
      expect(Number.isInteger(i.price), i.name).toBe(true);
      expect(i.price, i.name).toBeGreaterThanOrEqual(5_00);
      expect(i.price, i.name).toBeLessThanOrEqual(1_000_00);
      expect(i.category.trim(), i.name).not.toBe('');
    }
    expect(items.filter((i) => i.available === false).length).toBeGreaterThanOrEqual(2);
    expect(restaurant.name && restaurant.address && restaurant.phone && restaurant.hours).toBeTruthy();
  });

  it.each(TUNING_SETS.map((s) => [s.id, s] as const))(
    '%s: has the kinds of item the engine must learn, and asks for what is sold out',
    (_, set) => {
      const { items } = set.menu;
      const names = items.map((i) => i.name);
      // Counts, volumes, weights or fractions inside names ("Empanadas 6 pzas", "Agua de Jamaica 1 L", "Maciza 1/2 kg").
      expect(names.filter((n) => /\d+(\/\d+)?\s*(pzas|ml|l|g|kg|oz|litro)\b/i.test(n)).length, 'sized names').toBeGreaterThanOrEqual(2);
      expect(
        names.some((n) => /\bextra\b/i.test(n)),
        'a paid extra',
      ).toBe(true);
      expect(
        items.some((i) => /^(paquete|combo)\b/i.test(i.name) && i.description),
        'a combo saying what it includes',
      ).toBe(true);
      const offMenu = set.dialogues.filter((dl) => dl.category === 'fuera-de-menu').map(said);
      for (const soldOut of items.filter((i) => i.available === false)) {
        const distinctive = normalize(soldOut.name)
          .split(' ')
          .filter((w) => w.length >= 4);
        const asked = offMenu.some((text) => distinctive.every((w) => text.includes(w)));
        expect(asked, `some customer asks for ${soldOut.name}`).toBe(true);
      }
    },
  );

  it.each(TUNING_SETS.map((s) => [s.id, s] as const))('%s: at least 45 dialogues covering every category', (_, set) => {
    expect(set.dialogues.length).toBeGreaterThanOrEqual(45);
    for (const category of ORDER_CATEGORIES) {
      const count = set.dialogues.filter((dl) => dl.category === category).length;
      expect(count, category).toBeGreaterThanOrEqual(AT_LEAST[category] ?? 3);
    }
    for (const dl of set.dialogues) expect(dl.menu, dl.id).toBe(set.id);
    const bursts = set.dialogues.filter((dl) => dl.category === 'rafagas');
    for (const dl of bursts)
      expect(
        dl.turns.some((t) => Array.isArray(t) && t.length >= 2),
        dl.id,
      ).toBe(true);
  });

  it('ids are unique, also against the repo’s own dialogues', () => {
    const ids = [...TUNING_DIALOGUES, ...DEV_DIALOGUES, ...TEST_DIALOGUES].map((dl) => dl.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(TUNING_DIALOGUES.map((dl) => [dl.id, dl] as const))('%s: turns and expected order are well formed', (_, dl) => {
    const menu = TUNING_MENUS[dl.menu]!;
    expect(dl.turns.length).toBeGreaterThan(0);
    for (const turn of dl.turns) {
      if (Array.isArray(turn)) expect(turn.length).toBeGreaterThanOrEqual(2);
      for (const bubble of Array.isArray(turn) ? turn : [turn]) {
        expect(bubble.trim()).not.toBe('');
        const kitchen = KITCHEN_TURN.exec(bubble);
        if (bubble.startsWith('#')) expect(kitchen && ORDER_STATUSES.includes(kitchen[1] as never), bubble).toBeTruthy();
        if (kitchen) expect(Array.isArray(turn), 'a kitchen turn is never a bubble of a burst').toBe(false);
      }
    }
    if (!dl.expected) return;
    expect(ORDER_STATUSES).toContain(dl.expected.status);
    expect(dl.expected.items.length).toBeGreaterThan(0);
    // The address is the customer's own words (a pickup has none).
    if (dl.expected.fulfillment !== 'pickup') {
      expect(normalize(dl.expected.address)).not.toBe('');
      expect(said(dl)).toContain(` ${normalize(dl.expected.address)} `);
    }
    let total = 0;
    for (const l of dl.expected.items) {
      const found = menu.items.find((i) => i.name === l.name);
      expect(found, `${l.name} is not on the menu`).toBeDefined();
      expect(found!.available ?? true, `${l.name} is sold out`).toBe(true);
      // Above 20 only for a party order the customer confirmed (the sane-quantity guarantee asks first).
      expect(Number.isInteger(l.quantity) && l.quantity >= 1 && l.quantity <= 50, `${l.name} × ${l.quantity}`).toBe(true);
      if (l.notes !== undefined) {
        expect(normalize(l.notes)).not.toBe('');
        expect(said(dl), `notes "${l.notes}" are the customer's words`).toContain(` ${normalize(l.notes)} `);
      }
      total += found!.price * l.quantity;
    }
    expect(Number.isInteger(total) && total > 0).toBe(true);
    if (dl.expected.customerName) expect(said(dl)).toContain(` ${normalize(dl.expected.customerName)} `);
    // Two lines of one item differ by their notes or options (#25); otherwise they would be one line.
    const keys = dl.expected.items.map((l) => `${l.name}|${normalize(l.notes ?? '')}|${(l.options ?? []).join(',')}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
