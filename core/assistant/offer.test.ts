import { describe, expect, it } from 'vitest';
import { acceptsOffer } from './offer.js';
import { assistantFixture, call, ScriptedModel } from './testing/assistant-fixture.js';

/** A model that added only the tacos of "2 de pastor y 2 aguas de horchata", then whatever comes next. */
async function droppedHorchata(next: ConstructorParameters<typeof ScriptedModel>[0] = []) {
  const model = new ScriptedModel([
    { toolCalls: [call('agregar_producto', { producto: 'Tacos al Pastor', cantidad: 2 })] },
    { content: 'Anoté 2 Tacos al Pastor. ¿Algo más?' },
    ...next,
  ]);
  const f = await assistantFixture(model);
  const first = await f.reply('2 de pastor y 2 aguas de horchata');
  return { ...f, model, first };
}

const linesOf = async (f: Awaited<ReturnType<typeof droppedHorchata>>) =>
  ((await f.carts.get('r1', f.conversation.id))?.lines ?? []).map((l) => `${l.quantity} × ${l.name}`);

describe('"No agregué X a tu pedido. ¿Quieres que lo agregue?" (core\'s own offer)', () => {
  it('asks about the dropped dish with how many the customer said', async () => {
    const f = await droppedHorchata();
    expect(f.first.reply).toContain('No agregué 2 × Agua de Horchata a tu pedido. ¿Quieres que los agregue?');
  });

  it('a plain yes adds it, without asking the engine, and shows the order as it now is', async () => {
    const f = await droppedHorchata();
    const calls = f.model.requests.length;
    const out = await f.reply('sí porfa');
    expect(f.model.requests.length).toBe(calls);
    expect(await linesOf(f)).toEqual(['2 × Tacos al Pastor', '2 × Agua de Horchata']);
    expect(out.reply).toContain('¡Listo! Agregué 2 × Agua de Horchata.');
    expect(out.reply).toContain('Total: $96.00');
    expect(out.reply).toContain('pásame tu dirección');
  });

  it('is for the next message only: anything else lets it go to the engine, and a later yes adds nothing', async () => {
    const f = await droppedHorchata([{ content: '¿A qué dirección te lo enviamos?' }, { content: 'Perfecto.' }]);
    await f.reply('no, así está bien');
    expect(f.model.requests.length).toBe(3);
    await f.reply('sí');
    expect(await linesOf(f)).toEqual(['2 × Tacos al Pastor']);
  });

  it('a yes to it still goes through the guarantees: a sold-out dish is not added, and the customer is told', async () => {
    const model = new ScriptedModel([
      { toolCalls: [call('agregar_producto', { producto: 'Tacos al Pastor', cantidad: 1 })] },
      { content: 'Anoté 1 Tacos al Pastor.' },
    ]);
    const f = await assistantFixture(model);
    const first = await f.reply('unos tacos al pastor y un flan napolitano');
    expect(first.reply).toContain('No agregué Flan Napolitano a tu pedido.');
    const out = await f.reply('va');
    expect(out.reply).toContain('Flan Napolitano está agotado por hoy. ¿Quieres otra cosa del menú?');
    expect(((await f.carts.get('r1', f.conversation.id))?.lines ?? []).map((l) => l.name)).toEqual(['Tacos al Pastor']);
  });

  it('only words that accept it count as a yes', () => {
    for (const yes of ['sí', 'Si porfa', 'sii', 'va', 'dale', 'agrégalo', 'sí, agrégalas por favor', 'ok', 'claro que sí', 'órale'])
      expect(acceptsOffer(yes), yes).toBe(true);
    for (const other of ['no', 'sí, y una coca', 'sí pero sin cebolla', 'mejor 3', 'confirmo', 'calle 5 de mayo 12', 'ya no'])
      expect(acceptsOffer(other), other).toBe(false);
  });
});
