import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { NewOrderAlerts } from './new-order-alerts';

const order = (id: string, number: number) => ({ id, number, customerName: 'Ana', total: 3600 });
const frames = () => [...document.querySelectorAll('iframe')].map((f) => f.getAttribute('src'));

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('comanda.notifications.asked', '1');
  vi.stubGlobal('AudioContext', undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.querySelectorAll('iframe').forEach((f) => f.remove());
});

describe('the kitchen tab', () => {
  it('with "Imprimir cada pedido nuevo" on, prints each new order’s ticket by itself; the banner offers the ticket too', async () => {
    let orders = [order('a', 1)];
    stubFetch({ 'GET /api/orders': () => ({ json: orders }), 'GET /api/conversations': { json: [] } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderWithProviders(<NewOrderAlerts printOption />);
    await user.click(await screen.findByLabelText(/Imprimir cada pedido nuevo/));
    expect(localStorage.getItem('comanda.autoPrintTickets')).toBe('1');
    await vi.advanceTimersByTimeAsync(100);
    expect(frames()).toEqual([]);

    orders = [order('b', 2), ...orders];
    await vi.advanceTimersByTimeAsync(5_100);
    await screen.findByRole('alert');
    expect(frames()).toEqual(['/ticket/b?width=80&print=1']);
    await user.click(screen.getByRole('button', { name: 'Imprimir ticket' }));
    expect(frames()).toHaveLength(2);
    vi.useRealTimers();
  });
});
