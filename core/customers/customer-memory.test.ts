import { describe, expect, it } from 'vitest';
import { assistantFixture, call, ScriptedModel } from '../assistant/testing/assistant-fixture.js';
import { customerMemory } from './customer-memory.js';

async function returningCustomer(model: ScriptedModel) {
  const f = await assistantFixture(model);
  const order = (patch: object, at: string) =>
    f.orders.create(
      {
        restaurantId: 'r1',
        conversationId: f.conversation.id,
        customerPhone: f.conversation.phoneNumber,
        customerName: 'Lupita',
        total: 0,
        deliveryAddress: 'Calle Roble 12',
        notes: null,
        items: [
          { menuItemId: f.items.pastor.id, name: 'Tacos al Pastor', unitPrice: 1500, quantity: 3, notes: 'sin cebolla' },
          { menuItemId: f.items.flan.id, name: 'Flan Napolitano', unitPrice: 4500, quantity: 1, notes: null },
        ],
        ...patch,
      },
      new Date(at),
    );
  await order({}, '2025-02-01T20:00:00Z');
  await order({ status: 'cancelled', deliveryAddress: 'Otra calle 1', items: [] }, '2025-02-10T20:00:00Z');
  return f;
}

describe('a returning customer', () => {
  it('is remembered: name, last address and last order that was not cancelled', async () => {
    const model = new ScriptedModel([{ content: '¡Hola de nuevo, Lupita! ¿Te lo mandamos a Calle Roble 12 otra vez?' }]);
    const f = await returningCustomer(model);
    await f.reply('hola');
    const { context, messages } = model.requests[0]!;
    expect(context.customer).toEqual({
      name: 'Lupita',
      lastAddress: 'Calle Roble 12',
      lastOrder: {
        number: 1,
        items: [
          { name: 'Tacos al Pastor', quantity: 3 },
          { name: 'Flan Napolitano', quantity: 1 },
        ],
      },
      current: { number: 2, status: 'cancelled', fulfillment: 'delivery', etaMinutes: null, cancelReason: null },
    });
    expect(messages[0]!.content).toContain('¿Te lo mandamos a Calle Roble 12 otra vez?');
    expect(messages[0]!.content).toContain('repetir_pedido');
  });

  it('"lo mismo de la otra vez": repetir_pedido copies the last order at today’s prices and names what is sold out', async () => {
    const model = new ScriptedModel([{ toolCalls: [call('repetir_pedido')] }, { content: 'Listo' }]);
    const f = await returningCustomer(model);
    await f.reply('lo mismo de la otra vez');
    const result = JSON.parse(model.requests[1]!.messages.at(-1)!.content);
    expect(result).toMatchObject({ ok: true, agregados: ['3 × Tacos al Pastor'], agotados: ['Flan Napolitano'] });
    expect(result.mensaje).toContain('Hoy no tenemos Flan Napolitano');
    expect((await f.carts.get('r1', f.conversation.id))!.lines).toEqual([
      expect.objectContaining({ name: 'Tacos al Pastor', unitPrice: 1800, quantity: 3, notes: 'sin cebolla' }),
    ]);
  });

  it('a new customer has no memory and repetir_pedido says so, customer-safe', async () => {
    const model = new ScriptedModel([{ toolCalls: [call('repetir_pedido')] }, { content: 'ok' }]);
    const f = await assistantFixture(model);
    await f.reply('lo de siempre');
    expect(model.requests[0]!.context.customer).toBeUndefined();
    expect(JSON.parse(model.requests[1]!.messages.at(-1)!.content)).toMatchObject({ ok: false, error: 'sin_pedido_anterior' });
    expect(customerMemory([])).toEqual({ name: null, lastAddress: null, lastOrder: null, current: null });
  });
});
