import { describe, expect, it } from 'vitest';
import type { Personality } from '../../../../core/config/config.js';
import type { OrderStatus } from '../../../../core/orders/order.js';
import { openChat } from '../../../../eval/harness.js';
import type { EvalItem } from '../../../../eval/menus/index.js';
import type { PreviousOrder } from '../../../../eval/types.js';

const MENU: EvalItem[] = [
  { name: 'Torta de Lomo', category: 'Tortas', price: 8000 },
  { name: 'Coca-Cola 600 ml', category: 'Bebidas', price: 3200 },
];

const before = (status: OrderStatus, extra: Partial<PreviousOrder> = {}): PreviousOrder => ({
  items: [{ name: 'Torta de Lomo', quantity: 2 }],
  address: 'Calle Morelos 318, Centro',
  status,
  minutesAgo: 25,
  ...extra,
});

async function ask(previous: PreviousOrder[], ...turns: string[]) {
  const personality: Personality = 'friendly';
  const chat = await openChat({ menu: MENU, previous, config: { personality, testMode: false } });
  const replies: string[] = [];
  for (const turn of turns) replies.push((await chat.send(turn)).reply);
  return { replies, orders: await chat.orders.list(chat.restaurant.id) };
}

describe('offline engine: "¿ya viene?" answered from the order’s status (docs/order-life.md)', () => {
  it('on its way, with the kitchen’s estimate, for every way of asking', async () => {
    for (const question of ['¿ya viene?', '¿cuánto le falta?', 'oye como va mi pedido', 'ya salió?', 'todavía no me llega']) {
      const { replies } = await ask([before('on_the_way', { etaMinutes: 20 })], question);
      expect(replies[0], question).toBe('Tu pedido #0001 ya va en camino. 🛵 Tiempo estimado: unos 20 minutos.');
    }
  });

  it('each status says where the order stands', async () => {
    const said = async (status: OrderStatus, extra: Partial<PreviousOrder> = {}) =>
      (await ask([before('delivered', { minutesAgo: 5000 }), before(status, extra)], '¿ya viene mi pedido?')).replies[0];
    expect(await said('pending')).toContain('ya está registrado');
    expect(await said('confirmed')).toContain('ya está confirmado');
    expect(await said('preparing')).toBe('Tu pedido #0002 se está preparando. Te avisamos por aquí cuando salga.');
    expect(await said('preparing', { etaMinutes: 35 })).toContain('unos 35 minutos');
    expect(await said('on_the_way', { fulfillment: 'pickup', address: '' })).toBe('Tu pedido #0002 ya está listo para recoger.');
    expect(await said('delivered')).toContain('#0002 aparece como entregado');
    expect(await said('cancelled')).toContain('#0002 fue cancelado');
  });

  it('a customer whose only order was cancelled hears that it was cancelled', async () => {
    const { replies } = await ask([before('cancelled')], '¿ya viene?');
    expect(replies[0]).toBe('Tu pedido #0001 fue cancelado. Si quieres, armamos uno nuevo.');
  });

  it('the order placed in this chat is the one asked about, as the kitchen moves it', async () => {
    const chat = await openChat({ menu: MENU, config: { testMode: false } });
    for (const turn of ['2 tortas de lomo', 'Calle Hidalgo 5, Centro', 'sí']) await chat.send(turn);
    expect((await chat.send('¿cuánto le falta?')).reply).toContain('#0001 ya está registrado');
    const [order] = await chat.orders.list(chat.restaurant.id);
    await chat.orders.moveStatus(chat.restaurant.id, order!.id, 'preparing', { etaMinutes: 30 });
    expect((await chat.send('¿ya viene?')).reply).toContain('#0001 se está preparando. Tiempo estimado: unos 30 minutos.');
  });

  it('the professional tone says "Su pedido"', async () => {
    const chat = await openChat({ menu: MENU, previous: [before('on_the_way')], config: { personality: 'professional', testMode: false } });
    expect((await chat.send('¿ya viene?')).reply).toBe('Su pedido #0001 ya va en camino. 🛵 Llega en breve.');
  });

  it('a question with a dish in it is an order, and without any order the question is not a status', async () => {
    const { orders, replies } = await ask([before('delivered')], 'quiero 2 tortas de lomo, ¿cuánto tarda?');
    expect(replies[0]).not.toContain('entregado');
    expect(orders.length).toBe(1);
    expect((await ask([], '¿ya viene?')).replies[0]).not.toContain('#0001');
  });

  it('"¿a qué hora llega más o menos?", "¿en cuánto tiempo llega?" ask the status and add nothing, even with a dish named "… a Mano"', async () => {
    const menu = [...MENU, { name: 'Tortillas Hechas a Mano 10 pzas', category: 'Extras', price: 2500 }];
    const chat = await openChat({ menu, config: { testMode: false } });
    for (const turn of ['2 tortas de lomo', 'Calle Hidalgo 5, Centro', 'sí']) await chat.send(turn);
    for (const asked of ['a que hora llega mas o menos?', 'en cuanto tiempo llega?']) {
      expect((await chat.send(asked)).reply, asked).toContain('#0001 ya está registrado');
    }
    const [order] = await chat.orders.list(chat.restaurant.id);
    expect(order?.items.map((l) => `${l.quantity} ${l.name}`)).toEqual(['2 Torta de Lomo']);
  });
});
