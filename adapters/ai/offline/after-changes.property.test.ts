import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playChat } from './testing/play.js';
import { DIALOGUES, verdict, type AfterDialogue } from './testing/after-arbitraries.js';

/*
 * What a customer does to an order already started or confirmed, on generated menus of several
 * categories (dishes sharing heads and fillings, sides, drinks by size, desserts), played through
 * the real Assistant (generators: adapters/ai/offline/testing/after-arbitraries.ts): the plain
 * order in one message with greeting and address; removing, replacing and recounting a dish
 * before and after "sí"; adding late; the address changed after confirming; cancelling; questions
 * about the placed order; and a dish the menu lacks asked for in a correction.
 *
 * AFTER_TALLY=1 plays AFTER_RUNS cases of each kind and prints the failures by wording instead
 * of stopping at the first (how the first-run figures in docs/engine.md were counted).
 */
const RUNS = Number(process.env.AFTER_RUNS ?? 1000);
const SEED = 21;

const play = async (d: AfterDialogue) => verdict(d, await playChat(d.menu, d.turns));

const TITLES: Record<keyof typeof DIALOGUES, string> = {
  plain: '"hola buenas, me mandas <order> a <address>" then "sí" is that order at that address',
  remove: '"quítale la horchata" / "ya no quiero las papas" / "sin el refresco mejor" takes that dish off, before or after "sí"',
  replace: '"cámbiame el de pastor por uno de suadero" / "mejor en vez de coca una sprite" replaces it, units kept',
  recount: '"que sean 3" / "mejor solo 2 de pastor" / "agrégale otra" / "una más de jamaica" recounts that dish',
  late: 'a dish added after "es todo", after the address or after "sí" joins the order',
  readdress: 'the address changed after "sí" is the placed order\'s address, its lines untouched',
  cancel: '"cancélalo" / "ya no lo quiero" before confirming places nothing; after, cancels the order',
  question: '"¿ya viene?" / "¿cuánto fue?" / "¿cuánto tarda?" after "sí" are answered and change nothing',
  absent: 'a dish the menu lacks asked for in a correction is never added and the customer is told so',
};

if (process.env.AFTER_TALLY) {
  it('tally of failures by kind and wording', async () => {
    for (const [kind, arb] of Object.entries(DIALOGUES)) {
      const cases = fc.sample(arb, { numRuns: RUNS, seed: SEED }).filter((d): d is AfterDialogue => d !== null);
      const byLabel = new Map<string, { n: number; failed: number; example?: string }>();
      for (const d of cases) {
        const problem = await play(d);
        const entry = byLabel.get(d.label) ?? { n: 0, failed: 0 };
        entry.n++;
        if (problem) {
          entry.failed++;
          entry.example ??= `${d.turns.join(' | ')}  →  ${problem}`;
        }
        byLabel.set(d.label, entry);
      }
      const failed = [...byLabel.values()].reduce((s, e) => s + e.failed, 0);
      console.log(`\n## ${kind}: ${failed}/${cases.length} failed`);
      for (const [label, e] of [...byLabel].sort((a, b) => b[1].failed - a[1].failed)) {
        if (e.failed) console.log(`  ${e.failed}/${e.n} ${label}\n      e.g. ${e.example}`);
      }
    }
  }, 1_800_000);
} else {
  describe('after: changes to an order started or confirmed, on generated menus (fast-check)', () => {
    for (const [kind, arb] of Object.entries(DIALOGUES)) {
      it(
        TITLES[kind as keyof typeof DIALOGUES],
        async () => {
          await fc.assert(
            fc.asyncProperty(arb, async (d) => {
              fc.pre(d !== null);
              const problem = await play(d);
              expect(problem, `${d.turns.join(' | ')}`).toBeNull();
            }),
            { numRuns: RUNS, seed: SEED },
          );
        },
        600_000,
      );
    }
  });
}
