import { DEV_DIALOGUES, TEST_DIALOGUES } from './dialogues/index.js';
import { evaluate, formatReport } from './evaluate.js';
import { HELD_OUT_DIALOGUES } from './held-out/index.js';
import { evaluateOpenAiReplay } from './openai-replay.js';

/*
 * `npm run eval` prints both parts by category. Failures are listed only for the development
 * part (what tuning may look at); `npm run eval -- --show-test` lists the test part's too, and
 * `npm run eval -- --openai` also plays the test part through the OpenAI path (eval/openai-replay.ts).
 */
const showTest = process.argv.includes('--show-test');
if (process.argv.includes('--openai')) {
  const replay = await evaluateOpenAiReplay(TEST_DIALOGUES);
  console.log(formatReport('Prueba por la ruta de OpenAI (SDK real, servidor falso, turnos grabados)', replay).join('\n'));
}
const dev = await evaluate(DEV_DIALOGUES);
const test = await evaluate(TEST_DIALOGUES);
console.log(formatReport('Desarrollo', dev).join('\n'));
console.log(formatReport('Prueba (no vista al ajustar)', test).join('\n'));
if (HELD_OUT_DIALOGUES.length) {
  const heldOut = await evaluate(HELD_OUT_DIALOGUES);
  console.log(formatReport('Menús no vistos (nunca leídos al ajustar)', heldOut).join('\n'));
}
for (const f of [...dev.failures, ...(showTest ? test.failures : [])]) {
  console.log(`\n✗ ${f.id} [${f.category}]: ${f.reason}`);
  for (const line of f.transcript) console.log(`    ${line.replace(/\n/g, '\n    ')}`);
}
const worst = Math.min(...Object.values(test.byCategory).map((s) => s.exact / s.total));
process.exitCode = test.accuracy >= 0.95 && worst >= 0.9 ? 0 : 1;
