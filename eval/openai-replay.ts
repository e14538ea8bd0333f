import { OfflineLanguageModel } from '../adapters/ai/offline/offline-language-model.js';
import { OpenAiLanguageModel } from '../adapters/ai/openai/openai-language-model.js';
import { FakeOpenAi } from '../adapters/ai/openai/testing/fake-openai.js';
import type { LanguageModel, ModelRequest, ModelResponse } from '../core/assistant/language-model.js';
import { compareOrders, type EvalReport, runDialogue } from './evaluate.js';
import type { Dialogue } from './types.js';

/** Keeps every answer a model gave, so a dialogue can be played again through another path. */
class RecordingModel implements LanguageModel {
  readonly responses: ModelResponse[] = [];
  constructor(private readonly inner: LanguageModel) {}
  async complete(request: ModelRequest): Promise<ModelResponse> {
    const response = await this.inner.complete(request);
    this.responses.push(response);
    return response;
  }
}

/**
 * The same harness on the OpenAI path: each dialogue's model turns are recorded once, then
 * served by the local fake OpenAI server to the real SDK and the OpenAI adapter, so tool-call
 * encoding, argument parsing and every server guarantee run exactly as with a hosted model.
 * (A real model's accuracy needs an API key and network; this measures the path, not GPT.)
 */
export async function evaluateOpenAiReplay(
  dialogues: Dialogue[],
  record: () => LanguageModel = () => new OfflineLanguageModel(),
): Promise<EvalReport> {
  const fake = await FakeOpenAi.start();
  const report: EvalReport = { total: dialogues.length, exact: 0, accuracy: 0, byCategory: {}, failures: [] };
  try {
    for (const dialogue of dialogues) {
      const recorder = new RecordingModel(record());
      await runDialogue(dialogue, recorder);
      for (const r of recorder.responses) {
        if (r.toolCalls.length)
          fake.toolCalls(
            r.toolCalls.map((c) => ({ id: c.id, name: c.name, arguments: c.arguments })),
            { content: r.content },
          );
        else fake.text(r.content ?? '');
      }
      const model = new OpenAiLanguageModel({ apiKey: 'sk-eval', baseURL: fake.baseURL, timeoutMs: 5000, maxRetries: 0 });
      const { orders, transcript } = await runDialogue(dialogue, model);
      const reason = compareOrders(dialogue, orders);
      const score = (report.byCategory[dialogue.category] ??= { total: 0, exact: 0 });
      score.total++;
      if (reason) report.failures.push({ id: dialogue.id, category: dialogue.category, reason, transcript });
      else score.exact++;
    }
  } finally {
    await fake.close();
  }
  report.exact = report.total - report.failures.length;
  report.accuracy = report.total ? report.exact / report.total : 1;
  return report;
}
