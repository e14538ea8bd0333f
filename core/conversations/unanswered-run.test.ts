import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Message } from './conversation.js';
import { MAX_INBOUND_TEXT } from './intake.js';
import { MAX_ASSISTANT_INPUT } from './responder.js';
import { BURST_MAX_MESSAGES, BURST_WINDOW_MS, unansweredRun } from './process-inbound.js';

const t0 = new Date('2026-05-01T14:00:00Z').getTime();
let nextId = 0;
const message = (direction: Message['direction'], content: string, secondsAfter: number, fields: Partial<Message> = {}): Message => ({
  id: `m${++nextId}`,
  conversationId: 'c',
  restaurantId: 'r',
  content,
  direction,
  timestamp: new Date(t0 + secondsAfter * 1000),
  providerMessageId: null,
  status: direction === 'incoming' ? 'received' : 'sent',
  error: null,
  replyToId: null,
  ...fields,
});
const contents = (run: Message[]) => run.map((m) => m.content);

describe('unansweredRun: the bubbles a reply reads together', () => {
  it('takes the texts written since the last answer, oldest first', () => {
    const hola = message('incoming', 'hola', 0);
    const earlier = [
      hola,
      message('outgoing', '¡Hola! ¿Qué se te antoja?', 2, { replyToId: hola.id }),
      message('incoming', 'quiero 2 tacos al pastor', 10),
      message('incoming', 'sin cebolla', 11),
    ];
    expect(contents(unansweredRun(earlier, message('incoming', 'y una coca', 12)))).toEqual(['quiero 2 tacos al pastor', 'sin cebolla']);
  });

  it('is not cut by a reply stamped after a message it did not answer', () => {
    const hola = message('incoming', 'hola', 0);
    // The customer's phone stamped "2 de pastor" before the server stamped the answer to "hola".
    const earlier = [hola, message('incoming', '2 de pastor', 1), message('outgoing', '¡Hola!', 3, { replyToId: hola.id })];
    expect(contents(unansweredRun(earlier, message('incoming', 'y una coca', 4)))).toEqual(['2 de pastor']);
  });

  it('stops at an answered message, an attachment, a message from staff and the time window', () => {
    const now = message('incoming', 'ya', BURST_WINDOW_MS / 1000 + 100);
    const old = message('incoming', 'hace mucho', 50);
    expect(unansweredRun([old], now)).toEqual([]);
    const pin = message('incoming', '', 200, { attachment: { kind: 'location', location: { latitude: 19.4, longitude: -99.1 } } });
    expect(contents(unansweredRun([pin, message('incoming', 'ahí', 201)], message('incoming', 'gracias', 202)))).toEqual(['ahí']);
    const staff = message('outgoing', 'Te atiende Ana', 300);
    expect(contents(unansweredRun([message('incoming', 'hola?', 299), staff], message('incoming', 'ok', 301)))).toEqual([]);
  });

  it('never reads more than one WhatsApp message worth of text, nor more than its cap of bubbles', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ maxLength: 3000 }), { maxLength: 30 }),
        fc.string({ maxLength: MAX_INBOUND_TEXT }),
        (texts, last) => {
          const earlier = texts.map((text, i) => message('incoming', text, i));
          const run = unansweredRun(earlier, message('incoming', last, texts.length));
          expect(run.length).toBeLessThanOrEqual(BURST_MAX_MESSAGES);
          expect([...contents(run), last].join('\n').length).toBeLessThanOrEqual(MAX_INBOUND_TEXT);
          // Always the newest ones, in order.
          expect(contents(run)).toEqual(texts.slice(texts.length - run.length));
        },
      ),
    );
  });

  it('folds bubbles in only while the whole run fits what the assistant reads', () => {
    const bubbles = Array.from({ length: 6 }, (_, i) => message('incoming', `${i} ${'tacos al pastor '.repeat(12)}`, i));
    const run = unansweredRun(bubbles, message('incoming', 'y ya', 10));
    expect(run.length).toBeGreaterThan(0);
    expect([...contents(run), 'y ya'].join('\n').length).toBeLessThanOrEqual(MAX_ASSISTANT_INPUT);
    expect(contents(run)).toEqual(contents(bubbles.slice(bubbles.length - run.length)));
  });
});
