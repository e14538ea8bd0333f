import type { LanguageModel, ModelRequest, ToolCall } from '../../../../core/assistant/language-model.js';
import { normalize } from '../../../../core/assistant/text.js';
import type { Order } from '../../../../core/orders/order.js';
import { openChat } from '../../../../eval/harness.js';
import type { EvalItem } from '../../../../eval/menus/index.js';
import { OfflineLanguageModel } from '../offline-language-model.js';

/** One chat's end: what each message planned, what the customer read, and the orders it left. */
export interface Played {
  /** The last order's lines as "2 Taco de Tinga (sin cebolla)", sorted. */
  lines: string[];
  /** The tool calls the engine planned for each message, in order. */
  calls: ToolCall[][];
  replies: string[];
  /** The whole chat, for a failing expectation's message. */
  history: string;
  orders: Order[];
}

/**
 * Plays the customer's messages against the offline engine through the real Assistant on `menu`,
 * recording the tool calls the engine planned for each message.
 */
export async function playChat(menu: EvalItem[], turns: readonly string[], options: { testMode?: boolean } = {}): Promise<Played> {
  const inner = new OfflineLanguageModel();
  let planned: ToolCall[] = [];
  const model: LanguageModel = {
    async complete(request: ModelRequest) {
      const out = await inner.complete(request);
      planned.push(...out.toolCalls);
      return out;
    },
  };
  const chat = await openChat({ model, menu, ...(options.testMode === false ? { profile: {}, config: { testMode: false } } : {}) });
  const calls: ToolCall[][] = [];
  const replies: string[] = [];
  for (const turn of turns) {
    planned = [];
    replies.push((await chat.send(turn)).reply);
    calls.push(planned);
  }
  const orders = await chat.orders.list(chat.restaurant.id);
  const lines = (orders.at(-1)?.items ?? []).map((l) => `${l.quantity} ${l.name}${l.notes ? ` (${normalize(l.notes)})` : ''}`).sort();
  return { lines, calls, replies, history: chat.history.map((m) => m.content).join('\n---\n'), orders };
}
