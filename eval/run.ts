import { DEV_DIALOGUES, TEST_DIALOGUES } from './dialogues/index.js';
import { evaluate, formatReport, registerMenus } from './evaluate.js';
import { FRESH_DIALOGUES, FRESH_MENUS } from './held-out/fresh/index.js';
import { HELD_OUT_DIALOGUES } from './held-out/index.js';
import { evaluateOpenAiReplay } from './openai-replay.js';
import { TUNING_DIALOGUES } from './tuning/index.js';

/*
 * The evaluation is split by MENU, not by dialogue. Tuning menus: the repo's five (their old
 * development and test dialogues both) and the tuning menus of eval/tuning. Test menus: the
 * held-out ones (eval/held-out), of kinds of restaurant never used for tuning; only their
 * figures are printed, never their failures; the fresh menus (eval/held-out/fresh) are a second
 * such set, written apart from the engine's work. `npm run eval` exits non-zero unless the test
 * menus are ≥ 95% exact with no category under 90%. `npm run eval -- --openai` also plays the
 * tuning dialogues of the five menus through the OpenAI path (eval/openai-replay.ts).
 */
const tuningDialogues = [...DEV_DIALOGUES, ...TEST_DIALOGUES, ...TUNING_DIALOGUES];

if (process.argv.includes('--openai')) {
  const replay = await evaluateOpenAiReplay(TEST_DIALOGUES);
  console.log(formatReport('Ajuste por la ruta de OpenAI (SDK real, servidor falso, turnos grabados)', replay).join('\n'));
}
const tuned = await evaluate(tuningDialogues);
console.log(formatReport('Menús de ajuste', tuned).join('\n'));
const test = await evaluate(HELD_OUT_DIALOGUES);
console.log(formatReport('Menús de prueba (nunca vistos al ajustar; solo cifras)', test).join('\n'));
registerMenus(FRESH_MENUS);
const fresh = await evaluate(FRESH_DIALOGUES);
console.log(formatReport('Menús nuevos (escritos aparte mientras se cambiaba el motor; solo cifras)', fresh).join('\n'));
for (const f of tuned.failures) {
  console.log(`\n✗ ${f.id} [${f.category}]: ${f.reason}`);
  for (const line of f.transcript) console.log(`    ${line.replace(/\n/g, '\n    ')}`);
}
const worst = Math.min(...Object.values(test.byCategory).map((s) => s.exact / s.total));
console.log(
  `\nMenús de prueba: ${(test.accuracy * 100).toFixed(1)}% exactos, peor categoría ${(worst * 100).toFixed(1)}% (meta: ≥ 95% y ninguna < 90%)`,
);
process.exitCode = test.accuracy >= 0.95 && worst >= 0.9 ? 0 : 1;
