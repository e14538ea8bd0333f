import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Message } from './conversation.js';
import { activeTakeover, asksForPerson, isStuck, type Takeover } from './takeover.js';

let nextId = 0;
const msg = (direction: Message['direction'], content: string, fields: Partial<Message> = {}): Message => ({
  id: `m${++nextId}`,
  conversationId: 'c',
  restaurantId: 'r',
  content,
  direction,
  timestamp: new Date(),
  providerMessageId: null,
  status: 'sent',
  error: null,
  replyToId: null,
  ...fields,
});

describe('activeTakeover', () => {
  it('holds while the operator acted within the timeout and lapses after it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1440 }), fc.integer({ min: 0, max: 3_000 }), (timeout, idleMinutes) => {
        const activeAt = new Date('2025-05-01T12:00:00Z');
        const takeover: Takeover = { by: 'Ana', reason: 'operator', at: activeAt, activeAt };
        const now = new Date(activeAt.getTime() + idleMinutes * 60_000);
        expect(activeTakeover(takeover, now, timeout) !== null).toBe(idleMinutes < timeout);
      }),
    );
    expect(activeTakeover(null, new Date(), 30)).toBeNull();
  });
});

describe('asksForPerson', () => {
  it.each([
    'quiero hablar con alguien',
    'Quiero hablar con una persona por favor',
    '¿Me pasas con el encargado?',
    'pásame con el encargado',
    'necesito un asesor',
    'Comuníqueme con el gerente',
    'no eres un bot verdad',
  ])('recognises "%s"', (text) => expect(asksForPerson(text)).toBe(true));

  it.each(['quiero 2 tacos al pastor', 'para una persona', 'hola', 'a nombre de Ana', 'alguien me recomienda algo?'])(
    'leaves "%s" to the assistant',
    (text) => expect(asksForPerson(text)).toBe(false),
  );
});

describe('isStuck', () => {
  it('is true when the same question was already answered twice', () => {
    const history = [
      msg('incoming', '¿Tienen estacionamiento?'),
      msg('outgoing', 'No tengo esa información'),
      msg('incoming', 'tienen estacionamiento'),
      msg('outgoing', 'No tengo esa información'),
    ];
    expect(isStuck(history, '¿¿Tienen estacionamiento??')).toBe(true);
    expect(isStuck(history.slice(0, 2), '¿Tienen estacionamiento?')).toBe(false);
    expect(isStuck(history, '¿Hacen envíos?')).toBe(false);
  });

  it('is false when the answers show the conversation moving on', () => {
    const history = [
      msg('incoming', 'Quiero 2 tacos al pastor'),
      msg('outgoing', 'Anoté 2 Tacos al Pastor. Total: $36.00'),
      msg('incoming', 'quiero 2 tacos al pastor'),
      msg('outgoing', 'Anoté 2 Tacos al Pastor. Llevas 4. Total: $72.00'),
    ];
    expect(isStuck(history, 'Quiero 2 tacos al pastor')).toBe(false);
  });

  it('reads each repeated message with the reply written for it, even when a burst sorts before its replies', () => {
    const first = { ...msg('incoming', 'Quiero 2 tacos al pastor'), id: 'first' };
    const second = { ...msg('incoming', 'Quiero 2 tacos al pastor'), id: 'second' };
    const history = [
      first,
      second,
      { ...msg('outgoing', 'Llevas 2 Tacos al Pastor: $36.00'), replyToId: first.id },
      { ...msg('outgoing', 'Llevas 4 Tacos al Pastor: $72.00'), replyToId: second.id },
    ];
    expect(isStuck(history, 'Quiero 2 tacos al pastor')).toBe(false);
  });

  it('counts a run of bubbles answered at once as one answer', () => {
    const asked = [msg('incoming', '¿Tienen estacionamiento?'), msg('incoming', '¿Tienen estacionamiento?')];
    const history = [...asked, msg('outgoing', 'No tengo esa información', { replyToId: asked[1]!.id })];
    expect(isStuck(history, '¿Tienen estacionamiento?')).toBe(false);
    const again = msg('incoming', '¿Tienen estacionamiento?');
    const answeredTwice = [...history, again, msg('outgoing', 'No tengo esa información', { replyToId: again.id })];
    expect(isStuck(answeredTwice, '¿Tienen estacionamiento?')).toBe(true);
  });

  it('ignores short acknowledgements that repeat naturally', () => {
    const history = [msg('incoming', 'sí'), msg('outgoing', '¿Algo más?'), msg('incoming', 'sí'), msg('outgoing', '¿Algo más?')];
    expect(isStuck(history, 'sí')).toBe(false);
  });
});
