import { describe, expect, it } from 'vitest';
import { DEV_DIALOGUES, TEST_DIALOGUES } from '../../../eval/dialogues/index.js';
import { evaluate, formatReport } from '../../../eval/evaluate.js';
import { EVAL_MENUS } from '../../../eval/menus/index.js';

describe('Spanish ordering evaluation (npm run eval)', () => {
  it('has at least 300 dialogues over 5 menus, at least 100 of them held out', () => {
    expect(DEV_DIALOGUES.length + TEST_DIALOGUES.length).toBeGreaterThanOrEqual(300);
    expect(TEST_DIALOGUES.length).toBeGreaterThanOrEqual(100);
    expect(new Set([...DEV_DIALOGUES, ...TEST_DIALOGUES].map((d) => d.menu)).size).toBe(Object.keys(EVAL_MENUS).length);
  });

  it('gets at least 95% of the held-out test part exactly right', async () => {
    const report = await evaluate(TEST_DIALOGUES);
    // Only the figures by category: the failures themselves stay unseen by whoever tunes the engine.
    expect(report.accuracy, formatReport('Prueba', report).join('\n')).toBeGreaterThanOrEqual(0.95);
    for (const score of Object.values(report.byCategory)) expect(score.exact / score.total).toBeGreaterThanOrEqual(0.9);
  }, 60_000);
});
