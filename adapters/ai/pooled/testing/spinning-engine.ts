import { threadId } from 'node:worker_threads';
import type { LanguageModel, ModelRequest, ModelResponse } from '../../../../core/assistant/language-model.js';

/**
 * Runs in a pool's worker in tests: "bucle" in the customer's text never ends (the engine
 * stuck), "siesta" waits 600 ms without computing (a thread the machine kept waiting), "hilo"
 * answers which thread ran it, anything else is echoed.
 */
export class SpinningLanguageModel implements LanguageModel {
  async complete(request: ModelRequest): Promise<ModelResponse> {
    const text = request.messages.findLast((m) => m.role === 'user')?.content ?? '';
    let turns = 0;
    if (text.includes('bucle')) for (;;) turns++;
    if (text.includes('siesta')) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 600);
    if (text.includes('hilo'))
      return { content: `hilo ${threadId}`, toolCalls: [], usage: { inputTokens: 1, outputTokens: 1 }, model: 'spin' };
    return {
      content: `eco (${request.context.menu.length} productos): ${text}`,
      toolCalls: [],
      usage: { inputTokens: turns, outputTokens: 1 },
      model: 'spin',
    };
  }
}

export const SPINNING_ENGINE = { url: new URL('./spinning-engine.ts', import.meta.url).href, exportName: 'SpinningLanguageModel' };
