import type { AssistantContext, ToolName } from '../../../core/assistant/language-model.js';
import type { MenuItem } from '../../../core/menu/menu-item.js';
import type { Lexicons } from './lexicon.js';
import type { Memory } from './memory.js';
import type { ParsedLine } from './order-parser.js';
import type { Tone } from './tone.js';

export interface PlannedCall {
  name: ToolName;
  arguments: Record<string, unknown>;
}

/** Either tools to run (the reply is composed from their results) or the reply itself. */
export interface Decision {
  calls: PlannedCall[];
  text: string | null;
  memory: Memory;
}

/** One customer message as the intents read it. */
export interface Turn {
  text: string;
  n: string;
  rest: string;
  restN: string;
  address: string | null;
  name: string | null;
  lines: ParsedLine<MenuItem>[];
  question: boolean;
  context: AssistantContext;
  memory: Memory;
  mem: Memory;
  calls: PlannedCall[];
  lead: string[];
  tone: Tone;
  /** What the customer already has: the cart's products, or the confirmed order's while it can change. */
  known: MenuItem[];
  /** The lines of what they have (the cart's, or the confirmed order's as core last returned it): units and notes. */
  had: { menuItemId: string; name: string; quantity: number; notes: string | null }[];
  /** The engine's compiled menus. */
  lexicons: Lexicons;
  /** This message answered an open "¿De cuál…?": its words are spent on the answer, never read again as a change. */
  answered?: boolean;
}

export const add = (item: string, quantity: number, notes: string | null): PlannedCall => ({
  name: 'agregar_producto',
  arguments: { producto: item, cantidad: quantity, ...(notes ? { notas: notes } : {}) },
});

export const reply = (t: Turn, ...parts: string[]): Decision => ({ calls: [], text: [...t.lead, ...parts].join('\n\n'), memory: t.mem });
export const run = (t: Turn): Decision => ({ calls: t.calls, text: null, memory: { ...t.mem, lead: t.lead } });
