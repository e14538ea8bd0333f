import type { Message } from './conversation.js';

/**
 * Staff takeover: while a person answers a conversation the assistant stays silent. A
 * takeover lapses on its own after the operator has been idle for the restaurant's
 * timeout, so a forgotten conversation never leaves a customer unanswered for good.
 */
export type HandoverReason = 'operator' | 'customer_request' | 'stuck';

export interface Takeover {
  /** The operator answering; null while the assistant has asked for a person and nobody took it yet. */
  by: string | null;
  reason: HandoverReason;
  at: Date;
  /** Last time staff acted on the conversation (took it, wrote): the inactivity clock starts here. */
  activeAt: Date;
}

/** The takeover still in force at `now`, or null when the assistant answers. */
export function activeTakeover(takeover: Takeover | null, now: Date, timeoutMinutes: number): Takeover | null {
  if (!takeover) return null;
  return now.getTime() - takeover.activeAt.getTime() < timeoutMinutes * 60_000 ? takeover : null;
}

const plain = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9ñ ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const PERSON =
  '(alguien|una persona|un humano|humano|persona real|un agente|un asesor|asesor|el encargado|la encargada|un encargado|el gerente|la gerente|un operador|operador|una persona de verdad|el dueno|la duena|un empleado)';
const ASKS_FOR_PERSON = [
  new RegExp(
    `\\b(hablar|platicar|comunicarme|comunicar|contactar|atender|atienda|atiende|pasame|pasas|pasa|pasan|pasenme|comuniqueme|comunicame|quiero|necesito|busco|ocupo)\\b.*\\b${PERSON}\\b`,
  ),
  /\b(no eres|eres un) (bot|robot|maquina)\b/,
  /\batencion (humana|personal|a clientes)\b/,
];

/** "Quiero hablar con alguien", "pásame con el encargado", "necesito un asesor"… */
export function asksForPerson(text: string): boolean {
  const t = plain(text);
  return ASKS_FOR_PERSON.some((re) => re.test(t));
}

/** How far back "the same question" is looked for, in messages. */
const STUCK_LOOKBACK = 10;

/** The figures in a reply (quantities, amounts, times): when they change, the conversation moved. */
const figures = (text: string) => (text.match(/\d+/g) ?? []).join(' ');

/**
 * The customer is stuck when they ask the same thing a third time: it was answered twice
 * without progress and they still don't have what they need. Short acknowledgements ("sí",
 * "ok") repeat naturally and don't count; nor does a repeated order line that the answers
 * show moving the order on ("2 tacos al pastor" thrice: 2, then 4, then 6 in the cart).
 */
export function isStuck(history: Message[], incomingText: string): boolean {
  const asked = plain(incomingText);
  if (asked.length < 6) return false;
  const recent = history.slice(-STUCK_LOOKBACK);
  // By reply: a run of bubbles answered at once is one answer, however many of them asked.
  const answers = new Map<string, string>();
  recent.forEach((m, i) => {
    if (m.direction !== 'incoming' || plain(m.content) !== asked) return;
    // The reply written for it; Meta stamps messages to the second, so a burst can sort before its replies.
    const answer = recent.find((later) => later.replyToId === m.id) ?? recent.slice(i + 1).find((later) => later.direction === 'outgoing');
    if (answer) answers.set(answer.id, figures(answer.content));
  });
  const figuresSeen = [...answers.values()];
  return figuresSeen.length >= 2 && figuresSeen.every((a) => a === figuresSeen[0]);
}

export const HANDOVER_REPLY = 'Claro, le pido a una persona del equipo que te atienda. En un momento te escribimos por aquí. 🙋';
