import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import type { Order } from '@/features/orders/api/get-orders';
import { OrderStatusSelect } from './order-status-select';

const order: Order = {
  id: 'o1',
  number: 7,
  restaurantId: 'r-1',
  conversationId: 'c1',
  status: 'confirmed',
  createdAt: new Date(2024, 4, 15, 12).toISOString(),
  customerPhone: '+5215511111111',
  customerName: 'Lupita',
  total: 37800,
  deliveryFee: 0,
  fulfillment: 'delivery',
  payment: null,
  test: false,
  deliveryAddress: 'Av. Reforma 10',
  notes: null,
  items: [],
};

const settings = { settings: { defaultEtaMinutes: 40 }, defaults: {} };

function renderSelect(patchReply: object = { json: { ...order, notification: { outcome: 'sent', via: 'text', content: 'x' } } }) {
  const stub = stubFetch({ 'GET /api/orders/status-messages': { json: settings }, 'PATCH /api/orders/o1': patchReply });
  return { ...stub, ...renderWithProviders(<OrderStatusSelect order={order} />) };
}

const patches = (requests: { method: string; body: unknown }[]) => requests.filter((r) => r.method === 'PATCH').map((r) => r.body);

describe('moving an order on in Pedidos', () => {
  it('Preparando asks for the estimated time, offering the restaurant’s default, and says the customer was told', async () => {
    const { user, requests } = renderSelect();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado del pedido #0007' }), 'Preparando');
    const dialog = await screen.findByRole('dialog', { name: 'Pedido #0007: Preparando' });
    const minutes = within(dialog).getByLabelText('Tiempo estimado (minutos)');
    await screen.findByDisplayValue('40');
    await user.click(within(dialog).getByRole('button', { name: '15 min' }));
    expect(minutes).toHaveProperty('value', '15');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar y avisar' }));
    await screen.findByText('Pedido #0007: Preparando · se avisó al cliente');
    expect(patches(requests)).toEqual([{ status: 'preparing', etaMinutes: 15 }]);
  });

  it('cancelling asks for a reason (a list or your own words) and a confirmation', async () => {
    const { user, requests } = renderSelect();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado del pedido #0007' }), 'Cancelado');
    const dialog = await screen.findByRole('dialog', { name: '¿Cancelar el pedido #0007?' });
    await user.click(within(dialog).getByLabelText('Otro motivo'));
    const confirm = within(dialog).getByRole('button', { name: 'Cancelar pedido' });
    expect(confirm).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByLabelText('Escribe el motivo'), 'se fue la luz');
    await user.click(confirm);
    await screen.findByText('Estado actualizado');
    expect(patches(requests)).toEqual([{ status: 'cancelled', reason: 'se fue la luz' }]);
  });

  it('backing out of the cancellation changes nothing', async () => {
    const { user, requests } = renderSelect();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado del pedido #0007' }), 'Cancelado');
    await user.click(await screen.findByRole('button', { name: 'No cancelar' }));
    expect(patches(requests)).toEqual([]);
  });

  it('tells the operator when the customer could not be told', async () => {
    const { user } = renderSelect({
      json: { ...order, status: 'delivered', notification: { outcome: 'failed', error: 'Fuera de las 24 horas', content: 'x' } },
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado del pedido #0007' }), 'Entregado');
    await screen.findByText('Estado actualizado, pero no se pudo avisar al cliente');
    await screen.findByText('Fuera de las 24 horas');
  });
});
