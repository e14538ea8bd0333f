import { describe, expect, it } from 'vitest';
import { DEV_DIALOGUES } from '../../../eval/dialogues/index.js';
import { evaluate } from '../../../eval/evaluate.js';
import { evaluateOpenAiReplay } from '../../../eval/openai-replay.js';

describe('the evaluation harness on the OpenAI path', () => {
  it('plays recorded model turns through the real SDK and adapter to the same orders', async () => {
    const sample = DEV_DIALOGUES.filter((_, i) => i % 8 === 0);
    const offline = await evaluate(sample);
    const replay = await evaluateOpenAiReplay(sample);
    expect(replay.total).toBe(sample.length);
    expect(replay.exact).toBe(offline.exact);
    expect(replay.failures.map((f) => f.id)).toEqual(offline.failures.map((f) => f.id));
  }, 60_000);
});
