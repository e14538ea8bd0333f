import { describe, expect, it } from 'vitest';
import { DEMO_MENU } from '../../../core/menu/demo-menu.js';
import { checkScenario, SCENARIOS } from '../../../core/assistant/scenarios.js';
import { openChat } from '../../../eval/harness.js';

const demo = DEMO_MENU.map((item) => ({ ...item, available: item.name !== 'Churros' }));
const chat = (personality?: 'friendly' | 'professional' | 'casual') =>
  openChat({ menu: demo, profile: {}, config: personality ? { personality } : {} });

describe('OfflineLanguageModel through the Assistant', () => {
  it('passes the 8 test centre scenarios on the demo menu', async () => {
    for (const scenario of SCENARIOS) {
      const c = await chat();
      const started = performance.now();
      const out = await c.send(scenario.message);
      const cart = await c.carts.get(c.restaurant.id, c.conversation.id);
      const check = checkScenario({ scenario, reply: out.reply, cartLines: cart?.lines ?? [], elapsedMs: performance.now() - started });
      expect(check, `${scenario.id}: ${out.reply}`).toMatchObject({ pass: true });
    }
  });

  it('takes an order end to end, formats totals and records estimated usage', async () => {
    const c = await chat();
    const first = await c.send('Quiero 2 pizzas hawaianas');
    expect(first.reply).toMatch(/^\[PRUEBA\] /);
    expect(first.reply).toContain('$378.00');
    expect(first.usage.length).toBeGreaterThan(0);
    expect(first.usage.every((u) => u.inputTokens > 0 && u.finalCostUSD > 0)).toBe(true);
    expect((await c.send('es todo')).reply).toMatch(/dirección/);
    expect((await c.send('Calle Roble 23, Col. Centro')).reply).toMatch(/confirmo/i);
    const done = await c.send('sí');
    expect(done.order).toMatchObject({ total: 37800, deliveryAddress: 'Calle Roble 23, Col. Centro' });
    expect(done.reply).toContain('confirmado');
  });

  it('says sold-out items are agotado and unknown dishes are not on the menu', async () => {
    const c = await chat();
    expect((await c.send('quiero unos churros')).reply).toMatch(/agotado/);
    expect((await c.send('quiero un pozole')).reply).toMatch(/No manejamos "pozole"/);
  });

  it('asks which one when a mention is ambiguous, then keeps the quantity', async () => {
    const c = await chat();
    expect((await c.send('quiero 3 tacos')).reply).toMatch(/¿De cuál taco.*Tacos al Pastor/s);
    const out = await c.send('de suadero');
    expect(out.reply).toContain('3 Tacos de Suadero');
  });

  it("names what the choices share as the menu writes it, never a stem or the customer's typo", async () => {
    const menu = [
      { name: 'Chop Suey de Pollo', category: 'Platos', price: 9000 },
      { name: 'Chop Suey de Res', category: 'Platos', price: 9500 },
      { name: 'Elotes Enteros', category: 'Elotes', price: 3000 },
      { name: 'Elotes en Vaso', category: 'Elotes', price: 3500 },
    ];
    for (const [said, asked] of [
      ['un chop suei', '¿De cuál chop suey te gustaría?'],
      ['quiero un chop suey', '¿De cuál chop suey te gustaría?'],
      ['dame 2 elotitos', '¿De cuál elote te gustaría?'],
    ] as const) {
      const c = await openChat({ menu, profile: {}, config: { testMode: false } });
      expect((await c.send(said)).reply, said).toContain(asked);
    }
  });

  it('offers sold-out alternatives as a choice ("o"), whatever their names hold', async () => {
    const menu = [
      { name: 'Pozole Rojo Grande', category: 'Pozole', price: 9000, available: false },
      { name: 'Pozole Verde Grande', category: 'Pozole', price: 9000 },
      { name: 'Pozole Blanco Grande', category: 'Pozole', price: 9000 },
    ];
    const c = await openChat({ menu, profile: {}, config: { testMode: false } });
    expect((await c.send('quiero un pozole rojo grande')).reply).toBe(
      'Uy, Pozole Rojo Grande está agotado por hoy. ¿Te late Pozole Blanco Grande o Pozole Verde Grande?',
    );
  });

  it('asks for the address before confirming and confirms once it arrives', async () => {
    const c = await chat();
    await c.send('2 tacos al pastor');
    const ask = await c.send('confirmo');
    expect(ask.order).toBeNull();
    expect(ask.reply).toMatch(/dirección/);
    const done = await c.send('Calle Roble 23');
    expect(done.order?.items).toEqual([expect.objectContaining({ name: 'Tacos al Pastor', quantity: 2 })]);
  });

  it('cancels, and speaks differently per personality', async () => {
    const c = await chat();
    await c.send('2 tacos al pastor');
    expect((await c.send('cancela todo')).reply).toMatch(/cancel/i);
    expect((await c.carts.get(c.restaurant.id, c.conversation.id))?.lines ?? []).toEqual([]);
    const professional = await (await chat('professional')).send('hola');
    const casual = await (await chat('casual')).send('hola');
    expect(professional.reply).toMatch(/desea/);
    expect(casual.reply).toMatch(/Qué onda/);
  });

  it('answers service questions gracefully when the restaurant has not said', async () => {
    const c = await chat();
    expect((await c.send('¿aceptan tarjeta?')).reply).toMatch(/no tengo a la mano/);
    expect((await c.send('¿dónde están?')).reply).toContain('Roma Norte');
  });

  it('puts notes on the unit they belong to: "uno con todo y otro sin chile" is two lines', async () => {
    const c = await chat();
    await c.send('2 tacos de pastor, uno con todo y otro sin chile');
    const cart = await c.carts.get(c.restaurant.id, c.conversation.id);
    expect(cart?.lines.map((l) => [l.name, l.quantity, l.notes])).toEqual([
      ['Tacos al Pastor', 1, 'con todo'],
      ['Tacos al Pastor', 1, 'sin chile'],
    ]);
  });

  it('asks which one when two fit, remembers the request and resolves it with the answer', async () => {
    const c = await chat();
    const asked = await c.send('me das 2 aguas porfa');
    expect(asked.reply).toMatch(/Agua de Horchata o Agua de Jamaica/);
    await c.send('la de jamaica');
    const cart = await c.carts.get(c.restaurant.id, c.conversation.id);
    expect(cart?.lines.map((l) => [l.name, l.quantity])).toEqual([['Agua de Jamaica', 2]]);
  });

  it('refuses what the menu lacks, naming the closest real items, and never drops it silently', async () => {
    const c = await chat();
    const out = await c.send('una torta cubana y 2 de pastor');
    expect(out.reply).toMatch(/No manejamos "torta cubana"/);
    expect(out.reply).toMatch(/Torta Ahogada|Torta de Milanesa/);
    const cart = await c.carts.get(c.restaurant.id, c.conversation.id);
    expect(cart?.lines.map((l) => l.name)).toEqual(['Tacos al Pastor']);
  });
});
