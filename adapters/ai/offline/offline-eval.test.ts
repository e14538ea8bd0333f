import { describe, expect, it } from 'vitest';
import { DIALOGUES } from '../../../eval/dialogues.js';
import { evaluate } from '../../../eval/evaluate.js';

describe('Spanish ordering evaluation (npm run eval)', () => {
  it('gets at least 95% of the 60+ dialogues exactly right', async () => {
    expect(DIALOGUES.length).toBeGreaterThanOrEqual(60);
    const report = await evaluate();
    const summary = report.failures.map((f) => `${f.id}: ${f.reason}`).join('\n');
    expect(report.accuracy, summary).toBeGreaterThanOrEqual(0.95);
  });
});
