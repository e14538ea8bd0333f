import { describe, expect, it } from 'vitest';
import { DEV_DIALOGUES, TEST_DIALOGUES } from '../../../eval/dialogues/index.js';
import { evaluate, formatReport } from '../../../eval/evaluate.js';
import { EVAL_MENUS } from '../../../eval/menus/index.js';

describe('Spanish ordering evaluation (npm run eval), tuning menus', () => {
  it('has at least 390 dialogues over the 5 tuning menus', () => {
    expect(DEV_DIALOGUES.length + TEST_DIALOGUES.length).toBeGreaterThanOrEqual(390);
    expect(new Set([...DEV_DIALOGUES, ...TEST_DIALOGUES].map((d) => d.menu)).size).toBe(Object.keys(EVAL_MENUS).length);
  });

  it('keeps at least 97% of the tuning menus exactly right, every category at least 90%', async () => {
    const report = await evaluate([...DEV_DIALOGUES, ...TEST_DIALOGUES]);
    expect(report.accuracy, formatReport('Ajuste', report).join('\n')).toBeGreaterThanOrEqual(0.97);
    for (const score of Object.values(report.byCategory)) expect(score.exact / score.total).toBeGreaterThanOrEqual(0.9);
  }, 120_000);
});
