import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Conversation } from '@/features/conversations/api/get-conversations';
import { NEVER, stubFetch } from '@/testing/fetch-stub';
import { inRange, pagedList } from '@/testing/paged-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { ConversationsRoute } from './conversations';

const NOW = new Date(2025, 5, 15, 12, 0, 0);
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const MIN = 60_000;
const DAY = 24 * 60 * MIN;

const conv = (over: Partial<Conversation> & { id: string }): Conversation => ({
  phoneNumber: `+52155500000${over.id}`,
  customerName: null,
  status: 'active',
  createdAt: ago(10 * DAY),
  lastMessageAt: ago(10 * DAY),
  lastOrderTime: null,
  totalOrders: 0,
  hasNewOrder: false,
  takeover: null,
  ...over,
});

const list: Conversation[] = [
  conv({
    id: '1',
    customerName: 'Ana López',
    lastMessageAt: ago(2 * MIN),
    lastOrderTime: ago(2 * MIN),
    totalOrders: 1,
    hasNewOrder: true,
    createdAt: ago(1 * MIN),
  }),
  conv({
    id: '2',
    phoneNumber: '+5215598765432',
    lastMessageAt: ago(DAY + 60 * MIN),
    status: 'completed',
    totalOrders: 2,
    createdAt: ago(2 * MIN),
  }),
  conv({
    id: '3',
    customerName: 'Beto',
    lastMessageAt: ago(3 * DAY),
    status: 'paused',
    totalOrders: 3,
    lastMessage: { content: '¿Llevan a la colonia Americana?', direction: 'incoming', timestamp: ago(3 * DAY), isTest: false },
  }),
  conv({
    id: '4',
    customerName: 'Carla',
    lastMessageAt: ago(20 * DAY),
    status: 'archived' as Conversation['status'], // a status this screen does not know
    totalOrders: 7,
    lastMessage: { content: 'Quiero 2 tacos al pastor', direction: 'incoming', timestamp: ago(20 * DAY), isTest: true },
  }),
];

/** What the server does with the screen's query: search by phone or name, activity date range. */
const serverList = (conversations: Conversation[]) =>
  pagedList(conversations, (c, q) => {
    const search = q.get('search')?.toLowerCase() ?? '';
    const matchesSearch = !search || c.phoneNumber.includes(search) || (c.customerName ?? '').toLowerCase().includes(search);
    return matchesSearch && inRange(c.lastOrderTime ?? c.lastMessageAt ?? c.createdAt, q);
  });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

function setup(routes: Parameters<typeof stubFetch>[0] = {}) {
  const stub = stubFetch({ 'GET /api/conversations': serverList(list), ...routes });
  const view = renderWithProviders(<ConversationsRoute />, { path: '/conversations' });
  return { ...stub, ...view };
}

const names = () =>
  within(screen.getByRole('list', { name: 'Conversaciones' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('.font-semibold')?.textContent);

describe('Conversaciones list', () => {
  it('shows the loading text', () => {
    stubFetch({ 'GET /api/conversations': NEVER });
    renderWithProviders(<ConversationsRoute />);
    screen.getByText('Cargando conversaciones...');
  });

  it('shows the empty state', async () => {
    setup({ 'GET /api/conversations': { json: [] } });
    await screen.findByText('No hay conversaciones aún');
    screen.getByText('Cuando los clientes envíen mensajes, aparecerán aquí');
    screen.getByText('0 de 0 conversaciones');
  });

  it('sorts newest first and renders each card with its badges', async () => {
    setup();
    await screen.findByText('Ana López');
    // The last message shows under the customer, so the owner knows what the chat is about.
    screen.getByText('¿Llevan a la colonia Americana?');
    screen.getByText('Historial y gestión de chats con clientes');
    screen.getByText('4 de 4 conversaciones');
    expect(names()).toEqual(['Ana López', 'Cliente +5215598765432', 'Beto', 'Carla']);

    const card = (name: string) => screen.getByText(name).closest('li') as HTMLElement;
    const ana = card('Ana López');
    expect(within(ana).getByText('PEDIDO NUEVO').dataset.variant).toBe('red');
    expect(within(ana).queryByText('Nueva conversación')).toBeNull();
    within(ana).getByText('Primer pedido');
    expect(within(ana).getByText('Activa').dataset.variant).toBe('green');
    within(ana).getByText('Último pedido: hace 2 min');
    within(ana).getByText('+521555000001');

    const anonymous = card('Cliente +5215598765432');
    expect(within(anonymous).getByText('Nueva conversación').dataset.variant).toBe('blue');
    within(anonymous).getByText('Segundo pedido');
    expect(within(anonymous).getByText('Completada').dataset.variant).toBe('blue');
    within(anonymous).getByText('Último pedido: 14/06/2025');

    within(card('Beto')).getByText('Tercer pedido');
    expect(within(card('Beto')).getByText('Pausada').dataset.variant).toBe('yellow');
    within(card('Carla')).getByText('7 pedidos');
    expect(within(card('Carla')).getByText('Pausada').dataset.variant).toBe('gray');
    within(card('Carla')).getByText(/Último pedido: 26\/05\/2025/);
    // A chat of the test centre is marked; a customer's is not.
    expect(within(card('Carla')).getByText('Prueba').dataset.variant).toBe('purple');
    expect(within(card('Beto')).queryByText('Prueba')).toBeNull();
  });

  it('searches by phone substring or case-insensitive name', async () => {
    const { user } = setup();
    await screen.findByText('Ana López');
    const search = screen.getByPlaceholderText('Buscar por número o nombre...');
    await user.type(search, 'ana');
    expect(names()).toEqual(['Ana López']);
    await user.clear(search);
    await user.type(search, '98765');
    expect(names()).toEqual(['Cliente +5215598765432']);
    screen.getByText('1 de 4 conversaciones');
    await user.clear(search);
    await user.type(search, 'zzz');
    screen.getByText('No se encontraron conversaciones');
  });

  it.each([
    ['Hoy', ['Ana López']],
    ['Ayer', ['Cliente +5215598765432']],
    ['Esta semana', ['Ana López', 'Cliente +5215598765432', 'Beto']],
    ['Todas las fechas', ['Ana López', 'Cliente +5215598765432', 'Beto', 'Carla']],
  ])('filters by date: %s', async (label, expected) => {
    const { user } = setup();
    await screen.findByText('Ana López');
    await user.selectOptions(screen.getByLabelText('Filtrar por fecha'), label);
    expect(names()).toEqual(expected);
  });

  it('select-all toggles the filtered list and shows the selection bar', async () => {
    const { user } = setup();
    await screen.findByText('Ana López');
    const search = screen.getByPlaceholderText('Buscar por número o nombre...');
    await user.type(search, 'a');
    await user.click(screen.getByRole('button', { name: 'Seleccionar todas' }));
    screen.getByText('2 seleccionados');
    expect((screen.getByRole('checkbox', { name: 'Seleccionar Carla' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Deseleccionar todas' }));
    expect(screen.queryByText(/seleccionados/)).toBeNull();
    await user.clear(search);
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Beto' }));
    screen.getByText('1 seleccionados');
  });
});

describe('Conversaciones actions', () => {
  async function selectTwo() {
    const view = setup({
      'POST /api/conversations/bulk-message': { json: { sent: 2, failed: [] } },
      'DELETE /api/conversations': { json: { deletedCount: 2, totalRequested: 2 } },
    });
    await screen.findByText('Ana López');
    await view.user.click(screen.getByRole('checkbox', { name: 'Seleccionar Ana López' }));
    await view.user.click(screen.getByRole('checkbox', { name: 'Seleccionar Beto' }));
    return view;
  }

  it('sends a bulk message, then closes the dialog and clears the selection', async () => {
    const { user, requests } = await selectTwo();
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar Mensaje Masivo' });
    const send = within(dialog).getByRole('button', { name: 'Enviar mensaje' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await user.type(within(dialog).getByLabelText('Mensaje'), '  ');
    expect(send.disabled).toBe(true);
    await user.type(within(dialog).getByLabelText('Mensaje'), 'Promo 2x1 hoy');
    await user.click(send);
    await screen.findByText('Mensajes enviados');
    screen.getByText('Mensaje enviado a 2 clientes');
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      phoneNumbers: ['+521555000001', '+521555000003'],
      message: 'Promo 2x1 hoy',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(/seleccionados/)).toBeNull();
  });

  it('cancels the bulk message dialog', async () => {
    const { user } = await selectTwo();
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    screen.getByText('2 seleccionados');
  });

  it('reports a failed bulk message', async () => {
    stubFetch({
      'GET /api/conversations': serverList(list),
      'POST /api/conversations/bulk-message': {
        status: 502,
        json: { sent: 0, failed: [], error: 'No se pudieron enviar 1 de 1 mensajes: El cliente no ha escrito en las últimas 24 horas' },
      },
    });
    const { user } = renderWithProviders(<ConversationsRoute />);
    await user.click(await screen.findByRole('checkbox', { name: 'Seleccionar Beto' }));
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Mensaje'), 'Hola');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar mensaje' }));
    await screen.findByText('No se pudieron enviar algunos mensajes');
    await screen.findByText('No se pudieron enviar 1 de 1 mensajes: El cliente no ha escrito en las últimas 24 horas');
  });

  it('deletes the selection after confirmation and refreshes the list', async () => {
    const { user, requests } = await selectTwo();
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar eliminación' });
    within(dialog).getByText(/no se puede deshacer/);
    within(dialog).getByText(/se perderán todos los mensajes asociados/);
    const listCalls = requests.filter((r) => r.method === 'GET').length;
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar definitivamente' }));
    await screen.findByText('Conversaciones eliminadas');
    screen.getByText('2 de 2 conversaciones eliminadas');
    expect(requests.find((r) => r.method === 'DELETE')?.body).toEqual({ conversationIds: ['1', '3'] });
    await waitFor(() => expect(requests.filter((r) => r.method === 'GET').length).toBeGreaterThan(listCalls));
    expect(screen.queryByText(/seleccionados/)).toBeNull();
  });

  it('reports a failed bulk delete', async () => {
    stubFetch({ 'GET /api/conversations': serverList(list), 'DELETE /api/conversations': { status: 500, text: '' } });
    const { user } = renderWithProviders(<ConversationsRoute />);
    await user.click(await screen.findByRole('checkbox', { name: 'Seleccionar Beto' }));
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar definitivamente' }));
    await screen.findByText('No se pudieron eliminar algunas conversaciones');
  });

  it.each([
    [{ json: { success: true } }, 'Conversación eliminada'],
    [{ status: 404, json: { error: 'x' } }, 'No se pudo eliminar la conversación'],
  ])('deletes a single conversation (%#)', async (reply, toastText) => {
    const { user, requests } = setup({ 'DELETE /api/conversations/3': reply });
    await user.click(await screen.findByRole('button', { name: 'Eliminar conversación con Beto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmar eliminación' });
    within(dialog).getByText(/Beto\? Esta acción no se puede deshacer/);
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar definitivamente' }));
    await screen.findByText(toastText);
    expect(requests.some((r) => r.method === 'DELETE' && r.pathname === '/api/conversations/3')).toBe(true);
  });

  it("says 'Último pedido' only for a conversation with orders", async () => {
    setup({
      'GET /api/conversations': { json: [conv({ id: '9', customerName: 'Sin pedidos', lastMessageAt: ago(2 * MIN), totalOrders: 0 })] },
    });
    const card = (await screen.findByText('Sin pedidos')).closest('li')!;
    expect(within(card).queryByText(/Último pedido/)).toBeNull();
  });
});

describe('Conversaciones at scale', () => {
  const many = Array.from({ length: 70 }, (_, i) =>
    conv({ id: String(1000 + i), customerName: i % 2 ? `Lupe ${i}` : null, lastMessageAt: ago((i + 1) * MIN) }),
  );

  it('shows the first page with the server counts, and selects the whole filtered set by filter', async () => {
    const { user, requests } = setup({
      'GET /api/conversations': serverList(many),
      'DELETE /api/conversations': { json: { deletedCount: 34, totalRequested: 34 } },
    });
    await screen.findByText('70 de 70 conversaciones');
    expect(names()).toHaveLength(50);
    expect(requests[0]!.searchParams.get('limit')).toBe('50');

    await user.type(screen.getByPlaceholderText('Buscar por número o nombre...'), 'lupe');
    await screen.findByText('35 de 70 conversaciones');
    await user.click(screen.getByRole('button', { name: 'Seleccionar todas' }));
    screen.getByText('35 seleccionados');
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Lupe 1' }));
    screen.getByText('34 seleccionados');

    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar definitivamente' }));
    await screen.findByText('34 de 34 conversaciones eliminadas');
    expect(requests.find((r) => r.method === 'DELETE')?.body).toEqual({ filter: { search: 'lupe' }, excludeIds: ['1001'] });
  }, 20_000);

  it('asks the server for the local calendar day when filtering by Hoy', async () => {
    const { user, requests } = setup();
    await screen.findByText('Ana López');
    await user.selectOptions(screen.getByLabelText('Filtrar por fecha'), 'Hoy');
    await waitFor(() => expect(requests.some((r) => r.searchParams.has('from'))).toBe(true));
    const last = requests.filter((r) => r.searchParams.has('from')).at(-1)!;
    expect(new Date(last.searchParams.get('from')!).getTime()).toBe(new Date(2025, 5, 15).getTime());
    expect(new Date(last.searchParams.get('to')!).getTime()).toBe(new Date(2025, 5, 16).getTime());
  });
});
