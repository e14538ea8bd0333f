import type { LanguageModel, ModelRequest, ModelResponse, ToolCall, ToolDefinition } from '../../../core/assistant/language-model.js';
import { compose } from './compose.js';
import { decide } from './decide.js';
import { decideRun } from './multi-line.js';
import { Lexicons } from './lexicon.js';
import { readMemory, withCoreQuestions } from './memory.js';
import { withCustomer } from './acts/returning.js';
import { withoutLaughter } from './acts/chatter.js';

const OFFLINE_MODEL_NAME = 'offline';

/** Rough tokens of text: about four characters each, so usage and cost are recorded like a hosted model's. */
const tokens = (text: string) => Math.ceil(text.length / 4);

/** The length of the tool definitions as JSON: the same constant list every call, so written out once per engine. */
class ToolsLength {
  private last: { items: ToolDefinition[]; length: number } | null = null;

  of(tools: ToolDefinition[]): number {
    if (!Array.isArray(tools)) return String(JSON.stringify(tools)).length;
    const cached = this.last;
    if (cached && cached.items.length === tools.length && cached.items.every((t, i) => t === tools[i])) return cached.length;
    const length = JSON.stringify(tools).length;
    this.last = { items: [...tools], length };
    return length;
  }
}

/** Tokens of every message's text joined by newlines, plus the tool definitions as JSON (nothing is joined). */
function requestTokens(request: ModelRequest, toolsLength: ToolsLength): number {
  let chars = Math.max(0, request.messages.length - 1);
  for (const m of request.messages) chars += (m.content ?? '').length;
  return Math.ceil((chars + toolsLength.of(request.tools)) / 4);
}

/**
 * A deterministic, rule-based Mexican-Spanish ordering engine behind the LanguageModel port:
 * the default when there is no API key. Same request, same answer; no I/O.
 */
export class OfflineLanguageModel implements LanguageModel {
  /** The menus this engine compiled (bounded); owned here, never shared at module level. */
  private readonly lexicons = new Lexicons();
  private readonly toolsLength = new ToolsLength();
  private readonly report: (problem: string) => void;

  /** `onProblem` hears what the customer is spared (a stored memory that could not be read). */
  constructor(options: { onProblem?: (problem: string) => void } = {}) {
    this.report = options.onProblem ?? ((problem) => console.warn(`[offline] ${problem}`));
  }

  async complete(request: ModelRequest): Promise<ModelResponse> {
    const { messages, context } = request;
    const lastUser = messages.map((m) => m.role).lastIndexOf('user');
    const after = messages.slice(lastUser + 1);
    const memory = withCustomer(readMemory(context.memory, this.report), context);
    const inputTokens = requestTokens(request, this.toolsLength);

    if (after.some((m) => m.role === 'tool')) {
      const calls = after.flatMap((m) => m.toolCalls ?? []);
      const results = new Map(after.filter((m) => m.role === 'tool').map((m) => [m.toolCallId ?? '', safeJson(m.content)]));
      const { text, memory: next } = compose(context, memory, calls, results);
      return {
        content: text,
        toolCalls: [],
        usage: { inputTokens, outputTokens: tokens(text) },
        model: OFFLINE_MODEL_NAME,
        memory: JSON.stringify(next),
      };
    }

    const text = withoutLaughter(messages[lastUser]?.content ?? '');
    const open = withCoreQuestions(memory, context.cart.guards?.pending);
    const decision = decideRun(text, context, open, this.lexicons) ?? decide(text, context, open, this.lexicons);
    const toolCalls: ToolCall[] = decision.calls.map((c, i) => ({ id: `call_${lastUser}_${i}`, name: c.name, arguments: c.arguments }));
    const content = decision.text;
    return {
      content,
      toolCalls,
      usage: { inputTokens, outputTokens: tokens((content ?? '') + JSON.stringify(toolCalls)) },
      model: OFFLINE_MODEL_NAME,
      memory: JSON.stringify(decision.memory),
    };
  }
}

function safeJson(text: string) {
  try {
    return JSON.parse(text) as { ok: boolean; mensaje: string };
  } catch {
    return { ok: false, mensaje: text };
  }
}
