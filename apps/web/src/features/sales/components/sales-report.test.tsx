import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { SalesReport } from './sales-report';
import { SalesTodayCard } from './sales-today-card';

const hours = Array.from({ length: 24 }, (_, hour) => ({ hour, orders: hour === 14 ? 2 : 0, revenue: hour === 14 ? 11900 : 0 }));
const summary = (period: string) => ({
  period,
  from: '2026-11-24T06:00:00.000Z',
  to: '2026-11-24T21:00:00.000Z',
  orders: period === 'today' ? 2 : 9,
  revenue: 11900,
  averageTicket: 5950,
  cancellations: 1,
  cancelledRevenue: 1800,
  topProducts: [{ name: 'Taco', quantity: 3, revenue: 5400 }],
  byHour: hours,
  testOrders: 1,
});

describe('Ventas', () => {
  it('shows the period’s figures, switches period and offers the CSV', async () => {
    const { requests } = stubFetch({ 'GET /api/sales': (r) => ({ json: summary(r.searchParams.get('period') ?? 'today') }) });
    const { user } = renderWithProviders(<SalesReport />);
    await screen.findByText('$119.00');
    screen.getByText('$59.50');
    screen.getByText('Taco');
    screen.getByText('14:00');
    screen.getByText('1 pedido de prueba no cuenta en estas cifras.');
    await user.click(screen.getByRole('button', { name: 'Este mes' }));
    await screen.findByText('9');
    expect(requests.map((r) => r.searchParams.get('period'))).toContain('month');
    expect(screen.getByRole('link', { name: 'Descargar CSV' }).getAttribute('href')).toContain('/api/sales/export.csv?period=month');
  });

  it('the dashboard card shows what was sold today', async () => {
    stubFetch({ 'GET /api/sales': { json: summary('today') } });
    renderWithProviders(<SalesTodayCard />);
    expect((await screen.findByTestId('sales-today-revenue')).textContent).toBe('$0.00');
    await screen.findByText('$119.00');
    screen.getByRole('link', { name: 'Ver ventas' });
  });
});
