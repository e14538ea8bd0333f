import { describe, expect, it } from 'vitest';
import { assistantFixture, call, ScriptedModel } from './testing/assistant-fixture.js';
import type { ModelResponse } from './language-model.js';
import { DEFAULT_DELIVERY_SETTINGS, type DeliverySettings } from '../delivery/delivery-settings.js';

const SETTINGS: DeliverySettings = {
  ...DEFAULT_DELIVERY_SETTINGS,
  configured: true,
  zones: [
    { name: 'Narvarte', radiusKm: null, areas: ['Narvarte Poniente'], feeCents: 4000, minimumCents: 5000, etaMinutes: 45 },
    { name: 'Roma', radiusKm: null, areas: ['Roma Norte'], feeCents: 3000, minimumCents: 5000, etaMinutes: 40 },
    { name: 'Condesa', radiusKm: null, areas: ['Condesa'], feeCents: 3500, minimumCents: 50000, etaMinutes: 40 },
  ],
  paymentMethods: ['cash'],
};

const turns = (...calls: Parameters<typeof call>[]): Partial<ModelResponse>[] => [
  { toolCalls: calls.map((c) => call(...c)) },
  { content: 'Listo.' },
];

const PLACE = turns(
  ['agregar_producto', { producto: 'Tacos al Pastor', cantidad: 6 }],
  ['datos_entrega', { direccion: 'Uxmal 12, Narvarte Poniente' }],
  ['confirmar_pedido', {}],
);

/** A conversation whose order (6 al pastor, $108, to the Narvarte zone at $40) is confirmed. */
async function confirmed(model: ScriptedModel, settings: DeliverySettings = SETTINGS) {
  const f = await assistantFixture(model, { testMode: false }, { deliverySettings: async () => settings });
  const placed = (await f.reply('6 de pastor a Uxmal 12 Narvarte Poniente'))!.order!;
  expect(placed).toMatchObject({ deliveryAddress: 'Uxmal 12, Narvarte Poniente', deliveryFee: 4000, total: 14800 });
  const stored = async () => (await f.orders.findById('r1', placed.id))!;
  const toolResult = (request: number) => JSON.parse(model.requests[request]!.messages.at(-1)!.content) as Record<string, unknown>;
  return { ...f, placed, stored, toolResult };
}

describe('the address changed after confirming goes to the confirmed order', () => {
  it('moves the order to the new address and charges the new zone its own fee', async () => {
    const model = new ScriptedModel([...PLACE, ...turns(['datos_entrega', { direccion: 'Colima 40, Roma Norte' }])]);
    const f = await confirmed(model);
    const out = await f.reply('perdón me equivoqué, es en Colima 40 Roma Norte');
    expect(await f.stored()).toMatchObject({ deliveryAddress: 'Colima 40, Roma Norte', deliveryFee: 3000, total: 10800 + 3000 });
    expect(f.toolResult(3)).toMatchObject({ ok: true, mensaje: 'Pedido actualizado', actualizado: true });
    // The customer reads the order as it now stands: its address, and the total with the new fee.
    expect(out.reply).toContain('Colima 40, Roma Norte');
    expect(out.reply).toContain('Total: $138.00');
    expect(await f.carts.get('r1', f.conversation.id)).toMatchObject({ lines: [], placedOrderId: f.placed.id });
  });

  it('asks the colonia when the new address does not tell the zone, then applies both', async () => {
    const model = new ScriptedModel([
      ...PLACE,
      ...turns(['datos_entrega', { direccion: 'Calle 5 número 20' }]),
      ...turns(['datos_entrega', { colonia: 'Roma Norte' }]),
    ]);
    const f = await confirmed(model);
    await f.reply('mejor mándalo a calle 5 numero 20');
    expect(f.toolResult(3)).toMatchObject({ ok: false, error: 'zona_desconocida' });
    expect(await f.stored()).toMatchObject({ deliveryAddress: 'Uxmal 12, Narvarte Poniente', deliveryFee: 4000 });
    await f.reply('en la roma norte');
    expect(f.toolResult(5)).toMatchObject({ ok: true, mensaje: 'Pedido actualizado' });
    expect(await f.stored()).toMatchObject({ deliveryAddress: 'Calle 5 número 20', deliveryFee: 3000, total: 13800 });
  });

  it('leaves the order where it was when the new zone is refused or its minimum is not met', async () => {
    const model = new ScriptedModel([
      ...PLACE,
      ...turns(['datos_entrega', { direccion: 'Av. Masaryk 100', colonia: 'Polanco' }]),
      ...turns(['datos_entrega', { direccion: 'Amsterdam 3, Condesa' }]),
    ]);
    const f = await confirmed(model, { ...SETTINGS, outsideZones: 'refuse' });
    await f.reply('mandalo a masaryk 100 polanco');
    expect(f.toolResult(3)).toMatchObject({ ok: false, error: 'fuera_de_zona' });
    await f.reply('entonces a amsterdam 3 condesa');
    expect(f.toolResult(5)).toMatchObject({ ok: false, error: 'minimo' });
    expect(await f.stored()).toMatchObject({ deliveryAddress: 'Uxmal 12, Narvarte Poniente', deliveryFee: 4000, total: 14800 });
  });

  it('tells the customer why once the kitchen has taken the order, and changes nothing', async () => {
    const model = new ScriptedModel([...PLACE, ...turns(['datos_entrega', { direccion: 'Colima 40, Roma Norte' }])]);
    const f = await confirmed(model);
    await f.orders.updateStatus('r1', f.placed.id, 'preparing');
    await f.reply('cambia la direccion a colima 40 roma norte');
    expect(f.toolResult(3)).toMatchObject({ ok: false, error: 'no_modificable', estado: 'preparing' });
    expect(await f.stored()).toMatchObject({ deliveryAddress: 'Uxmal 12, Narvarte Poniente', deliveryFee: 4000 });
  });

  it('without delivery zones, only the address changes', async () => {
    const model = new ScriptedModel([...PLACE, ...turns(['datos_entrega', { direccion: 'Colima 40, Roma Norte' }])]);
    const f = await assistantFixture(model, { testMode: false });
    const placed = (await f.reply('6 de pastor a Uxmal 12 Narvarte Poniente')).order!;
    await f.reply('es en colima 40 roma norte');
    expect(await f.orders.findById('r1', placed.id)).toMatchObject({
      deliveryAddress: 'Colima 40, Roma Norte',
      deliveryFee: placed.deliveryFee,
      total: placed.total,
    });
  });

  it('a pickup order that is to be delivered after all takes the address and the zone fee', async () => {
    const model = new ScriptedModel([
      ...turns(
        ['agregar_producto', { producto: 'Tacos al Pastor', cantidad: 6 }],
        ['datos_entrega', { tipo_entrega: 'recoger' }],
        ['confirmar_pedido', {}],
      ),
      ...turns(['datos_entrega', { tipo_entrega: 'domicilio' }]),
      ...turns(['datos_entrega', { direccion: 'Colima 40, Roma Norte' }]),
    ]);
    const f = await assistantFixture(model, { testMode: false }, { deliverySettings: async () => ({ ...SETTINGS, pickup: true }) });
    const placed = (await f.reply('6 de pastor, paso por ellos')).order!;
    expect(placed).toMatchObject({ fulfillment: 'pickup', deliveryFee: 0 });
    await f.reply('siempre no, mejor tráiganmelos');
    expect(JSON.parse(model.requests[3]!.messages.at(-1)!.content)).toMatchObject({ ok: false, error: 'sin_direccion' });
    expect(await f.orders.findById('r1', placed.id)).toMatchObject({ fulfillment: 'pickup' });
    await f.reply('a colima 40 roma norte');
    expect(await f.orders.findById('r1', placed.id)).toMatchObject({
      fulfillment: 'delivery',
      deliveryAddress: 'Colima 40, Roma Norte',
      deliveryFee: 3000,
      total: 13800,
    });
  });
});
