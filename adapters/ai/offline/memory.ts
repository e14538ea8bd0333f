import { z } from 'zod';

/** What the offline engine remembers between messages (kept by the assistant in the cart's engine_state). */
export interface PendingChoice {
  words: string;
  candidates: string[];
  quantity: number;
  notes: string | null;
  /** Core recorded the question (`agregar_producto` came back `ambiguo`): it is open while core's record holds it. */
  held?: boolean;
}

export type Ask = 'which' | 'more' | 'address' | 'confirm' | 'offer' | null;

const pendingChoice = z.object({
  words: z.string(),
  candidates: z.array(z.string()),
  quantity: z.number().int().min(1),
  notes: z.string().nullable(),
  held: z.boolean().optional(),
});

const pendingOptions = z.object({
  producto: z.string(),
  cantidad: z.number().int().min(1),
  notas: z.string().nullable(),
  opciones: z.array(z.string()),
});

/**
 * The engine's memory as stored: one schema, read once per request. A field missing from an
 * older stored value takes its default; unknown fields are kept (a newer engine's) untouched.
 */
export const MEMORY_SCHEMA = z.looseObject({
  lastAsk: z.enum(['which', 'more', 'address', 'confirm', 'offer']).nullable().default(null),
  pending: z.array(pendingChoice).default([]),
  /** An item we just described ("¿Te lo anoto?"): a "sí" adds it. */
  offer: z.string().nullable().default(null),
  /** The customer already said "confirmo"; the address is all that was missing. */
  confirmWhenAddress: z.boolean().default(false),
  /** Where the last confirmed order went: offered again on the next order. */
  lastAddress: z.string().nullable().default(null),
  /** Text decided before the tools ran, to open the reply once their results are back. */
  lead: z.array(z.string()).default([]),
  /** Text said after the tools' lines of a run of bubbles ("es todo" → where to deliver): it closes the reply. */
  tail: z.array(z.string()).default([]),
  /** The product the customer touched last: "otra", "mejor 3", "cámbialo por…" mean it. */
  lastItem: z.string().nullable().default(null),
  /** Product names of the confirmed order while it can still change; null when there is none. */
  placed: z.array(z.string()).nullable().default(null),
  /** The confirmed order's lines (from core's result), so a late note or correction knows its units. */
  placedLines: z
    .array(z.object({ name: z.string(), quantity: z.number().int().min(1), notes: z.string().nullable() }))
    .nullable()
    .default(null),
  /** How many of a product we could not sell were wanted: "3 de cabeza" → "de suadero entonces" means 3. */
  refusedQuantity: z.number().nullable().default(null),
  /** The product we just could not sell (sold out): "entonces rojo" means the rojo closest to it. */
  refused: z.string().nullable().default(null),
  /** Questions core closed before this message was read (the customer dropped them): read by this message only. */
  dropped: z.array(pendingChoice).default([]),
  /** A dish waiting for a required choice (acts/options.ts). */
  options: pendingOptions.nullable().optional(),
});

export type Memory = z.infer<typeof MEMORY_SCHEMA>;

/**
 * Core's record is the source of truth for an open question about the order's contents
 * (docs/assistant-guarantees.md item 2): a question core recorded and no longer holds (the
 * customer dropped it, or a tool resolved it) is closed here too. Questions core never
 * recorded (it did not know the customer's words) stay the engine's own.
 */
export function withCoreQuestions(memory: Memory, held: readonly { producto: string }[] | null | undefined): Memory {
  const open = new Set((held ?? []).map((q) => q.producto.trim().toLowerCase()));
  const closed = (p: PendingChoice) => p.held === true && !open.has(p.words.trim().toLowerCase());
  const pending = memory.pending.filter((p) => !closed(p));
  // `dropped` is this message's alone: what an earlier message dropped is not carried on.
  if (pending.length === memory.pending.length) return memory.dropped.length ? { ...memory, dropped: [] } : memory;
  return { ...memory, pending, dropped: memory.pending.filter(closed), lastAsk: pending.length ? memory.lastAsk : null };
}

export const emptyMemory = (): Memory => MEMORY_SCHEMA.parse({});

/**
 * The stored memory, parsed once. Nothing stored is a fresh memory; a value that is not the
 * engine's memory (not JSON, or fields of the wrong kind) is reported and replaced by a fresh
 * one: the conversation goes on as if new, the customer never sees an error.
 */
export function readMemory(raw: string | null, report: (problem: string) => void = () => {}): Memory {
  if (!raw) return emptyMemory();
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    report('engine memory is not JSON; started afresh');
    return emptyMemory();
  }
  const parsed = MEMORY_SCHEMA.safeParse(json);
  if (parsed.success) return parsed.data;
  const where = parsed.error.issues
    .slice(0, 3)
    .map((i) => i.path.join('.') || '(root)')
    .join(', ');
  report(`engine memory malformed at ${where}; started afresh`);
  return emptyMemory();
}
