import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { inRange, pagedList } from '@/testing/paged-stub';
import { operatorUser, renderApp, renderWithProviders } from '@/testing/test-utils';
import type { Order } from '@/features/orders/api/get-orders';
import { OrdersList } from './orders-list';

// Wednesday 15 May 2024, 12:00 local time.
const NOW = new Date(2024, 4, 15, 12, 0, 0);
const at = (days: number, hours = 0) => new Date(2024, 4, 15 - days, 12 + hours).toISOString();

/** An order as the server sends it: its number is the restaurant's sequence. */
const order = (
  o: Omit<Order, 'restaurantId' | 'conversationId' | 'number' | 'deliveryFee' | 'fulfillment' | 'payment' | 'test'> & Partial<Order>,
): Order => ({
  restaurantId: 'r-1',
  conversationId: null,
  number: Number(o.id),
  deliveryFee: 0,
  fulfillment: 'delivery',
  payment: null,
  test: false,
  ...o,
});

const orders: Order[] = [
  order({
    id: '101',
    status: 'pending',
    createdAt: at(0, -1),
    customerPhone: '+5215511111111',
    customerName: 'Lupita',
    total: 37800,
    deliveryAddress: 'Av. Reforma 10',
    notes: 'Tocar el timbre',
    items: [{ menuItemId: '1', name: 'Tacos al pastor', unitPrice: 18900, quantity: 2, notes: 'sin cebolla' }],
  }),
  order({
    id: '102',
    status: 'delivered',
    createdAt: at(1),
    customerPhone: '+5215522222222',
    customerName: null,
    total: 9000,
    deliveryAddress: 'Centro',
    notes: null,
    items: [],
  }),
  order({
    id: '103',
    status: 'cancelled',
    createdAt: at(5),
    customerPhone: '+5215533333333',
    customerName: 'Beto',
    total: 5000,
    deliveryAddress: '',
    notes: null,
    items: [],
  }),
  order({
    id: '104',
    status: 'pending',
    payment: { method: 'transfer', status: 'paid' },
    createdAt: at(10),
    customerPhone: '+5215544444444',
    customerName: 'Carla',
    total: 1000,
    deliveryAddress: '',
    notes: null,
    items: [],
  }),
];

/** What the server does with the screen's query: status, payment (none reads as pending) and creation-date range. */
const serverOrders = (list: Order[]) =>
  pagedList(
    list,
    (o, q) =>
      (!q.get('status') || o.status === q.get('status')) &&
      (!q.get('payment') || (o.payment?.status ?? 'pending') === q.get('payment')) &&
      inRange(o.createdAt, q),
  );

function visibleIds() {
  return screen.queryAllByRole('article').map((a) => a.getAttribute('aria-label'));
}

function renderOrders(routes: Parameters<typeof stubFetch>[0] = {}) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  const stub = stubFetch({ 'GET /api/orders': serverOrders(orders), ...routes });
  return { ...stub, ...renderWithProviders(<OrdersList />) };
}

describe('Pedidos', () => {
  it('is the /orders screen', async () => {
    stubFetch({ 'GET /api/auth/user': { json: operatorUser }, 'GET /api/orders': { json: orders } });
    renderApp('/orders');
    await screen.findByRole('heading', { level: 1, name: 'Pedidos' }, { timeout: 5000 });
    await screen.findByRole('article', { name: 'Pedido #0101' });
  });

  it('shows money in pesos with two decimals', async () => {
    renderOrders();
    const card = await screen.findByRole('article', { name: 'Pedido #0101' });
    within(card).getByText('$378.00');
    expect(within(card).getByRole('combobox', { name: 'Estado del pedido #0101' })).toHaveProperty('value', 'pending');
  });

  it('marks test-centre orders as Prueba and shows phones as people read them', async () => {
    renderOrders({ 'GET /api/orders': serverOrders(orders.map((o) => (o.id === '101' ? { ...o, test: true } : o))) });
    const card = await screen.findByRole('article', { name: 'Pedido #0101' });
    within(card).getByText('Prueba');
    within(card).getByText('+52 55 1111 1111');
    expect(within(await screen.findByRole('article', { name: 'Pedido #0102' })).queryByText('Prueba')).toBeNull();
  });

  it('filters by date: today, yesterday, last 7 days', async () => {
    const { user } = renderOrders();
    await screen.findByRole('article', { name: 'Pedido #0101' });
    expect(visibleIds()).toHaveLength(4);

    await user.selectOptions(screen.getByLabelText('Fecha'), 'Hoy');
    await waitFor(() => expect(visibleIds()).toEqual(['Pedido #0101']));
    await user.selectOptions(screen.getByLabelText('Fecha'), 'Ayer');
    await waitFor(() => expect(visibleIds()).toEqual(['Pedido #0102']));
    await user.selectOptions(screen.getByLabelText('Fecha'), 'Últimos 7 días');
    await waitFor(() => expect(visibleIds()).toEqual(['Pedido #0101', 'Pedido #0102', 'Pedido #0103']));
  });

  it('filters by status and says when nothing matches', async () => {
    const { user } = renderOrders();
    await screen.findByRole('article', { name: 'Pedido #0101' });
    await user.selectOptions(screen.getByLabelText('Estado'), 'Pendiente');
    await waitFor(() => expect(visibleIds()).toEqual(['Pedido #0101', 'Pedido #0104']));
    await user.selectOptions(screen.getByLabelText('Estado'), 'Confirmado');
    await screen.findByText('No se encontraron pedidos');
  });

  it('shows the empty state without orders', async () => {
    stubFetch({ 'GET /api/orders': { json: [] } });
    renderWithProviders(<OrdersList />);
    await screen.findByText('No hay pedidos aún');
  });

  it('refreshes the list every 10 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = stubFetch({ 'GET /api/orders': { json: orders } });
    renderWithProviders(<OrdersList />);
    await screen.findByRole('article', { name: 'Pedido #0101' });
    const count = () => requests.filter((r) => r.pathname === '/api/orders').length;
    expect(count()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(count()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_100));
    expect(count()).toBe(2);
  });

  it('opens the detail of an order', async () => {
    const { user } = renderOrders();
    await user.click(await screen.findByRole('button', { name: 'Ver detalle del pedido #0101' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pedido #0101' });
    for (const text of ['Lupita', '+52 55 1111 1111', 'Av. Reforma 10', 'Tocar el timbre', '$189.00 c/u', '$378.00', 'Nota: sin cebolla']) {
      within(dialog).getByText(text);
    }
    within(dialog).getByText(/2 × Tacos al pastor/);
  });

  it('changes the status of an order', async () => {
    const { user, requests } = renderOrders({ 'PATCH /api/orders/101': { json: { ...orders[0], status: 'confirmed' } } });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Estado del pedido #0101' }), 'Confirmado');
    await screen.findByText('Estado actualizado');
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({ status: 'confirmed' });
  });

  it('reports a failed status change', async () => {
    const { user } = renderOrders({ 'PATCH /api/orders/101': { status: 500, text: '' } });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Estado del pedido #0101' }), 'Entregado');
    await screen.findByText('No se pudo actualizar el estado del pedido');
  });
});

describe('deleting orders', () => {
  it('keeps bulk delete disabled with an empty selection', async () => {
    renderOrders();
    await screen.findByRole('article', { name: 'Pedido #0101' });
    expect(screen.getByRole('button', { name: 'Eliminar seleccionados' })).toHaveProperty('disabled', true);
  });

  it('sends one DELETE per selected order', async () => {
    const { user, requests } = renderOrders({
      'DELETE /api/orders/101': { json: { success: true } },
      'DELETE /api/orders/103': { json: { success: true } },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Seleccionar pedido #0101' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar pedido #0103' }));
    screen.getByText(/2 seleccionados/);
    await user.click(screen.getByRole('button', { name: 'Eliminar seleccionados' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar 2 pedidos?' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    await screen.findByText('¡Pedidos eliminados!');
    expect(
      requests
        .filter((r) => r.method === 'DELETE')
        .map((r) => r.pathname)
        .sort(),
    ).toEqual(['/api/orders/101', '/api/orders/103']);
    await waitFor(() => screen.getByText(/0 seleccionados/));
  });

  it('select-all selects the filtered list only, and deletes it by filter in one call', async () => {
    const { user, requests } = renderOrders({ 'DELETE /api/orders': { json: { deletedCount: 2, totalRequested: 2 } } });
    await screen.findByRole('article', { name: 'Pedido #0101' });
    await user.selectOptions(screen.getByLabelText('Estado'), 'Pendiente');
    await waitFor(() => screen.getByText(/2 de 4 pedidos/));
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar todos' }));
    screen.getByText(/2 seleccionados/);
    await user.click(screen.getByRole('button', { name: 'Eliminar seleccionados' }));
    await user.click(within(await screen.findByRole('dialog', { name: '¿Eliminar 2 pedidos?' })).getByRole('button', { name: 'Eliminar' }));
    await screen.findByText('¡Pedidos eliminados!');
    const deletes = requests.filter((r) => r.method === 'DELETE');
    expect(deletes.map((r) => [r.pathname, r.body])).toEqual([['/api/orders', { filter: { status: 'pending' }, excludeIds: [] }]]);
  });

  it('filters by payment on the server, so a select-all deletes only the orders shown', async () => {
    const { user, requests } = renderOrders({ 'DELETE /api/orders': { json: { deletedCount: 1, totalRequested: 1 } } });
    await screen.findByRole('article', { name: 'Pedido #0101' });
    await user.selectOptions(screen.getByLabelText('Pago'), 'Pagado');
    await waitFor(() => expect(visibleIds()).toEqual(['Pedido #0104']));
    expect(requests.some((r) => r.method === 'GET' && r.pathname === '/api/orders' && r.searchParams.get('payment') === 'paid')).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar todos' }));
    await user.click(screen.getByRole('button', { name: 'Eliminar seleccionados' }));
    await user.click(within(await screen.findByRole('dialog', { name: '¿Eliminar 1 pedido?' })).getByRole('button', { name: 'Eliminar' }));
    await screen.findByText('¡Pedidos eliminados!');
    const deletes = requests.filter((r) => r.method === 'DELETE');
    expect(deletes.map((r) => r.body)).toEqual([{ filter: { payment: 'paid' }, excludeIds: [] }]);
  });

  it('reports a partly failed bulk delete', async () => {
    const { user } = renderOrders({
      'DELETE /api/orders/101': { json: { success: true } },
      'DELETE /api/orders/102': { status: 500, text: '' },
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Seleccionar pedido #0101' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar pedido #0102' }));
    await user.click(screen.getByRole('button', { name: 'Eliminar seleccionados' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    await screen.findByText('Error al eliminar pedidos');
    screen.getByText('No se pudieron eliminar algunos pedidos. Inténtalo de nuevo');
  });

  it('deletes a single order', async () => {
    const { user, requests } = renderOrders({ 'DELETE /api/orders/102': { json: { success: true } } });
    await user.click(await screen.findByRole('button', { name: 'Eliminar pedido #0102' }));
    await user.click(within(await screen.findByRole('dialog', { name: '¿Eliminar pedido?' })).getByRole('button', { name: 'Eliminar' }));
    await screen.findByText('¡Pedido eliminado!');
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
  });

  it('reports a failed single delete', async () => {
    const { user } = renderOrders({ 'DELETE /api/orders/102': { status: 404, text: '' } });
    await user.click(await screen.findByRole('button', { name: 'Eliminar pedido #0102' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    await screen.findByText('Error al eliminar');
    screen.getByText('No se pudo eliminar el pedido. Inténtalo de nuevo');
  });

  it("shows the restaurant's own order number, #0007, when the order has one", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    stubFetch({ 'GET /api/orders': { json: [{ ...orders[0]!, id: 'a1b2c3d4-e5', number: 7 }] } });
    renderWithProviders(<OrdersList />);
    const card = await screen.findByRole('article', { name: 'Pedido #0007' });
    within(card).getByText(/Pedido #0007/);
  });

  it('links an order with a shared location pin to the map', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    stubFetch({
      'GET /api/orders': { json: [{ ...orders[0]!, number: 3, deliveryLocation: { latitude: 19.4326, longitude: -99.1332 } }] },
    });
    renderWithProviders(<OrdersList />);
    const card = await screen.findByRole('article', { name: 'Pedido #0003' });
    expect(
      within(card)
        .getByRole('link', { name: /Ver en mapa/ })
        .getAttribute('href'),
    ).toBe('https://www.google.com/maps?q=19.4326,-99.1332');
  });

  it('shows the requested time of an order taken while closed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    stubFetch({ 'GET /api/orders': { json: [{ ...orders[0]!, number: 4, requestedFor: '2025-05-06T15:00:00.000Z' }] } });
    renderWithProviders(<OrdersList />);
    const card = await screen.findByRole('article', { name: 'Pedido #0004' });
    within(card).getByText(/Programado para: .*martes.*09:00/);
  });
});
