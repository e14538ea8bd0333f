import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, NEVER, stubFetch } from '@/testing/fetch-stub';
import { adminUser, operatorUser, renderApp, spyOnNavigation } from '@/testing/test-utils';

const signedOut = { 'GET /api/auth/user': { status: 401, text: '{"error":"No autenticado"}' } };
const plans = { 'GET /api/subscription-plans': { json: [] } };

describe('route /', () => {
  it('shows a spinner while the session is loading', async () => {
    const { requests } = stubFetch({ 'GET /api/auth/user': NEVER });
    renderApp('/');

    await waitFor(() => expect(requests.some((r) => r.pathname === '/api/auth/user')).toBe(true));
    expect(screen.getByRole('status').textContent).toContain('Cargando...');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('shows the landing page to a visitor', async () => {
    stubFetch({ ...signedOut, ...plans });
    renderApp('/');

    await screen.findByRole('heading', { level: 1, name: /Recibe los pedidos/ });
    expect(screen.queryByRole('navigation', { name: 'Principal' })).toBeNull();
  });

  it('shows the dashboard inside the panel to a signed-in user', async () => {
    stubFetch({ 'GET /api/auth/user': { json: operatorUser } });
    renderApp('/');

    // Two lazy chunks (home, then the panel) load before it: on a loaded machine that passes 1 s.
    await screen.findByRole('heading', { name: 'Dashboard Principal' }, { timeout: 5000 });
    const nav = screen.getByRole('navigation', { name: 'Principal' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).queryByRole('link', { name: 'Restaurantes' })).toBeNull();
  });

  it('offers Restaurantes to the administrator', async () => {
    stubFetch({ 'GET /api/auth/user': { json: adminUser } });
    renderApp('/');

    const nav = await screen.findByRole('navigation', { name: 'Principal' });
    within(nav).getByRole('link', { name: 'Restaurantes' });
  });
});

describe('internal screens', () => {
  it('render inside the panel for a signed-in user', async () => {
    stubFetch({ 'GET /api/auth/user': { json: operatorUser }, 'GET /api/orders': { json: [] } });
    renderApp('/orders?restaurant=3');

    await screen.findByRole('heading', { name: 'Pedidos' });
    await screen.findByText('No hay pedidos aún');
    const current = screen.getByRole('link', { current: 'page' });
    expect(current.textContent).toBe('Pedidos');
    expect(current.getAttribute('href')).toBe('/orders?restaurant=3');
  });

  it('tells a new account it has no restaurant yet, and where to create one', async () => {
    stubFetch({ 'GET /api/auth/user': { json: operatorUser }, 'GET /api/restaurants': { json: [] }, 'GET /api/orders': { json: [] } });
    renderApp('/orders');

    await screen.findByText('Aún no tienes un restaurante');
    expect(screen.getByRole('link', { name: 'Crear mi restaurante' }).getAttribute('href')).toBe('/restaurant-setup');
  });

  it('move between screens from the sidebar', async () => {
    stubFetch({ 'GET /api/auth/user': { json: operatorUser } });
    const { user, router } = renderApp('/menu');

    await user.click(await screen.findByRole('link', { name: 'Costos de IA' }));

    await screen.findByRole('heading', { name: 'Costos de IA' });
    expect(router.state.location.pathname).toBe('/ai-costs');
  });

  it('sign out with a POST to /api/auth/logout, then leave for the landing page', async () => {
    const { requests } = stubFetch({ 'GET /api/auth/user': { json: operatorUser }, 'POST /api/auth/logout': { json: { success: true } } });
    const navigate = spyOnNavigation();
    const { user } = renderApp('/test');

    await user.click(await screen.findByRole('button', { name: 'Cerrar Sesión' }));

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(requests.some((r) => r.method === 'POST' && r.pathname === '/api/auth/logout')).toBe(true);
  });

  it.each(['/dashboard', '/conversations', '/restaurants', '/welcome'])(
    '%s asks a visitor to sign in and sends them to the owners’ sign-in, coming back to it after',
    async (path) => {
      stubFetch(signedOut);
      const navigate = spyOnNavigation();
      renderApp(path);

      await screen.findByText('No autorizado');
      screen.getByText('Iniciando sesión...');
      expect(screen.queryByRole('navigation', { name: 'Principal' })).toBeNull();
      await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/api/login?mode=login&next=${encodeURIComponent(path)}`));
    },
  );

  it('welcome page leads to /', async () => {
    stubFetch({ 'GET /api/auth/user': { json: operatorUser } });
    renderApp('/welcome');

    await screen.findByRole('heading', { name: '¡Bienvenido a Comanda!' });
    expect(screen.getByRole('link', { name: 'Ir al Dashboard' }).getAttribute('href')).toBe('/');
  });
});

describe('public screens', () => {
  it.each([
    ['/checkout?plan=silver&payment=stripe', 'Completa tu suscripción'],
    // /subscription-success without a pending draft redirects to /: see its own tests.
    ['/restaurant-setup', 'Configura tu restaurante'],
    ['/pricing', 'Planes y precios'],
  ])('%s opens without a session', async (path, title) => {
    const { requests } = stubFetch({
      ...signedOut,
      'GET /api/subscription-plans': {
        json: [
          {
            id: 3,
            name: 'Plata',
            slug: 'silver',
            priceMonthly: '1299.00',
            conversationsLimit: 1500,
            features: [],
            isActive: true,
            displayOrder: 3,
          },
        ],
      },
      'POST /api/payments/stripe/create-subscription': NEVER,
      'GET /api/payments/config': NEVER,
    });
    renderApp(path);

    await screen.findByRole('heading', { name: title });
    expect(screen.queryByText('No autorizado')).toBeNull();
    expect(requests.some((r) => r.pathname === '/api/auth/user')).toBe(false);
  });

  it('an unknown address shows the 404 page', async () => {
    stubFetch({ 'GET /api/auth/user': () => jsonResponse(operatorUser) });
    renderApp('/no-existe/para-nada');

    await screen.findByRole('heading', { name: '404 Page Not Found' });
    screen.getByText('La página que buscas no existe o fue movida.');
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
  });
});
