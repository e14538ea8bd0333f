import { describe, expect, it } from 'vitest';
import { FALLBACK_REPLY, fallbackReply, MAX_MODEL_CALLS, TEST_MODE_PREFIX } from './assistant.js';
import { emptyCart } from '../orders/cart.js';
import { assistantFixture, call, ScriptedModel } from './testing/assistant-fixture.js';

const toolResults = (model: ScriptedModel, index: number) =>
  model.requests[index]!.messages.filter((m) => m.role === 'tool').map((m) => JSON.parse(m.content) as Record<string, unknown>);

describe('Assistant', () => {
  it('prefixes replies with [PRUEBA] in test mode and not otherwise', async () => {
    const on = await assistantFixture(new ScriptedModel([{ content: 'Hola' }]));
    expect((await on.reply('hola')).reply).toBe(`${TEST_MODE_PREFIX}Hola`);
    const off = await assistantFixture(new ScriptedModel([{ content: 'Hola' }]), { testMode: false });
    expect((await off.reply('hola')).reply).toBe('Hola');
  });

  it('adds known items at menu prices and refuses unknown or sold-out ones', async () => {
    const model = new ScriptedModel([
      {
        toolCalls: [
          call('agregar_producto', { producto: 'tacos de pastor', cantidad: 2 }, 'a'),
          call('agregar_producto', { producto: 'pozole', cantidad: 1 }, 'b'),
          call('agregar_producto', { producto: 'flan', cantidad: 1 }, 'c'),
        ],
      },
      { content: 'Listo' },
    ]);
    const f = await assistantFixture(model);
    await f.reply('2 tacos de pastor, un pozole y un flan');
    const [added, unknown, soldOut] = toolResults(model, 1);
    expect(added).toMatchObject({ ok: true, carrito: { total: '$36.00' } });
    expect(unknown).toMatchObject({ ok: false, error: 'no_existe' });
    expect(String(unknown!.mensaje)).toContain('No tenemos');
    expect(soldOut).toMatchObject({ ok: false, error: 'agotado' });
    expect(String(soldOut!.mensaje)).toContain('agotado');
    const cart = await f.carts.get('r1', f.conversation.id);
    expect(cart!.lines).toEqual([expect.objectContaining({ name: 'Tacos al Pastor', unitPrice: 1800, quantity: 2 })]);
  });

  it('writes the system prompt and sends the tools only to a model that reads prose; one that reads facts gets the same turn without them', async () => {
    const turns = () => [
      { toolCalls: [call('agregar_producto', { producto: 'tacos de pastor', cantidad: 2 }, 'a')] },
      { content: 'Listo' },
    ];
    const prose = new ScriptedModel(turns());
    const facts = Object.assign(new ScriptedModel(turns()), { reads: 'facts' as const });
    const replies = [];
    for (const model of [prose, facts]) {
      const f = await assistantFixture(model);
      replies.push((await f.reply('2 tacos de pastor')).reply);
      expect((await f.carts.get('r1', f.conversation.id))!.lines).toEqual([
        expect.objectContaining({ name: 'Tacos al Pastor', quantity: 2 }),
      ]);
    }
    expect(replies[1]).toBe(replies[0]);
    expect(prose.requests[0]!.messages[0]).toMatchObject({ role: 'system', content: expect.stringContaining('Tacos al Pastor') });
    expect(prose.requests[0]!.tools.length).toBeGreaterThan(0);
    for (const request of facts.requests) {
      expect(request.messages.some((m) => m.role === 'system')).toBe(false);
      expect(request.tools).toEqual([]);
      expect(request.context.menu.some((i) => i.name === 'Tacos al Pastor')).toBe(true);
    }
    expect(facts.requests[1]!.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'tool']);
  });

  it('rejects quantities that are not positive whole numbers', async () => {
    const model = new ScriptedModel([
      {
        toolCalls: [
          call('agregar_producto', { producto: 'Tacos al Pastor', cantidad: 0 }, 'a'),
          call('agregar_producto', { producto: 'Tacos al Pastor', cantidad: 1.5 }, 'b'),
          call('agregar_producto', { producto: 'Tacos al Pastor', cantidad: -2 }, 'c'),
        ],
      },
      { content: 'ok' },
    ]);
    const f = await assistantFixture(model);
    await f.reply('tacos');
    expect(toolResults(model, 1).every((r) => r.ok === false)).toBe(true);
    expect((await f.carts.get('r1', f.conversation.id))!.lines).toEqual([]);
  });

  it('creates the order only once there is a delivery address, and does the bookkeeping', async () => {
    const model = new ScriptedModel([
      {
        toolCalls: [
          call('agregar_producto', { producto: 'Tacos al Pastor', cantidad: 3, notas: 'sin cebolla' }, 'a'),
          call('confirmar_pedido', {}, 'b'),
        ],
      },
      { content: '¿A dónde te lo mando?' },
      { toolCalls: [call('confirmar_pedido', { direccion: 'Calle Roble 23', nombre: 'Juan' }, 'c')] },
      { content: '¡Listo!' },
    ]);
    const f = await assistantFixture(model);
    const first = await f.reply('3 de pastor sin cebolla, confirmo');
    expect(first.order).toBeNull();
    expect(toolResults(model, 1)[1]).toMatchObject({ ok: false, error: 'sin_direccion' });
    expect(await f.orders.list('r1')).toHaveLength(0);

    const second = await f.reply('Calle Roble 23, a nombre de Juan');
    expect(second.order).toMatchObject({
      status: 'pending',
      total: 5400,
      deliveryAddress: 'Calle Roble 23',
      customerName: 'Juan',
      customerPhone: '+5215500000000',
      items: [{ name: 'Tacos al Pastor', unitPrice: 1800, quantity: 3, notes: 'sin cebolla' }],
    });
    expect(second.order!.number).toBe(1);
    expect(second.reply).toContain('Tu número de pedido es #0001.');
    expect(toolResults(model, 3)[0]).toMatchObject({ pedido: { numero: '#0001' } });
    expect((await f.carts.get('r1', f.conversation.id))?.lines ?? []).toEqual([]);
    const conversation = await f.conversations.findById('r1', f.conversation.id);
    expect(conversation).toMatchObject({ hasNewOrder: true, totalOrders: 1, lastOrderTime: f.now });
  });

  it("marks an order taken from the test centre as a test order, and a customer's as real", async () => {
    const script = () => [
      {
        toolCalls: [
          call('agregar_producto', { producto: 'Tacos al Pastor', cantidad: 2 }, 'a'),
          call('confirmar_pedido', { direccion: 'Calle 1' }, 'b'),
        ],
      },
      { content: '¡Listo!' },
    ];
    const panel = await assistantFixture(new ScriptedModel(script()));
    const fromPanel = await panel.assistant.reply({
      restaurant: panel.restaurant,
      conversation: panel.conversation,
      incomingText: '2 de pastor a Calle 1',
      history: [],
      requestType: 'test',
    });
    expect(fromPanel.order).toMatchObject({ test: true, deliveryFee: 0, fulfillment: 'delivery', payment: null });
    const customer = await assistantFixture(new ScriptedModel(script()));
    expect((await customer.reply('2 de pastor a Calle 1')).order).toMatchObject({ test: false });
  });

  it('prices chosen options from the menu as it is when the order is placed', async () => {
    const f = await assistantFixture(new ScriptedModel([{ toolCalls: [call('confirmar_pedido', {}, 'a')] }, { content: '¡Listo!' }]));
    const groups = [
      { name: 'Tamaño', kind: 'single' as const, required: true, max: null, options: [{ name: 'Orden', price: 2_500, available: true }] },
    ];
    await f.menu.update('r1', f.items.pastor.id, { optionGroups: groups });
    await f.carts.save('r1', f.conversation.id, {
      ...emptyCart(),
      deliveryAddress: 'Calle 1',
      lines: [
        {
          menuItemId: f.items.pastor.id,
          name: 'Tacos al Pastor',
          unitPrice: 1_800 + 2_000,
          quantity: 2,
          notes: null,
          options: [{ group: 'Tamaño', name: 'Orden', price: 2_000 }],
        },
      ],
    });
    const { order } = await f.reply('confirmo');
    expect(order?.items).toEqual([
      {
        menuItemId: f.items.pastor.id,
        name: 'Tacos al Pastor',
        unitPrice: 4_300,
        quantity: 2,
        notes: null,
        options: [{ group: 'Tamaño', name: 'Orden', price: 2_500 }],
      },
    ]);
    expect(order?.total).toBe(8_600);
  });

  it('refuses to confirm an empty cart', async () => {
    const model = new ScriptedModel([{ toolCalls: [call('confirmar_pedido', { direccion: 'Calle 1 #2' })] }, { content: 'ok' }]);
    const f = await assistantFixture(model);
    expect((await f.reply('confirmo')).order).toBeNull();
    expect(toolResults(model, 1)[0]).toMatchObject({ ok: false, error: 'vacio' });
  });

  it('records usage and cost for every model call', async () => {
    const model = new ScriptedModel([{ toolCalls: [call('ver_menu')] }, { content: 'Este es el menú' }]);
    const f = await assistantFixture(model);
    const out = await f.reply('menú');
    expect(out.usage).toHaveLength(2);
    // 1000 in × 0.0025/1000 + 500 out × 0.01/1000 = 0.0075 base; × 2 markup × 17 exchange rate.
    expect(out.usage[0]).toMatchObject({ model: 'gpt-4o', requestType: 'chat', inputTokens: 1000, outputTokens: 500, totalTokens: 1500 });
    expect(out.usage[0]!.baseCostUSD).toBeCloseTo(0.0075, 10);
    expect(out.usage[0]!.finalCostUSD).toBeCloseTo(0.255, 10);
    expect(f.usage.records).toHaveLength(2);
  });

  it('falls back politely when the model fails or times out, keeping the cart and saying so', async () => {
    const failing = new ScriptedModel([
      { toolCalls: [call('agregar_producto', { producto: 'Tacos al Pastor', cantidad: 2 })] },
      new Error('boom'),
    ]);
    const f = await assistantFixture(failing);
    const out = await f.reply('2 de pastor');
    expect(out.reply).toBe(TEST_MODE_PREFIX + fallbackReply({ lines: [{ quantity: 2, name: 'Tacos al Pastor' }] as never }));
    expect(out.reply).toContain('Tu pedido sigue guardado (2 × Tacos al Pastor)');
    expect(out.reply).not.toContain('repites');
    expect(out.failure?.message).toContain('boom');
    expect((await f.carts.get('r1', f.conversation.id))!.lines[0]).toMatchObject({ quantity: 2 });
    // The call that worked and the one that failed are both on record.
    expect(f.usage.records.map((r) => r.status)).toEqual(['ok', 'failed']);

    const slow = { complete: () => new Promise<never>(() => {}) };
    const g = await assistantFixture(slow);
    g.expireTimers();
    const late = await g.reply('hola');
    expect(late.reply).toBe(TEST_MODE_PREFIX + FALLBACK_REPLY);
    expect(late.failure?.kind).toBe('timeout');
    expect(g.usage.records).toMatchObject([{ status: 'failed', totalTokens: 0, finalCostUSD: 0 }]);
  });

  it('lets a storage error through instead of answering, so the inbox retries the message', async () => {
    const model = new ScriptedModel([
      { toolCalls: [call('agregar_producto', { producto: 'Tacos al Pastor', cantidad: 1 })] },
      { content: 'ok' },
    ]);
    const f = await assistantFixture(model);
    f.carts.save = async () => {
      throw new Error('disk I/O error');
    };
    await expect(f.reply('un taco')).rejects.toThrow('disk I/O error');
  });

  it('stops a model that never stops calling tools', async () => {
    const model = new ScriptedModel(Array.from({ length: 10 }, () => ({ toolCalls: [call('ver_pedido')] })));
    const f = await assistantFixture(model);
    const out = await f.reply('hola');
    expect(model.requests).toHaveLength(MAX_MODEL_CALLS);
    expect(out.reply).toContain(FALLBACK_REPLY);
  });

  it('shows the model only the configured number of previous messages, plus the system prompt', async () => {
    const model = new ScriptedModel([{ content: 'ok' }]);
    const f = await assistantFixture(model, { contextMessages: 3 });
    const history = Array.from({ length: 8 }, (_, i) =>
      f.message(i % 2 ? `${TEST_MODE_PREFIX}respuesta ${i}` : `mensaje ${i}`, i % 2 ? 'outgoing' : 'incoming', i),
    );
    await f.reply('nuevo', history);
    const messages = model.requests[0]!.messages;
    expect(messages.map((m) => m.role)).toEqual(['system', 'assistant', 'user', 'assistant', 'user']);
    expect(messages.map((m) => m.content).slice(1)).toEqual(['respuesta 5', 'mensaje 6', 'respuesta 7', 'nuevo']);
    expect(messages[0]!.content).toContain('Tacos al Pastor: $18.00');
    expect(messages[0]!.content).toContain('Flan Napolitano: $45.00 (AGOTADO)');
  });

  it('writes a distinct tone per personality into the system prompt', async () => {
    const prompts = [];
    for (const personality of ['friendly', 'professional', 'casual'] as const) {
      const model = new ScriptedModel([{ content: 'ok' }]);
      const f = await assistantFixture(model, { personality });
      await f.reply('hola');
      prompts.push(model.requests[0]!.messages[0]!.content);
    }
    expect(prompts[1]).toContain('usted');
    expect(new Set(prompts).size).toBe(3);
  });

  it('changes quantities and removes lines of the persisted cart', async () => {
    const model = new ScriptedModel([
      {
        toolCalls: [
          call('agregar_producto', { producto: 'Tacos al Pastor', cantidad: 2 }, 'a'),
          call('agregar_producto', { producto: 'horchata', cantidad: 1 }, 'b'),
          call('cambiar_cantidad', { producto: 'tacos', cantidad: 5 }, 'c'),
          call('quitar_producto', { producto: 'horchata' }, 'd'),
        ],
      },
      { content: 'ok' },
    ]);
    const f = await assistantFixture(model);
    await f.reply('...');
    expect((await f.carts.get('r1', f.conversation.id))!.lines).toEqual([
      expect.objectContaining({ name: 'Tacos al Pastor', quantity: 5 }),
    ]);
  });
});

describe('Assistant tools', () => {
  it('cancelar_pedido empties the persisted cart', async () => {
    const model = new ScriptedModel([
      { toolCalls: [call('agregar_producto', { producto: 'Tacos al Pastor', cantidad: 2 }, 'a'), call('cancelar_pedido', {}, 'b')] },
      { content: 'Cancelado' },
    ]);
    const f = await assistantFixture(model);
    await f.reply('2 de pastor... mejor no');
    expect((await f.carts.get('r1', f.conversation.id))?.lines ?? []).toEqual([]);
    expect(toolResults(model, 1)[1]).toMatchObject({ ok: true });
  });
});
