import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_MENU } from '../menu/demo-menu.js';
import type { MenuItem } from '../menu/menu-item.js';
import type { Order } from '../orders/order.js';
import { type Cart, emptyCart } from '../orders/cart.js';
import { addressSuspects, isExplicitDrop, isExplicitYes, isRestatedYes, PLATFORM_TOTAL_LIMIT, usualTotalLimit } from './guarantees.js';
import { TOOL_NAMES } from './language-model.js';
import { leakedText } from './leak-guard.js';
import { buildSystemPrompt, WrittenMenus } from './system-prompt.js';
import { correctStatedTotals } from './reply-guard.js';
import { assistantFixture, call, ScriptedModel } from './testing/assistant-fixture.js';
import { executeTool } from './tool-executor.js';
import { MenuMatcher } from './menu-matcher.js';

/** The matcher every tool call of this file resolves names with, as the assistant holds one. */
const matcher = new MenuMatcher();

const menu: MenuItem[] = DEMO_MENU.map((item, i) => ({
  ...item,
  id: `i${i}`,
  restaurantId: 'r',
  available: item.name !== 'Churros',
  synonyms: item.synonyms ?? [],
  optionGroups: item.optionGroups ?? [],
  createdAt: new Date(0),
}));

const QUESTION_45 = '¿Seguro que son 45 Tacos al Pastor? Serían $810.00. Respóndeme «sí» para dejarlo así o dime la cantidad correcta.';

describe('every tool refusal is customer-safe Spanish', () => {
  it('whatever the arguments, no ok:false message carries internal or validation text', () => {
    const anyArg = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.constant(null), fc.boolean(), fc.constant('500'), fc.constant(-3));
    fc.assert(
      fc.property(
        fc.constantFrom(...TOOL_NAMES),
        fc.record({ producto: fc.oneof(anyArg, fc.constantFrom('tacos', 'churros', 'pozole', 'Pizza Hawaiana')), cantidad: anyArg }),
        (name, args) => {
          const { result } = executeTool({ id: 'c', name, arguments: args }, { menu, cart: emptyCart(), orderNotes: null, matcher });
          if (result.ok) return;
          expect(result.mensaje).not.toMatch(/debe ser un n[uú]mero|entre 1 y|al cliente|Herramienta/);
          expect(leakedText(result.mensaje, { menu, profileTexts: [] })).toBeNull();
        },
      ),
      { numRuns: 400 },
    );
  });

  it('a name that reads like program output is not echoed back ("a__" found by the property above)', () => {
    const out = executeTool(call('agregar_producto', { producto: 'a__', cantidad: 1 }), {
      menu,
      cart: emptyCart(),
      orderNotes: null,
      matcher,
    });
    expect(out.result).toMatchObject({ ok: false, error: 'no_existe', mensaje: 'No tenemos eso en el menú. ¿Quieres ver el menú?' });
  });

  it('nor is one asked to be taken off or changed ("a_a" found by the property above)', () => {
    for (const name of ['quitar_producto', 'cambiar_cantidad'] as const) {
      const out = executeTool(call(name, { producto: 'a_a', cantidad: 2 }), { menu, cart: emptyCart(), orderNotes: null, matcher });
      expect(out.result).toMatchObject({ ok: false, mensaje: 'Eso no está en el pedido.' });
    }
  });

  it('"traigan cambio de 500" read as a quantity is asked back, never explained as a rule', () => {
    const out = executeTool(call('agregar_producto', { producto: 'Pizza Hawaiana', cantidad: 500 }), {
      menu,
      cart: emptyCart(),
      orderNotes: null,
      matcher,
    });
    expect(out.result).toMatchObject({
      ok: false,
      mensaje: expect.stringMatching(/^Por chat puedo anotar hasta 100 .*¿Qué cantidad de Pizza Hawaiana quieres\?$/),
    });
  });
});

describe('open clarifying questions on the cart (executeTool)', () => {
  it('keeps one question per request; choosing or removing resolves each; confirming waits for all', () => {
    let cart: Cart = { ...emptyCart(), deliveryAddress: 'Calle Roble 23' };
    const run = (name: Parameters<typeof call>[0], args: Record<string, unknown> = {}) => {
      const out = executeTool(call(name, args), { menu, cart, orderNotes: null, matcher });
      cart = out.cart;
      return out;
    };
    run('agregar_producto', { producto: 'Pizza Hawaiana', cantidad: 1 });
    expect(run('agregar_producto', { producto: 'agua', cantidad: 2 }).result).toMatchObject({ ok: false, error: 'ambiguo' });
    expect(run('agregar_producto', { producto: 'tacos', cantidad: 3 }).result).toMatchObject({ ok: false, error: 'ambiguo' });
    expect(cart.guards?.pending?.map((p) => p.producto)).toEqual(['agua', 'tacos']);
    const refused = run('confirmar_pedido').result;
    expect(refused).toMatchObject({ ok: false, error: 'pregunta_abierta' });
    expect(refused.mensaje).toMatch(/^Antes de confirmar: ¿Cuál quieres: Agua .*\? ¿Cuál quieres: Tacos .*\?$/);
    expect(run('agregar_producto', { producto: 'Agua de Jamaica', cantidad: 2 }).result.ok).toBe(true);
    expect(cart.guards?.pending?.map((p) => p.producto)).toEqual(['tacos']);
    expect(run('quitar_producto', { producto: 'tacos' }).result).toMatchObject({ ok: true, mensaje: 'Listo, no lo agrego' });
    expect(cart.guards?.pending).toBeUndefined();
    expect(run('confirmar_pedido')).toMatchObject({ placeOrder: expect.anything() });
  });
});

describe('the system prompt fits the restaurant', () => {
  it("illustrates its rules with the restaurant's own names, never the demo's dishes", () => {
    const burgers = [{ ...menu[0]!, name: 'Hamburguesa Doble Queso', category: 'Hamburguesas', description: null, synonyms: [] }];
    const prompt = buildSystemPrompt(
      {
        restaurant: {
          name: 'Burgers',
          description: null,
          address: null,
          phone: null,
          hours: null,
          delivery: null,
          payment: null,
          promotions: null,
        },
        menu: burgers,
        cart: emptyCart(),
        personality: 'friendly',
        memory: null,
      },
      new WrittenMenus(),
    );
    expect(prompt).toContain('si piden un «hamburguesa» que no está en el menú, no es «Hamburguesa Doble Queso»');
    expect(prompt).not.toMatch(/taco|pastor|horchata|pizza|torta|milanesa/i);
  });
});

describe('the leak guard', () => {
  const facts = { menu, profileTexts: ['Transferencia a pagos_mary@banco.mx, CLABE 012180001234567890'] };
  it("lets through what a customer should read, links, e-mails and the restaurant's own texts included", () => {
    for (const ok of [
      '¡Claro! Van 2 Pizza Hawaiana. Total: $378.00. ¿A qué dirección te lo llevamos?',
      'Paga aquí: https://www.mercadopago.com.mx/checkout/v1/redirect?pref_id=123_abc',
      'Transferencia a pagos_mary@banco.mx, CLABE 012180001234567890',
      'Escríbenos a ventas_mx@tacos.com si necesitas factura.',
      'Hubo un error con tu pedido anterior, pero ya quedó bien.',
    ])
      expect(leakedText(ok, facts), ok).toBeNull();
  });
  it('catches JSON, program errors, internal names, validation rules and English', () => {
    for (const [bad, what] of [
      ['{"ok":true}', 'JSON'],
      ['Error: algo falló', 'un error de programa'],
      ['Total: undefined', 'un valor de programa'],
      ['Llamé a agregar_producto', 'un nombre interno'],
      ['Pregunta al cliente cuál quiere.', 'una regla de validación'],
      ['The order is ready for you', 'texto en inglés'],
    ] as const)
      expect(leakedText(bad, facts), bad).toBe(what);
  });
  it("reads the menu's and the profile's own English words as theirs, not as English", () => {
    const english = { ...facts, menu: [...facts.menu, { ...facts.menu[0]!, name: 'Chicken Wings with the Fries' }] };
    expect(leakedText('Anoté 2 Chicken Wings with the Fries.', english)).toBeNull();
    expect(leakedText('Anoté 2 Chicken Wings with the Fries. Your order is ready for pickup.', english)).toBe('texto en inglés');
  });
});

describe('a missing required option is an open question too', () => {
  it('confirming waits until the option is chosen, however the item was first named', () => {
    const sizes = {
      name: 'Tamaño',
      kind: 'single' as const,
      required: true,
      max: null,
      options: [
        { name: 'Chica', price: 0, available: true },
        { name: 'Grande', price: 2000, available: true },
      ],
    };
    const withSizes = menu.map((i) => (i.name === 'Agua de Jamaica' ? { ...i, optionGroups: [sizes] } : i));
    let cart: Cart = { ...emptyCart(), deliveryAddress: 'Calle Roble 23' };
    const run = (name: Parameters<typeof call>[0], args: Record<string, unknown> = {}) => {
      const out = executeTool(call(name, args), { menu: withSizes, cart, orderNotes: null, matcher });
      cart = out.cart;
      return out;
    };
    expect(run('agregar_producto', { producto: 'jamaica', cantidad: 1 }).result).toMatchObject({ ok: false, faltan: expect.any(Array) });
    expect(run('confirmar_pedido').result).toMatchObject({ ok: false, error: 'pregunta_abierta' });
    expect(run('agregar_producto', { producto: 'agua de jamaica', cantidad: 1, opciones: ['grande'] }).result.ok).toBe(true);
    expect(cart.guards?.pending).toBeUndefined();
    expect(run('confirmar_pedido')).toMatchObject({ placeOrder: expect.anything() });
  });
});

describe('guarantee rules', () => {
  it('a plain yes or a plain drop is recognised; anything with a number or a change is not', () => {
    for (const yes of ['sí', 'Si', 'sí, así está bien', 'correcto', 'Así está bien', 'sí, son esos', 'exacto'])
      expect(isExplicitYes(yes), yes).toBe(true);
    for (const not of ['sí pero son 4', 'no', 'son 4', 'sí, a Calle Roble 45', 'mejor 3', 'sí quiero 2 más', 'confirmo', 'ok'])
      expect(isExplicitYes(not), not).toBe(false);
    for (const yes of ['sí, 40 tacos', 'sí, son 40', 'Sí son cuarenta', 'claro, 40 para una fiesta'])
      expect(isRestatedYes(yes, [40]), yes).toBe(true);
    for (const not of ['sí, 30', 'sí pero 40', 'sí, 40 y 2 cocas', 'no, 40', 'son 40', 'sí, 40 más'])
      expect(isRestatedYes(not, [40]), not).toBe(false);
    for (const drop of ['ya no', 'ninguno', 'olvídalo', 'ya no, gracias', 'mejor no']) expect(isExplicitDrop(drop), drop).toBe(true);
    for (const not of ['no', 'no gracias', 'no, de suadero']) expect(isExplicitDrop(not), not).toBe(false);
  });

  it('the usual order is 5× the median of the latest real orders, with a floor; with no history the platform default', () => {
    expect(usualTotalLimit([])).toBe(PLATFORM_TOTAL_LIMIT);
    expect(usualTotalLimit([10_000, 20_000, 30_000, 40_000])).toBe(PLATFORM_TOTAL_LIMIT);
    expect(usualTotalLimit([60_000, 20_000, 40_000, 30_000, 50_000])).toBe(200_000);
    expect(usualTotalLimit([100, 200, 300, 400, 500])).toBe(100_000);
    // Only the latest 30 count: a run of big old orders does not move the usual order.
    expect(usualTotalLimit([...Array<number>(30).fill(30_000), ...Array<number>(10).fill(9_000_000)])).toBe(150_000);
  });

  it('a quantity is suspect only when its number is used more often than the customer wrote it', () => {
    const q = (quantity: number) => [{ menuItemId: 'a', quantity }];
    expect(addressSuspects('combo 3 a Calle Roble 12', ['Calle Roble 12'], q(12))).toEqual({ a: 12 });
    expect(addressSuspects('12 combos a Calle Roble 12', ['Calle Roble 12'], q(12))).toEqual({});
    expect(addressSuspects('doce combos a Calle Roble 12', ['Calle Roble 12'], q(12))).toEqual({});
    expect(addressSuspects('2 combos a Calle Roble 12', ['Calle Roble 12'], q(2))).toEqual({});
    expect(addressSuspects('un combo a Calle 1', ['Calle 1'], q(1))).toEqual({});
  });

  it('a total the reply states is the real one', () => {
    const order = { total: 17_000, items: [{ unitPrice: 8_500, quantity: 2 }] } as Order;
    const text = 'Confirmado ✅ Total a pagar: $25.00\n• 2 × Torta — $170.00';
    expect(correctStatedTotals(text, { cart: emptyCart(), order })).toBe('Confirmado ✅ Total a pagar: $170.00\n• 2 × Torta — $170.00');
    expect(correctStatedTotals('Subtotal: $85.00. Total: $170.00', { cart: emptyCart(), order })).toBe('Subtotal: $85.00. Total: $170.00');
  });
});

describe('guarantees in the Assistant, whatever the model does', () => {
  it('a big quantity is asked back and the order waits for an explicit yes', async () => {
    const model = new ScriptedModel([
      {
        toolCalls: [
          call('agregar_producto', { producto: 'Tacos al Pastor', cantidad: 45 }, 'a'),
          call('datos_entrega', { direccion: 'Calle Roble 23' }, 'b'),
          call('confirmar_cantidad', {}, 'c'),
          call('confirmar_pedido', {}, 'd'),
        ],
      },
      { content: '¡Listo! Tu pedido quedó confirmado.' },
      { toolCalls: [call('confirmar_pedido', {}, 'e')] },
      { content: 'Confirmado.' },
    ]);
    const f = await assistantFixture(model, { testMode: false });
    const first = await f.reply('45 de pastor a Calle Roble 23, confirmo');
    expect(first.order).toBeNull();
    expect(first.reply).toContain(QUESTION_45);
    const results = model.requests[1]!.messages.filter((m) => m.role === 'tool').map((m) => JSON.parse(m.content));
    expect(results[0]).toMatchObject({ ok: true, pregunta: QUESTION_45 });
    expect(results[2]).toMatchObject({ ok: false, error: 'cantidad_sin_preguntar' });
    expect(results[3]).toMatchObject({ ok: false, error: 'cantidad_sin_confirmar', mensaje: QUESTION_45 });

    const second = await f.reply('sí');
    expect(second.order?.items).toEqual([expect.objectContaining({ name: 'Tacos al Pastor', quantity: 45 })]);
  });

  it('a corrected quantity under the bound needs no yes; a later increase asks again', async () => {
    const model = new ScriptedModel([
      {
        toolCalls: [
          call('agregar_producto', { producto: 'Tacos al Pastor', cantidad: 45 }),
          call('datos_entrega', { direccion: 'Calle Roble 23' }),
        ],
      },
      { content: 'Anotado.' },
      { toolCalls: [call('cambiar_cantidad', { producto: 'Tacos al Pastor', cantidad: 4 }), call('confirmar_pedido')] },
      { content: 'Confirmado.' },
    ]);
    const f = await assistantFixture(model, { testMode: false });
    expect((await f.reply('45 de pastor a Calle Roble 23')).reply).toContain('¿Seguro que son 45 Tacos al Pastor?');
    expect((await f.reply('no, son 4')).order?.items).toEqual([expect.objectContaining({ quantity: 4 })]);
  });

  it('a quantity the customer writes in answer to the question is theirs, even above the bound; one they did not write is asked', async () => {
    const model = new ScriptedModel([
      {
        toolCalls: [
          call('agregar_producto', { producto: 'Tacos al Pastor', cantidad: 45 }),
          call('datos_entrega', { direccion: 'Roble 23' }),
        ],
      },
      { content: 'Anotado.' },
      { toolCalls: [call('cambiar_cantidad', { producto: 'Tacos al Pastor', cantidad: 30 }), call('confirmar_pedido')] },
      { content: 'Confirmado.' },
    ]);
    const f = await assistantFixture(model, { testMode: false });
    await f.reply('45 de pastor a Roble 23');
    expect((await f.reply('no, son 30')).order?.items).toEqual([expect.objectContaining({ quantity: 30 })]);

    const unwritten = new ScriptedModel([
      {
        toolCalls: [
          call('agregar_producto', { producto: 'Tacos al Pastor', cantidad: 45 }),
          call('datos_entrega', { direccion: 'Roble 23' }),
        ],
      },
      { content: 'Anotado.' },
      { toolCalls: [call('cambiar_cantidad', { producto: 'Tacos al Pastor', cantidad: 35 }), call('confirmar_pedido')] },
      { content: 'Confirmado.' },
    ]);
    const g = await assistantFixture(unwritten, { testMode: false });
    await g.reply('45 de pastor a Roble 23');
    const asked = await g.reply('no, menos');
    expect(asked.order).toBeNull();
    expect(asked.reply).toContain('¿Seguro que son 35 Tacos al Pastor?');
  });

  it('"sí, 40 tacos" answers the question: the engine adding those 40 again changes nothing', async () => {
    const model = new ScriptedModel([
      { toolCalls: [call('agregar_producto', { producto: 'Tacos al Pastor', cantidad: 40 })] },
      { content: 'Anotado.' },
      { toolCalls: [call('agregar_producto', { producto: 'Tacos al Pastor', cantidad: 40 })] },
      { content: 'Anotado.' },
      { toolCalls: [call('confirmar_pedido', { direccion: 'Roble 23' })] },
      { content: 'Confirmado.' },
    ]);
    const f = await assistantFixture(model, { testMode: false });
    expect((await f.reply('40 de pastor para una fiesta')).reply).toContain('¿Seguro que son 40 Tacos al Pastor?');
    const yes = await f.reply('sí, 40 tacos');
    expect(yes.reply).not.toContain('¿Seguro');
    const result = JSON.parse(model.requests[3]!.messages.at(-1)!.content);
    expect(result).toMatchObject({ ok: true, sin_cambios: true });
    expect((await f.reply('a Roble 23, confirmo')).order?.items).toEqual([
      expect.objectContaining({ name: 'Tacos al Pastor', quantity: 40 }),
    ]);
  });

  it('the bound is the restaurant setting', async () => {
    const model = new ScriptedModel([
      {
        toolCalls: [
          call('agregar_producto', { producto: 'Tacos al Pastor', cantidad: 8 }),
          call('datos_entrega', { direccion: 'Roble 23' }),
          call('confirmar_pedido'),
        ],
      },
      { content: 'Confirmado.' },
    ]);
    const f = await assistantFixture(model, { testMode: false, maxLineQuantity: 5 });
    const out = await f.reply('8 de pastor a Roble 23');
    expect(out.order).toBeNull();
    expect(out.reply).toContain('¿Seguro que son 8 Tacos al Pastor? Serían $144.00.');
  });

  it('a number of the address used as a quantity is asked back; written twice it is not', async () => {
    const turn = (text: string, quantity: number) =>
      new ScriptedModel([
        {
          toolCalls: [
            call('agregar_producto', { producto: 'Tacos al Pastor', cantidad: quantity }),
            call('confirmar_pedido', { direccion: 'Calle Roble 12, Centro' }),
          ],
        },
        { content: 'Listo, confirmado.' },
      ]);
    const suspicious = await assistantFixture(turn('x', 12), { testMode: false });
    const asked = await suspicious.reply('unos de pastor a Calle Roble 12, Centro');
    expect(asked.order).toBeNull();
    expect(asked.reply).toContain('¿Seguro que son 12 Tacos al Pastor?');
    const plain = await assistantFixture(turn('x', 12), { testMode: false });
    expect((await plain.reply('12 de pastor a Calle Roble 12, Centro')).order?.items[0]?.quantity).toBe(12);
  });

  it("an address saved earlier and sent again by the model is not read as this message's number", async () => {
    const model = new ScriptedModel([
      { toolCalls: [call('datos_entrega', { direccion: 'Calle Roble 12' })] },
      { content: 'Anotado.' },
      {
        toolCalls: [
          call('agregar_producto', { producto: 'Tacos al Pastor', cantidad: 12 }),
          call('confirmar_pedido', { direccion: 'Calle Roble 12' }),
        ],
      },
      { content: 'Confirmado.' },
    ]);
    const f = await assistantFixture(model, { testMode: false });
    await f.reply('a Calle Roble 12');
    expect((await f.reply('quiero 12 de pastor, confirmo')).order?.items[0]?.quantity).toBe(12);
  });

  it("a total far above the restaurant's usual order is asked back", async () => {
    const model = new ScriptedModel([
      {
        toolCalls: [
          call('agregar_producto', { producto: 'Paquete Fiesta', cantidad: 2 }),
          call('confirmar_pedido', { direccion: 'Roble 23' }),
        ],
      },
      { content: 'Confirmado.' },
    ]);
    const f = await assistantFixture(model, { testMode: false });
    await f.menu.create({
      restaurantId: 'r1',
      name: 'Paquete Fiesta',
      description: null,
      price: 90_000,
      category: 'Paquetes',
      ingredients: [],
      available: true,
    });
    for (let i = 0; i < 5; i++) {
      const o = await f.orders.create(
        {
          restaurantId: 'r1',
          conversationId: 'x',
          customerPhone: '1',
          customerName: null,
          total: 20_000,
          deliveryAddress: 'x',
          notes: null,
          items: [],
          status: 'delivered',
        },
        new Date(i),
      );
      expect(o.total).toBe(20_000);
    }
    const out = await f.reply('2 paquetes fiesta a Roble 23');
    expect(out.order).toBeNull();
    expect(out.reply).toContain('¿Seguro que tu pedido es de $1,800.00?');
  });

  it('no order is confirmed while a question about its contents is open; answering or dropping it resolves it', async () => {
    const model = new ScriptedModel([
      {
        toolCalls: [
          call('agregar_producto', { producto: 'Agua', cantidad: 2 }),
          call('agregar_producto', { producto: 'Tacos al Pastor', cantidad: 2 }),
        ],
      },
      { content: '¿Qué agua quieres?' },
      { toolCalls: [call('datos_entrega', { direccion: 'Calle Roble 23' }), call('confirmar_pedido')] },
      { content: '¡Confirmado!' },
      { toolCalls: [call('confirmar_pedido')] },
      { content: '¡Confirmado!' },
    ]);
    const f = await assistantFixture(model, { testMode: false });
    await f.menu.create({
      restaurantId: 'r1',
      name: 'Agua de Jamaica',
      description: null,
      price: 3000,
      category: 'Bebidas',
      ingredients: [],
      available: true,
    });
    const first = await f.reply('2 aguas y 2 de pastor');
    const refusal = JSON.parse(model.requests[1]!.messages.find((m) => m.role === 'tool')!.content);
    expect(refusal).toMatchObject({ ok: false, error: 'ambiguo', mensaje: '¿Cuál quieres: Agua de Horchata o Agua de Jamaica?' });
    expect(first.order).toBeNull();

    const second = await f.reply('Calle Roble 23');
    expect(second.order).toBeNull();
    expect(second.reply).toContain('Antes de confirmar: ¿Cuál quieres: Agua de Horchata o Agua de Jamaica?');

    const third = await f.reply('ya no');
    expect(third.order?.items).toEqual([expect.objectContaining({ name: 'Tacos al Pastor', quantity: 2 })]);
  });

  it('choosing one of the options resolves the open question', async () => {
    const model = new ScriptedModel([
      { toolCalls: [call('agregar_producto', { producto: 'Agua', cantidad: 2 }), call('datos_entrega', { direccion: 'Roble 23' })] },
      { content: '¿Cuál agua?' },
      { toolCalls: [call('agregar_producto', { producto: 'Agua de Jamaica', cantidad: 2 }), call('confirmar_pedido')] },
      { content: 'Confirmado.' },
    ]);
    const f = await assistantFixture(model, { testMode: false });
    await f.menu.create({
      restaurantId: 'r1',
      name: 'Agua de Jamaica',
      description: null,
      price: 3000,
      category: 'Bebidas',
      ingredients: [],
      available: true,
    });
    await f.reply('2 aguas a Roble 23');
    expect((await f.reply('de jamaica')).order?.items).toEqual([expect.objectContaining({ name: 'Agua de Jamaica', quantity: 2 })]);
  });

  it.each([
    ['JSON', '{"ok":false,"mensaje":"La cantidad debe ser un número entero entre 1 y 100."}'],
    ['a validation rule', 'La cantidad debe ser un número entero entre 1 y 100.'],
    ['English', 'Sorry, the quantity must be between 1 and 100.'],
    ['a stack trace', 'TypeError: Cannot read properties of undefined\n    at executeTool (tool-executor.ts:12:5)'],
  ])('a reply carrying %s is replaced by a polite fallback and recorded for the operator', async (_, leaked) => {
    const model = new ScriptedModel([
      { toolCalls: [call('agregar_producto', { producto: 'Tacos al Pastor', cantidad: 2 })] },
      { content: leaked },
    ]);
    const f = await assistantFixture(model, { testMode: false });
    const out = await f.reply('2 de pastor');
    expect(out.reply).toBe('Una disculpa, no te entendí bien. Tu pedido va así: 2 Tacos al Pastor (total $36.00). ¿Qué más necesitas?');
    expect(out.failure).toMatchObject({ kind: 'leaked_text' });
    expect(f.usage.records.at(-1)).toMatchObject({ status: 'failed', error: expect.stringContaining('no se envió') });
  });

  it('a model stuck calling tools is recorded as a failure the operator sees', async () => {
    const loop = Array.from({ length: 6 }, () => ({ toolCalls: [call('ver_pedido')] }));
    const f = await assistantFixture(new ScriptedModel(loop), { testMode: false });
    const out = await f.reply('hola');
    expect(out.failure).toMatchObject({ kind: 'tool_loop' });
    expect(f.usage.records.at(-1)).toMatchObject({ status: 'failed', error: expect.stringContaining('herramientas') });
  });
});
