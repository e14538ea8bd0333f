import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import type { Order } from '@/features/orders/api/get-orders';
import { OrderEditor } from './order-editor';

const order: Order = {
  id: 'o1',
  number: 7,
  restaurantId: 'r-1',
  conversationId: 'c1',
  status: 'preparing',
  createdAt: new Date(2024, 4, 15, 12).toISOString(),
  customerPhone: '+5215511111111',
  customerName: 'Lupita',
  total: 3600,
  deliveryFee: 0,
  fulfillment: 'delivery',
  payment: null,
  test: false,
  deliveryAddress: 'Calle Roble 12',
  notes: null,
  items: [{ menuItemId: 'm1', name: 'Tacos al pastor', unitPrice: 1800, quantity: 2, notes: null }],
};

describe('staff fix an order', () => {
  it('changes a quantity, adds a product, changes the address and sends no prices', async () => {
    const { requests } = stubFetch({
      'GET /api/menu': { json: [{ id: 'm2', name: 'Agua de jamaica', price: 3000, available: true }] },
      'PUT /api/orders/o1': { json: { ...order, notification: { outcome: 'sent', via: 'text', content: 'x' } } },
    });
    const { user } = renderWithProviders(<OrderEditor order={order} onDone={() => {}} />);
    const quantity = screen.getByLabelText('Cantidad de Tacos al pastor');
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.type(screen.getByLabelText('Nota de Tacos al pastor'), 'sin cebolla');
    await screen.findByRole('option', { name: 'Agua de jamaica · $30.00' });
    await user.selectOptions(screen.getByLabelText('Agregar producto'), 'm2');
    await user.click(screen.getByRole('button', { name: 'Agregar' }));
    const address = screen.getByLabelText('Dirección de entrega');
    await user.clear(address);
    await user.type(address, 'Calle Roble 14');
    await user.click(screen.getByRole('button', { name: 'Guardar y avisar al cliente' }));
    await screen.findByText('Se avisó al cliente del cambio');
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      items: [
        { menuItemId: 'm1', quantity: 3, notes: 'sin cebolla' },
        { menuItemId: 'm2', quantity: 1, notes: null },
      ],
      deliveryAddress: 'Calle Roble 14',
    });
  });
});
