import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { DashboardRoute } from '@/app/routes/app/dashboard';
import { AppLayout } from '@/components/layouts/app-layout';
import { createQueryClient } from '@/lib/query-client';
import { stubFetch } from '@/testing/fetch-stub';

function renderDashboard(path: string) {
  window.history.replaceState(null, '', path);
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AppLayout isAdmin={false}>
            <DashboardRoute />
          </AppLayout>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  const go = async (to: string) => {
    window.history.replaceState(null, '', to);
    await act(() => router.navigate(to));
  };
  return { queryClient, go };
}

describe('changing the restaurant parameter', () => {
  it('discards cached data and reloads the stats and WhatsApp status', async () => {
    const { requests } = stubFetch({
      'GET /api/dashboard/stats': (r) => ({
        json: { todayMessages: r.searchParams.get('restaurant') === '2' ? 222 : 111, ordersToday: 0 },
      }),
      'GET /api/whatsapp/status': (r) => ({
        json: { configured: r.searchParams.get('restaurant') === '2', hasAccessToken: true, hasVerifyToken: true },
      }),
      'GET /api/conversations/recent': { json: [] },
    });
    const { queryClient, go } = renderDashboard('/dashboard?restaurant=1');
    await screen.findByText('111');
    await screen.findByText('Desconectado');
    queryClient.setQueryData(['menu'], [{ id: 'from-restaurant-1' }]);
    queryClient.setQueryData(['auth', 'user'], { id: 'u-1' });

    await go('/dashboard?restaurant=2');

    await screen.findByText('222');
    await screen.findByText('Conectado');
    expect(queryClient.getQueryData(['menu'])).toBeUndefined();
    expect(queryClient.getQueryData(['auth', 'user'])).toEqual({ id: 'u-1' });
    const reloaded = requests.filter((r) => r.searchParams.get('restaurant') === '2').map((r) => r.pathname);
    expect(reloaded).toEqual(expect.arrayContaining(['/api/dashboard/stats', '/api/whatsapp/status']));
  });

  it('keeps the cache when only another parameter changes', async () => {
    const { requests } = stubFetch({
      'GET /api/dashboard/stats': { json: { todayMessages: 5, ordersToday: 0 } },
      'GET /api/whatsapp/status': { json: { configured: true, hasAccessToken: true, hasVerifyToken: true } },
      'GET /api/conversations/recent': { json: [] },
    });
    const { queryClient, go } = renderDashboard('/dashboard?restaurant=1');
    await screen.findByText('Conectado');
    queryClient.setQueryData(['menu'], ['kept']);
    const before = requests.length;
    await go('/dashboard?restaurant=1&tab=x');
    expect(queryClient.getQueryData(['menu'])).toEqual(['kept']);
    expect(requests.filter((r) => r.pathname === '/api/dashboard/stats')).toHaveLength(1);
    expect(requests.length).toBe(before);
  });
});
