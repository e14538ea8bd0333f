import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openChat } from '../../../eval/harness.js';
import { slipWord } from './testing/misspellings.js';
import {
  answerArb,
  answerForms,
  asEval,
  countWord,
  headAloneArb,
  holders,
  menuWords,
  notSoldArb,
  orderArb,
  ordersArb,
  phrase,
  type WhichItem,
  type WhichMenu,
} from './testing/which-arbitraries.js';

/*
 * Which dish, on generated menus of several categories (testing/which-arbitraries.ts): dishes named
 * the ways customers text them are taken exactly; a head shared by several dishes is asked about
 * ("¿De cuál…?") and every way of answering picks the one meant; a dish the menu lacks, even one
 * sharing a word with a dish it has, or one sold out, is never added. Played through the real Assistant.
 */

type Chat = Awaited<ReturnType<typeof openChat>>;
const lower = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
const transcript = (chat: Chat) => chat.history.map((m) => m.content).join('\n---\n');
const menuList = (m: WhichMenu) => m.items.map((i) => `${i.name}${i.available === false ? ' (agotado)' : ''}`).join(', ');

/** The address and "sí", then the placed order's lines as "2 Torta Cubana", sorted. */
async function finish(chat: Chat): Promise<string[]> {
  await chat.send('Calle Roble 45, Col. Centro');
  await chat.send('sí');
  const orders = await chat.orders.list(chat.restaurant.id);
  return (orders.at(-1)?.items ?? []).map((l) => `${l.quantity} ${l.name}`).sort();
}

/** The article a customer puts before a dish answering "¿De cuál…?": "la hawaiana", "el de pollo". */
const article = (i: WhichItem) => (i.female ? 'la' : 'el');
const ORDINALS = ['primer', 'segund', 'tercer'];

/** The customer's answer to "¿De cuál…?" picking `chosen` among `family` the `how` way, or null where that way names no one. */
function answerFor(m: WhichMenu, family: WhichItem[], chosen: WhichItem, how: string, asked: string, at: number): string | null {
  const q = lower(chosen.qualifier!);
  switch (how) {
    case 'qualifier':
      return q;
    case 'article':
      return `${article(chosen)} ${q}`;
    case 'typo': {
      const ws = q.split(' ');
      const i = ws.findIndex((w) => w.length >= 5);
      if (i < 0) return null;
      const out = slipWord(ws[i]!, (['drop', 'swap', 'double', 'bv', 'sz'] as const)[at % 5]!, at);
      if (!out || menuWords(m).has(out)) return null;
      ws[i] = out;
      return ws.join(' ');
    }
    case 'ordinal': {
      // "la segunda": in the order the question listed them.
      const listed = [...family].sort((a, b) => asked.indexOf(a.name) - asked.indexOf(b.name));
      const k = listed.indexOf(chosen);
      return k > 2 ? null : `${article(chosen)} ${ORDINALS[k]}${chosen.female ? 'a' : 'o'}`;
    }
    case 'price':
      return `${article(chosen)} de ${chosen.price / 100}`;
    case 'cheapest':
      return family.every((o) => o.price >= chosen.price) ? `${article(chosen)} más barat${chosen.female ? 'a' : 'o'}` : null;
    case 'dearest':
      return family.every((o) => o.price <= chosen.price) ? `${article(chosen)} más car${chosen.female ? 'a' : 'o'}` : null;
    case 'full':
    case 'another':
      return how === 'full' ? chosen.name : q;
  }
  return null;
}

describe('which dish, on generated menus of several categories (fast-check)', () => {
  it('takes 1–3 dishes of one message exactly, each named its own way (exact, typo, texted, caps, plural, swapped, alone, brand, cut)', async () => {
    await fc.assert(
      fc.asyncProperty(ordersArb, async (c) => {
        const items = c.picks.map((p) => c.menu.items[p]!);
        if (items.some((i) => i.available === false)) return;
        const parts = items.map((it, k) => phrase(c.menu, it, c.ns[k]!, c.phrasings[k]!, c.at + k));
        if (parts.some((p) => !p)) return;
        const text = `${c.lead}${parts.map((p) => p!.text).join(c.joiner)}`;
        const chat = await openChat({ menu: asEval(c.menu) });
        await chat.send(text);
        const got = await finish(chat);
        const how = parts.map((p) => p!.how).join(' / ');
        expect(got, `${how}\nmenu: ${menuList(c.menu)}\n${transcript(chat)}`).toEqual(items.map((it, k) => `${c.ns[k]} ${it.name}`).sort());
      }),
      { numRuns: 1000, seed: 21 },
    );
  }, 120_000);

  it('asks "¿De cuál…?" for a head several dishes share (never for one), and every way of answering picks the one meant', async () => {
    await fc.assert(
      fc.asyncProperty(headAloneArb, async (c) => {
        const fam = c.menu.families[c.family]!;
        if (fam.items.some((i) => i.available === false)) return;
        const head = lower(fam.family.head);
        const count = countWord(c.n, fam.family.female);
        const said = c.n === 1 ? `${count} ${head}` : `${count} ${head.endsWith('s') ? head : `${head}s`}`;
        const chat = await openChat({ menu: asEval(c.menu) });
        const first = await chat.send(`${c.lead}${said}`);
        if (fam.items.length === 1) {
          expect(await finish(chat), transcript(chat)).toEqual([`${c.n} ${fam.items[0]!.name}`]);
          return;
        }
        const cart = await chat.carts.get(chat.restaurant.id, chat.conversation.id);
        expect(
          cart?.guards?.pending?.map((p) => [...p.opciones].sort()),
          transcript(chat),
        ).toEqual([fam.items.map((i) => i.name).sort()]);
        const chosen = fam.items[c.chosen % fam.items.length]!;
        const answer = answerFor(c.menu, fam.items, chosen, c.answer, first.reply, c.at);
        if (!answer) return;
        // "y una coca" before answering: another dish said meanwhile; the one asked about is not lost.
        const other = c.menu.items[c.other]!;
        const meanwhile = c.answer === 'another' && other.head !== fam.family.head && other.available !== false ? other : null;
        if (meanwhile) await chat.send(`y ${phrase(c.menu, meanwhile, 1, 'exact', 0)!.text}`);
        await chat.send(answer);
        const want = [`${c.n} ${chosen.name}`, ...(meanwhile ? [`1 ${meanwhile.name}`] : [])].sort();
        expect(await finish(chat), `${c.answer}: ${answer}\nmenu: ${menuList(c.menu)}\n${transcript(chat)}`).toEqual(want);
      }),
      { numRuns: 1000, seed: 21 },
    );
  }, 120_000);

  it('never adds a dish the menu lacks (even sharing a word with one it has) nor a sold-out one, says so, and goes on', async () => {
    await fc.assert(
      fc.asyncProperty(notSoldArb, async (c) => {
        let wanted: string | null = null;
        if (c.kind === 'not-sold') wanted = c.wanted;
        if (c.kind === 'family-missing') {
          const fam = c.menu.families[c.family]!;
          // "Doble Queso" is also how to ask for one with double cheese (a note); "Tres Leches" holds a count: not yet read as a name.
          const missing = fam.family.qualifiers.filter((q) => !fam.items.some((i) => i.qualifier === q) && !/^(Doble|de Tres)/.test(q));
          if (!missing.length) return;
          wanted = lower(`${fam.family.head} ${missing[c.missing % missing.length]}`);
        }
        if (c.kind === 'sold-out') wanted = lower(c.menu.items.find((i) => i.available === false)?.name ?? '') || null;
        const then = c.menu.items[c.then]!;
        if (!wanted || (c.kind !== 'sold-out' && holders(c.menu, wanted).length) || then.available === false) return;
        const chat = await openChat({ menu: asEval(c.menu) });
        const first = await chat.send(`${c.lead}${wanted.endsWith('s') ? 'unas' : 'una'} ${wanted}`);
        const context = `${wanted}\nmenu: ${menuList(c.menu)}\n${transcript(chat)}`;
        expect(first.reply, context).toMatch(/no manejamos|agotad/i);
        await chat.send(`entonces ${phrase(c.menu, then, 1, 'exact', 0)!.text}`);
        expect(await finish(chat), `${context}\n${transcript(chat)}`).toEqual([`1 ${then.name}`]);
      }),
      { numRuns: 1000, seed: 21 },
    );
  }, 120_000);

  it('takes the answer to "¿De cuál…?" however it is put: politely, split between two, after another dish, to a diminutive, by the head', async () => {
    await fc.assert(
      fc.asyncProperty(answerArb, async ({ c, form, second, mode }) => {
        const fam = c.menu.families[c.family]!;
        if (fam.items.some((i) => i.available === false)) return;
        const head = lower(fam.family.head);
        const plural = head.endsWith('s') ? head : `${head}s`;
        const chosen = fam.items[c.chosen % fam.items.length]!;
        const other = fam.items[(c.chosen + 1 + second) % fam.items.length]!;
        const q = (i: WhichItem) => lower(i.qualifier!);
        const un = (i: WhichItem) => (i.female ? 'una' : 'uno');
        const said = `${countWord(c.n, fam.family.female)} ${c.n > 1 ? plural : head}`;
        let turns: string[];
        let want: string[];
        if (mode === 'shared-qualifier') {
          // "una de chorizo" with a Torta and a Sope de Chorizo: asked, or the house kind (the head of three
          // dishes or more, and of more than any other's: `houseKind`).
          const owners = holders(c.menu, chosen.qualifier!);
          if (owners.length < 2 || !/^(de|al) /.test(q(chosen))) return;
          const chat = await openChat({ menu: asEval(c.menu) });
          await chat.send(`${c.lead}${chosen.female ? 'una' : 'uno'} ${q(chosen)}`);
          const cart = await chat.carts.get(chat.restaurant.id, chat.conversation.id);
          const asked = cart?.guards?.pending?.[0]?.opciones ?? [];
          if (!asked.length) {
            const heads = (h: string | null) => c.menu.items.filter((i) => i.head === h).length;
            const guessed = cart?.lines.map((l) => owners.find((o) => o.name === l.name)) ?? [];
            const own = heads(guessed[0]?.head ?? null);
            const standsOut = own >= 3 && owners.every((o) => o.head === guessed[0]?.head || heads(o.head) < own);
            expect(guessed.length === 1 && standsOut, transcript(chat)).toBe(true);
            return;
          }
          expect([...asked].sort(), transcript(chat)).toEqual(owners.map((o) => o.name).sort());
          await chat.send(`${chosen.female ? 'la' : 'el'} ${head}`);
          expect(await finish(chat), transcript(chat)).toEqual([`1 ${chosen.name}`]);
          return;
        }
        if (fam.items.length < 2) return;
        if (mode === 'polite') {
          const forms = answerForms(q(chosen), article(chosen), un(chosen), chosen.price / 100);
          turns = [said, forms[form % forms.length]!];
          want = [`${c.n} ${chosen.name}`];
        } else if (mode === 'split') {
          // "dos hamburguesas" → "una clásica y una hawaiana".
          if (other === chosen) return;
          turns = [`dos ${plural}`, `${un(chosen)} ${q(chosen)} y ${un(other)} ${q(other)}`];
          want = [`1 ${chosen.name}`, `1 ${other.name}`].sort();
        } else if (mode === 'with-other') {
          // "una torta y una coca": the coca is taken, the torta asked about.
          const o = c.menu.items[c.other]!;
          if (o.head === fam.family.head || o.available === false) return;
          turns = [`${said} y ${phrase(c.menu, o, 1, 'exact', 0)!.text}`, `${article(chosen)} ${q(chosen)}`];
          want = [`${c.n} ${chosen.name}`, `1 ${o.name}`].sort();
        } else {
          // "unos taquitos" → "de pastor".
          const dim = /[ao]$/.test(head)
            ? `${head.slice(0, -1).replace(/c$/, 'qu').replace(/g$/, 'gu')}it${head.at(-1)}s`
            : head.endsWith('e')
              ? `${head}citos`
              : null;
          if (!dim) return;
          turns = [`unos ${dim}`, /^al /.test(q(chosen)) ? q(chosen) : `de ${q(chosen).replace(/^de /, '')}`];
          want = [`1 ${chosen.name}`];
        }
        const chat = await openChat({ menu: asEval(c.menu) });
        await chat.send(`${c.lead}${turns[0]}`);
        for (const t of turns.slice(1)) await chat.send(t);
        expect(await finish(chat), `${mode}\nmenu: ${menuList(c.menu)}\n${transcript(chat)}`).toEqual(want);
      }),
      { numRuns: 1000, seed: 21 },
    );
  }, 120_000);

  it('a question asked in the same message as one of its choices is held until answered ("2 refrescos y una coca" → "¿Cuál…?" → "sidral")', async () => {
    await fc.assert(
      fc.asyncProperty(orderArb, fc.nat(5), fc.integer({ min: 2, max: 3 }), async (c, other, n) => {
        const brands = c.menu.items.filter((i) => i.brand && i.available !== false);
        if (brands.length < 2) return;
        const named = brands[c.pick % brands.length]!;
        const answer = brands.filter((b) => b !== named)[other % (brands.length - 1)]!;
        const chat = await openChat({ menu: asEval(c.menu) });
        await chat.send(`${c.lead}${countWord(n, false)} refrescos y ${phrase(c.menu, named, 1, 'exact', 0)!.text}`);
        const cart = await chat.carts.get(chat.restaurant.id, chat.conversation.id);
        expect(cart?.guards?.pending?.[0]?.opciones ?? [], transcript(chat)).toContain(answer.name);
        // An address before answering: the question is asked again, nothing is confirmed.
        expect((await chat.send('Calle Roble 45, Col. Centro')).order ?? null, transcript(chat)).toBeNull();
        await chat.send(answer.brand!.common[c.at % answer.brand!.common.length]!);
        await chat.send('sí');
        const orders = await chat.orders.list(chat.restaurant.id);
        const got = (orders.at(-1)?.items ?? []).map((l) => `${l.quantity} ${l.name}`).sort();
        expect(got, `menu: ${menuList(c.menu)}\n${transcript(chat)}`).toEqual([`${n} ${answer.name}`, `1 ${named.name}`].sort());
      }),
      { numRuns: 1000, seed: 21 },
    );
  }, 120_000);

  it('a sold-out dish of the kind asked about, named as the answer, is said to be sold out and the question stays (never another dish with its words)', async () => {
    await fc.assert(
      fc.asyncProperty(headAloneArb, async (c) => {
        const fam = c.menu.families[c.family]!;
        if (fam.items.length < 3) return;
        // One dish of the family sold out: "¿De cuál taco?" offers the others.
        const out = fam.items[c.chosen % fam.items.length]!;
        const menu: WhichMenu = { ...c.menu, items: c.menu.items.map((i) => ({ ...i, available: i !== out })) };
        const left = fam.items.filter((i) => i !== out);
        const pick = left[c.at % left.length]!;
        const chat = await openChat({ menu: asEval(menu) });
        await chat.send(`${c.lead}${countWord(1, fam.family.female)} ${lower(fam.family.head)}`);
        const told = await chat.send(`${article(out)} ${lower(out.qualifier!)}`);
        expect(told.reply, transcript(chat)).toMatch(/agotad/i);
        await chat.send(`${article(pick)} ${lower(pick.qualifier!)}`);
        expect(await finish(chat), `menu: ${menuList(menu)}\n${transcript(chat)}`).toEqual([`1 ${pick.name}`]);
      }),
      { numRuns: 1000, seed: 21 },
    );
  }, 120_000);
});
