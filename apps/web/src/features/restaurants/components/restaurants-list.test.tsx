import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { adminUser, renderApp, spyOnNavigation } from '@/testing/test-utils';
import type { RestaurantJson } from '@api-types';

/** A restaurant as GET /api/restaurants sends it; the fields a card does not show left empty. */
const restaurant = (
  fields: Pick<RestaurantJson, 'id' | 'name' | 'subdomain' | 'subscriptionStatus' | 'subscriptionPlan'> & Partial<RestaurantJson>,
) => ({
  description: null,
  phone: null,
  email: null,
  address: null,
  createdAt: '2026-01-05T18:00:00.000Z',
  trialEndsAt: null,
  ...fields,
});

const restaurants: RestaurantJson[] = [
  restaurant({
    id: 'r-1',
    name: 'Taquería El Güero',
    subdomain: 'elguero',
    subscriptionStatus: 'active',
    subscriptionPlan: 'basic',
    description: 'Tacos desde 1985',
  }),
  restaurant({ id: 'r-2', name: 'Pozolería Doña Mary', subdomain: 'donamary', subscriptionStatus: 'past_due', subscriptionPlan: 'silver' }),
  restaurant({ id: 'r-3', name: 'Marisquería', subdomain: 'mar-1', subscriptionStatus: 'trial', subscriptionPlan: 'enterprise' }),
  restaurant({ id: 'r-4', name: 'Cafetería', subdomain: 'cafe', subscriptionStatus: 'canceled', subscriptionPlan: 'pro' }),
];

function renderScreen(routes: Parameters<typeof stubFetch>[0] = {}) {
  const stub = stubFetch({
    'GET /api/auth/user': { json: adminUser },
    'GET /api/restaurants': { json: restaurants },
    ...routes,
  });
  return { ...stub, ...renderApp('/restaurants') };
}

// The first render loads the lazy route chunks, which can take a while in jsdom.
const slow = { timeout: 5000 };

async function openDialog(routes: Parameters<typeof stubFetch>[0] = {}) {
  const view = renderScreen(routes);
  await view.user.click(await screen.findByRole('button', { name: 'Nuevo restaurante' }, slow));
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'Crear restaurante' }) };
}

describe('Mis restaurantes', () => {
  it('shows the administrator each restaurant’s conversations this month against its limit', async () => {
    renderScreen({
      'GET /api/admin/usage': {
        json: [
          { restaurantId: 'r-1', used: 320, limit: 400, percent: 80, warning: true, block: 'none' },
          { restaurantId: 'r-2', used: 3, limit: null, percent: null, warning: false, block: 'unpaid' },
        ],
      },
    });
    const guero = await screen.findByRole('article', { name: 'Taquería El Güero' }, slow);
    await within(guero).findByText('Conversaciones este mes: 320 de 400 (80%)');
    within(screen.getByRole('article', { name: 'Pozolería Doña Mary' })).getByText('Conversaciones este mes: 3 (sin límite)');
  });

  it('shows a card per restaurant with its site, status and plan', async () => {
    renderScreen();
    const guero = await screen.findByRole('article', { name: 'Taquería El Güero' }, slow);
    within(guero).getByText('comanda.elguero.app');
    within(guero).getByText('Activo');
    within(guero).getByText('Básico');
    const mary = screen.getByRole('article', { name: 'Pozolería Doña Mary' });
    within(mary).getByText('Vencido');
    within(mary).getByText('Silver');
    within(screen.getByRole('article', { name: 'Marisquería' })).getByText('Prueba');
    within(screen.getByRole('article', { name: 'Marisquería' })).getByText('Empresarial');
    within(screen.getByRole('article', { name: 'Cafetería' })).getByText('Cancelado');
    within(screen.getByRole('article', { name: 'Cafetería' })).getByText('Profesional');
  });

  it('opens the restaurant panel in a new tab and links Configurar to its config', async () => {
    renderScreen();
    const card = await screen.findByRole('article', { name: 'Taquería El Güero' }, slow);
    const open = within(card).getByRole('link', { name: /^Taquería El Güero.*pestaña nueva/ });
    expect(open.getAttribute('href')).toBe('/?restaurant=r-1');
    expect(open.getAttribute('target')).toBe('_blank');
    expect(within(card).getByRole('link', { name: 'Configurar Taquería El Güero' }).getAttribute('href')).toBe('/?restaurant=r-1#/config');
  });

  it('shows the empty state', async () => {
    renderScreen({ 'GET /api/restaurants': { json: [] } });
    await screen.findByText('No tienes restaurantes aún', {}, slow);
  });

  it('does not ask for restaurants without a session and sends the browser to sign in', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const navigate = spyOnNavigation();
    const { requests } = stubFetch({ 'GET /api/auth/user': { status: 401, text: '' } });
    renderApp('/restaurants');
    await screen.findByText('No autorizado');
    screen.getByText('Iniciando sesión...');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(navigate).toHaveBeenCalledWith('/api/login?mode=login&next=%2Frestaurants');
    expect(requests.some((r) => r.pathname === '/api/restaurants')).toBe(false);
  });
});

describe('create restaurant dialog', () => {
  it('validates name, subdomain and email with the exact messages', async () => {
    const { user, dialog, requests } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Crear restaurante' }));
    within(dialog).getByText('El nombre es requerido');
    within(dialog).getByText('El subdominio debe tener al menos 3 caracteres');

    await user.type(within(dialog).getByLabelText(/Subdominio/), 'Mi_Taco');
    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'no-es-correo');
    await user.click(within(dialog).getByRole('button', { name: 'Crear restaurante' }));
    within(dialog).getByText('Solo letras minúsculas, números y guiones');
    within(dialog).getByText('Ingresa un correo electrónico válido');
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('creates a restaurant, sending only the filled optional fields', async () => {
    const { user, dialog, requests } = await openDialog({
      'POST /api/restaurants': (req) => ({ status: 201, json: { id: 'r-9', ...(req.body as object) } }),
    });
    await user.type(within(dialog).getByLabelText(/Nombre/), 'Tortas Ahogadas');
    await user.type(within(dialog).getByLabelText(/Subdominio/), 'tortas-gdl');
    within(dialog).getByText('Tu sitio: comanda.tortas-gdl.app');
    await user.type(within(dialog).getByLabelText('Teléfono'), '3312345678');
    await user.click(within(dialog).getByRole('button', { name: 'Crear restaurante' }));

    await screen.findByText('Restaurante creado');
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Tortas Ahogadas',
      subdomain: 'tortas-gdl',
      phone: '3312345678',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((r) => r.pathname === '/api/restaurants' && r.method === 'GET')).toHaveLength(2);
  });

  it('reports a refused creation', async () => {
    const { user, dialog } = await openDialog({ 'POST /api/restaurants': { status: 409, text: '{"error":"Subdominio ocupado"}' } });
    await user.type(within(dialog).getByLabelText(/Nombre/), 'Tortas');
    await user.type(within(dialog).getByLabelText(/Subdominio/), 'tortas');
    await user.click(within(dialog).getByRole('button', { name: 'Crear restaurante' }));
    await screen.findByText('No se pudo crear el restaurante');
  });

  it('sends the browser to sign in 500 ms after a 401', async () => {
    const navigate = spyOnNavigation();
    const { user, dialog } = await openDialog({ 'POST /api/restaurants': { status: 401, text: 'Unauthorized' } });
    await user.type(within(dialog).getByLabelText(/Nombre/), 'Tortas');
    await user.type(within(dialog).getByLabelText(/Subdominio/), 'tortas');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(within(dialog).getByRole('button', { name: 'Crear restaurante' }));
    await screen.findByText('Iniciando sesión de nuevo...');
    screen.getByText('No autorizado');
    expect(navigate).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(navigate).toHaveBeenCalledWith('/api/login');
  });
});
