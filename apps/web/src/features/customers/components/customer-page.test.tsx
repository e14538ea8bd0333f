import { screen, within } from '@testing-library/react';
import { describe, it } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { CustomerPage } from './customer-page';

describe('the customer page', () => {
  it('shows name, saved addresses, order history with test orders marked, and total spent', async () => {
    stubFetch({
      'GET /api/customers/%2B5215577000001': {
        json: {
          phone: '+5215577000001',
          name: 'Lupita',
          addresses: ['Calle Roble 12', 'Av. Juárez 5'],
          orders: [
            { id: 'a', number: 4, createdAt: '2026-01-04T12:00:00.000Z', status: 'pending', total: 100, test: true, items: '1 × Taco' },
            { id: 'b', number: 2, createdAt: '2026-01-02T12:00:00.000Z', status: 'delivered', total: 7000, test: false, items: '2 × Agua' },
          ],
          orderCount: 1,
          totalSpent: 7000,
          conversationId: null,
        },
      },
    });
    renderWithProviders(<CustomerPage phone="+5215577000001" />);
    await screen.findByText('Lupita');
    screen.getByText('$70.00', { selector: 'p' });
    within(screen.getByRole('list', { name: 'Direcciones guardadas' })).getByText('Av. Juárez 5');
    const history = screen.getByRole('list', { name: 'Historial de pedidos' });
    within(history).getByText('Prueba');
    within(history).getByText('2 × Agua');
  });
});
