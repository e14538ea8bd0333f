import { describe, expect, it } from 'vitest';
import { assistantFixture, call, ScriptedModel } from './testing/assistant-fixture.js';
import type { ModelResponse } from './language-model.js';

const turns = (...calls: Parameters<typeof call>[]): Partial<ModelResponse>[] => [
  { toolCalls: calls.map((c) => call(...c)) },
  { content: 'Listo.' },
];

const PLACE = turns(
  ['agregar_producto', { producto: 'Tacos al Pastor', cantidad: 3 }],
  ['datos_entrega', { direccion: 'Uxmal 12, Narvarte' }],
  ['confirmar_pedido', {}],
);

/** 3 al pastor ($54) confirmed, then the model's turns `after`. */
async function confirmed(...after: Partial<ModelResponse>[]) {
  const model = new ScriptedModel([...PLACE, ...after]);
  const f = await assistantFixture(model, { testMode: false });
  const placed = (await f.reply('3 de pastor a Uxmal 12, Narvarte'))!.order!;
  const lines = async () => (await f.orders.findById('r1', placed.id))!.items.map((i) => `${i.quantity} ${i.name}`);
  return { ...f, model, placed, lines };
}

describe('a change to the confirmed order that a new cart would have to say yes to is held for that yes', () => {
  it('"agrégale 30 tacos" after confirming is asked back, and written only on the yes', async () => {
    const f = await confirmed(...turns(['agregar_producto', { producto: 'Tacos al Pastor', cantidad: 30 }]));
    const asked = await f.reply('agrégale 30 tacos al pastor');
    expect(asked.reply).toContain('¿Seguro que son 33 Tacos al Pastor?');
    expect(asked.reply).not.toContain('No agregué');
    expect(await f.lines()).toEqual(['3 Tacos al Pastor']);
    const calls = f.model.requests.length;
    const yes = await f.reply('sí');
    // The yes is core's to take: no model call, the order written and shown as it now is.
    expect(f.model.requests.length).toBe(calls);
    expect(await f.lines()).toEqual(['33 Tacos al Pastor']);
    expect(yes.reply).toContain('Actualicé tu pedido confirmado');
    expect(yes.reply).toContain('33 × Tacos al Pastor');
  });

  it('anything but a yes lets the held change go: the order stays as it was', async () => {
    const f = await confirmed(...turns(['agregar_producto', { producto: 'Tacos al Pastor', cantidad: 30 }]), { content: 'Va.' });
    await f.reply('agrégale 30 tacos al pastor');
    await f.reply('no, era broma');
    await f.reply('sí');
    expect(await f.lines()).toEqual(['3 Tacos al Pastor']);
  });

  it('a yes after the kitchen took the order changes nothing and says why', async () => {
    const f = await confirmed(...turns(['agregar_producto', { producto: 'Tacos al Pastor', cantidad: 30 }]));
    await f.reply('agrégale 30 tacos al pastor');
    await f.orders.updateStatus('r1', f.placed.id, 'preparing');
    const yes = await f.reply('sí');
    expect(await f.lines()).toEqual(['3 Tacos al Pastor']);
    expect(yes.reply).toContain('ya se está preparando');
  });

  it('the other changes of the same message wait with it, and the yes writes them all', async () => {
    const f = await confirmed(
      ...turns(
        ['agregar_producto', { producto: 'Tacos al Pastor', cantidad: 30 }],
        ['agregar_producto', { producto: 'Agua de Horchata', cantidad: 1 }],
      ),
    );
    await f.reply('agrégale 30 de pastor y una horchata');
    expect(await f.lines()).toEqual(['3 Tacos al Pastor']);
    await f.reply('sí, 33');
    expect(await f.lines()).toEqual(['33 Tacos al Pastor', '1 Agua de Horchata']);
  });

  it('a number of the new address read as a quantity is asked back, not written', async () => {
    const f = await confirmed(
      ...turns(
        ['datos_entrega', { direccion: 'Colima 12, Roma Norte' }],
        ['cambiar_cantidad', { producto: 'Tacos al Pastor', cantidad: 12 }],
      ),
    );
    const out = await f.reply('me equivoqué, es Colima 12, Roma Norte');
    expect(await f.orders.findById('r1', f.placed.id)).toMatchObject({ deliveryAddress: 'Colima 12, Roma Norte' });
    expect(await f.lines()).toEqual(['3 Tacos al Pastor']);
    expect(out.reply).toContain('¿Seguro que son 12 Tacos al Pastor?');
  });

  it('a new address said with a held change is written at once; the held change still waits for its yes', async () => {
    const f = await confirmed(
      ...turns(
        ['agregar_producto', { producto: 'Tacos al Pastor', cantidad: 30 }],
        ['datos_entrega', { direccion: 'Colima 40, Roma Norte' }],
      ),
    );
    await f.reply('agrégale 30 de pastor y mándalo a Colima 40, Roma Norte');
    expect(await f.orders.findById('r1', f.placed.id)).toMatchObject({ deliveryAddress: 'Colima 40, Roma Norte' });
    expect(await f.lines()).toEqual(['3 Tacos al Pastor']);
    await f.reply('sí');
    expect(await f.orders.findById('r1', f.placed.id)).toMatchObject({ deliveryAddress: 'Colima 40, Roma Norte', total: 33 * 1800 });
    expect(await f.lines()).toEqual(['33 Tacos al Pastor']);
  });

  it('a later change of the same message that makes it believable writes it, and asks nothing', async () => {
    const f = await confirmed(
      ...turns(
        ['agregar_producto', { producto: 'Tacos al Pastor', cantidad: 30 }],
        ['cambiar_cantidad', { producto: 'Tacos al Pastor', cantidad: 5 }],
      ),
    );
    const out = await f.reply('agrégale 30 de pastor, no perdón, que sean 5 en total');
    expect(await f.lines()).toEqual(['5 Tacos al Pastor']);
    expect(out.reply).not.toContain('¿Seguro');
  });

  it('a believable change is written at once, as before', async () => {
    const f = await confirmed(...turns(['agregar_producto', { producto: 'Tacos al Pastor', cantidad: 2 }]));
    await f.reply('agrégale 2 de pastor');
    expect(await f.lines()).toEqual(['5 Tacos al Pastor']);
  });
});
