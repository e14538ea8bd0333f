import { describe, expect, it } from 'vitest';
import { assistantFixture, call, ScriptedModel } from './testing/assistant-fixture.js';
import type { ModelResponse } from './language-model.js';
import { DEFAULT_DELIVERY_SETTINGS, type DeliverySettings } from '../delivery/delivery-settings.js';

const HOME = { latitude: 19.4167, longitude: -99.1617 };
const north = (km: number) => ({ latitude: HOME.latitude + km / 111.195, longitude: HOME.longitude });

const SETTINGS: DeliverySettings = {
  ...DEFAULT_DELIVERY_SETTINGS,
  configured: true,
  location: HOME,
  zones: [
    { name: 'Cerca', radiusKm: 2, areas: [], feeCents: 2500, minimumCents: 10000, etaMinutes: 30 },
    { name: 'Narvarte', radiusKm: null, areas: ['Narvarte Poniente', '03020'], feeCents: 4000, minimumCents: 5000, etaMinutes: 45 },
  ],
  paymentMethods: ['cash', 'transfer'],
  transferClabe: '012180001234567891',
  transferHolder: 'María López',
  transferBank: 'BBVA',
};

const turns = (...calls: Parameters<typeof call>[]): Partial<ModelResponse>[] => [
  { toolCalls: calls.map((c) => call(...c)) },
  { content: 'Listo.' },
];

async function fixture(model: ScriptedModel, settings: DeliverySettings = SETTINGS) {
  return assistantFixture(model, { testMode: false }, { deliverySettings: async () => settings });
}

/** A conversation whose customer already said where they are: a written address, a shared pin, or both. */
async function located(
  model: ScriptedModel,
  settings: DeliverySettings,
  where: { address?: string; pin: { latitude: number; longitude: number } },
) {
  const f = await fixture(model, settings);
  await f.carts.save('r1', f.conversation.id, {
    lines: [],
    deliveryAddress: where.address ?? null,
    deliveryLocation: where.pin,
    customerName: null,
    engineState: null,
  });
  return f;
}

describe('delivery priced by the server in a conversation', () => {
  it('charges the colonia zone fee as its own amount on the order, total included', async () => {
    const model = new ScriptedModel(
      turns(
        ['agregar_producto', { producto: 'Agua de Horchata', cantidad: 2 }],
        ['datos_entrega', { direccion: 'Uxmal 12, Narvarte Poniente' }],
        ['forma_pago', { metodo: 'efectivo', paga_con: 200 }],
        ['confirmar_pedido', {}],
      ),
    );
    const f = await fixture(model);
    const out = await f.reply('dos horchatas a Uxmal 12 Narvarte Poniente, pago en efectivo con 200');
    expect(out.order).toMatchObject({
      deliveryFee: 4000,
      total: 6000 + 4000,
      payment: { method: 'cash', changeFor: 20000, status: 'pending' },
    });
    // Whatever the model wrote, the confirmed order's real total and its envío line reach the customer.
    expect(out.reply).toContain('Envío: $40.00');
    expect(out.reply).toContain('Total: $100.00');
  });

  it('believes the WhatsApp pin over the written colonia', async () => {
    const model = new ScriptedModel(turns(['agregar_producto', { producto: 'Tacos al Pastor', cantidad: 6 }], ['confirmar_pedido', {}]));
    const f = await located(model, { ...SETTINGS, paymentMethods: ['cash'] }, { address: 'Uxmal 12, Narvarte Poniente', pin: north(1) });
    const out = await f.reply('6 de pastor');
    expect(out.order).toMatchObject({ deliveryFee: 2500, total: 10800 + 2500, payment: { method: 'cash' } });
  });

  it('tells how much is missing below the minimum, and places nothing', async () => {
    const model = new ScriptedModel(
      turns(
        ['agregar_producto', { producto: 'Tacos al Pastor', cantidad: 2 }],
        ['datos_entrega', { direccion: 'x' }],
        ['confirmar_pedido', {}],
      ),
    );
    const f = await located(model, { ...SETTINGS, paymentMethods: ['cash'] }, { pin: north(1) });
    const out = await f.reply('2 de pastor');
    expect(out.order).toBeNull();
    const confirm = JSON.parse(model.requests[1]!.messages.at(-1)!.content);
    expect(confirm).toMatchObject({ ok: false, error: 'minimo', faltan: '$64.00' });
    expect(confirm.mensaje).toContain('te faltan $64.00');
  });

  it('refuses politely outside every zone, offering pickup', async () => {
    const model = new ScriptedModel(turns(['agregar_producto', { producto: 'Tacos al Pastor', cantidad: 10 }], ['confirmar_pedido', {}]));
    const f = await located(model, { ...SETTINGS, paymentMethods: ['cash'] }, { address: 'Polanco', pin: north(8) });
    const out = await f.reply('10 de pastor');
    expect(out.order).toBeNull();
    expect(JSON.parse(model.requests[1]!.messages.at(-1)!.content)).toMatchObject({
      error: 'fuera_de_zona',
      mensaje: 'Lo siento, no llegamos hasta tu dirección. Si quieres, puedes pasar a recoger tu pedido al restaurante.',
    });
  });

  it('takes the order "a convenir" outside every zone when the restaurant says so', async () => {
    const model = new ScriptedModel(turns(['agregar_producto', { producto: 'Tacos al Pastor', cantidad: 10 }], ['confirmar_pedido', {}]));
    const f = await located(
      model,
      { ...SETTINGS, outsideZones: 'arrange', paymentMethods: ['cash'] },
      { address: 'Polanco', pin: north(8) },
    );
    const out = await f.reply('10 de pastor');
    expect(out.order).toMatchObject({ deliveryFee: 0, total: 18000, notes: 'Envío a convenir (fuera de las zonas de entrega)' });
  });

  it('asks for the colonia when the zone cannot be told, then prices it', async () => {
    const model = new ScriptedModel([
      ...turns(
        ['agregar_producto', { producto: 'Tacos al Pastor', cantidad: 5 }],
        ['datos_entrega', { direccion: 'Calle 5 número 20' }],
        ['confirmar_pedido', {}],
      ),
      ...turns(['datos_entrega', { colonia: '03020' }], ['forma_pago', { metodo: 'transferencia' }], ['confirmar_pedido', {}]),
    ]);
    const f = await fixture(model);
    const first = await f.reply('5 de pastor a Calle 5 número 20');
    expect(first.order).toBeNull();
    expect(JSON.parse(model.requests[1]!.messages.at(-1)!.content)).toMatchObject({ error: 'zona_desconocida' });
    expect(model.requests[0]!.context.delivery).toMatchObject({ needsZone: true, feeKnown: false });
    const second = await f.reply('CP 03020, pago por transferencia');
    expect(second.order).toMatchObject({ deliveryFee: 4000, total: 9000 + 4000, payment: { method: 'transfer', status: 'pending' } });
    const transfer = JSON.parse(model.requests[3]!.messages.at(-2)!.content);
    expect(transfer).toMatchObject({ ok: true, clabe: '012180001234567891', titular: 'María López' });
  });

  it('asks how the customer pays when the restaurant takes several methods', async () => {
    const model = new ScriptedModel(
      turns(['agregar_producto', { producto: 'Tacos al Pastor', cantidad: 6 }], ['confirmar_pedido', { direccion: 'Narvarte Poniente' }]),
    );
    const f = await fixture(model);
    const out = await f.reply('6 de pastor');
    expect(out.order).toBeNull();
    expect(JSON.parse(model.requests[1]!.messages.at(-1)!.content)).toMatchObject({
      error: 'sin_forma_pago',
      mensaje: '¿Cómo vas a pagar? Aceptamos efectivo o transferencia.',
    });
  });

  it('takes pickup orders without an address or a fee', async () => {
    const model = new ScriptedModel(
      turns(
        ['agregar_producto', { producto: 'Tacos al Pastor', cantidad: 1 }],
        ['datos_entrega', { tipo_entrega: 'recoger' }],
        ['forma_pago', { metodo: 'efectivo' }],
        ['confirmar_pedido', {}],
      ),
    );
    const f = await fixture(model);
    const out = await f.reply('uno de pastor, paso a recoger, pago en efectivo');
    expect(out.order).toMatchObject({ fulfillment: 'pickup', deliveryFee: 0, total: 1800, deliveryAddress: '' });
    expect(JSON.parse(model.requests[1]!.messages.at(-2)!.content)).toMatchObject({ pregunta: '¿Con cuánto pagas?' });
  });

  it('refuses cash that does not cover the total, and a method the restaurant does not take', async () => {
    const model = new ScriptedModel(
      turns(
        ['agregar_producto', { producto: 'Tacos al Pastor', cantidad: 6 }],
        ['datos_entrega', { direccion: 'Narvarte Poniente' }],
        ['forma_pago', { metodo: 'efectivo', paga_con: '$100' }],
        ['forma_pago', { metodo: 'mercadopago' }],
      ),
    );
    const f = await fixture(model);
    await f.reply('6 de pastor');
    const results = model.requests[1]!.messages.filter((m) => m.role === 'tool').map((m) => JSON.parse(m.content));
    expect(results[2]).toMatchObject({
      ok: false,
      error: 'no_alcanza',
      mensaje: 'Con $100.00 no alcanza: el total es $148.00. ¿Con cuánto pagas?',
    });
    expect(results[3]).toMatchObject({ ok: false, error: 'forma_no_aceptada' });
    expect(results[1].carrito).toMatchObject({ subtotal: '$108.00', envio: '$40.00', total: '$148.00' });
  });

  it('after confirming, "mándame el link" keeps the new method for the confirmed order, checked against its total', async () => {
    const model = new ScriptedModel([
      ...turns(
        ['agregar_producto', { producto: 'Tacos al Pastor', cantidad: 6 }],
        ['datos_entrega', { direccion: 'Narvarte Poniente' }],
        ['forma_pago', { metodo: 'efectivo' }],
        ['confirmar_pedido', {}],
      ),
      ...turns(['forma_pago', { metodo: 'transferencia' }]),
      ...turns(['forma_pago', { metodo: 'efectivo', paga_con: 100 }]),
    ]);
    const f = await fixture(model);
    const placed = (await f.reply('6 de pastor a la Narvarte Poniente, en efectivo')).order!;
    expect(placed).toMatchObject({ total: 14800, payment: { method: 'cash' } });
    await f.reply('mejor te transfiero');
    expect(JSON.parse(model.requests[3]!.messages.at(-1)!.content)).toMatchObject({
      ok: true,
      mensaje: 'Forma de pago del pedido cambiada a transferencia (total $148.00).',
      clabe: '012180001234567891',
    });
    expect(await f.carts.get('r1', f.conversation.id)).toMatchObject({
      lines: [],
      placedOrderId: placed.id,
      payment: { method: 'transfer' },
    });
    await f.reply('no, pago con 100');
    expect(JSON.parse(model.requests[5]!.messages.at(-1)!.content)).toMatchObject({ ok: false, error: 'no_alcanza' });
  });
});
