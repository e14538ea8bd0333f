import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, NEVER, stubFetch, type StubbedRequest } from '@/testing/fetch-stub';
import { renderApp, spyOnNavigation } from '@/testing/test-utils';

const RESTAURANT = {
  id: 7,
  name: 'Tacos El Güero',
  subdomain: 'tacoselgero',
  subscriptionStatus: 'active',
  subscriptionPlan: 'silver',
};

function saveDraft(plan = true) {
  localStorage.setItem('pendingRestaurantName', 'Tacos El Güero');
  localStorage.setItem('pendingSubdomain', 'tacoselgero');
  if (plan) localStorage.setItem('pendingPlan', 'silver');
}

const restaurantCalls = (requests: StubbedRequest[]) => requests.filter((r) => r.method === 'POST' && r.pathname === '/api/restaurants');

describe('subscription success', () => {
  beforeEach(() => localStorage.clear());

  it.each([
    ['no draft', () => {}],
    ['no subdomain', () => localStorage.setItem('pendingRestaurantName', 'Tacos')],
    ['no name', () => localStorage.setItem('pendingSubdomain', 'tacos')],
  ])('goes back to / with %s', async (_label, arrange) => {
    arrange();
    const { requests } = stubFetch({ 'GET /api/auth/user': { status: 401, text: '' }, 'GET /api/subscription-plans': { json: [] } });
    const { router } = renderApp('/subscription-success');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(restaurantCalls(requests)).toHaveLength(0);
  });

  it('shows the loading state while the restaurant is created', async () => {
    saveDraft();
    stubFetch({ 'POST /api/restaurants': NEVER });
    renderApp('/subscription-success');

    await screen.findByText('Configurando tu restaurante...');
  });

  it('creates the restaurant once (even under StrictMode), clears the draft and shows it', async () => {
    saveDraft();
    const { requests } = stubFetch({ 'POST /api/restaurants': () => jsonResponse(RESTAURANT, 201) });
    const router = createMemoryRouter(routes, { initialEntries: ['/subscription-success'] });
    render(
      <StrictMode>
        <AppProvider queryClient={createQueryClient()}>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    );

    await screen.findByText('¡Suscripción exitosa!');
    screen.getByText('Tacos El Güero ha sido creado correctamente');
    expect(restaurantCalls(requests)).toHaveLength(1);
    expect(restaurantCalls(requests)[0]?.body).toEqual({ name: 'Tacos El Güero', subdomain: 'tacoselgero', plan: 'silver' });
    expect(localStorage.getItem('pendingRestaurantName')).toBeNull();
    expect(localStorage.getItem('pendingSubdomain')).toBeNull();
    expect(localStorage.getItem('pendingPlan')).toBeNull();

    expect(screen.getByText('Restaurante').nextElementSibling?.textContent).toBe('Tacos El Güero');
    expect(screen.getByText('Subdominio').nextElementSibling?.textContent).toBe('comanda.tacoselgero.app');
    expect(screen.getByText('Estado').nextElementSibling?.textContent).toBe('Activo');
    const steps = within(screen.getByRole('list', { name: 'Próximos pasos' })).getAllByRole('listitem');
    expect(steps.map((li) => li.textContent?.replace(/^\d/, ''))).toEqual([
      'Configura tu menú y precios',
      'Personaliza las respuestas del chatbot',
      'Conecta WhatsApp Business',
      'Empieza a recibir pedidos automatizados',
    ]);
    expect(screen.getByRole('link', { name: 'Ir al Dashboard' }).getAttribute('href')).toBe('/');
  });

  it('links the restaurant to the payment when a checkout id was stored', async () => {
    saveDraft();
    localStorage.setItem('pendingCheckoutId', 'chk-1');
    const { requests } = stubFetch({ 'POST /api/restaurants': { json: RESTAURANT } });
    renderApp('/subscription-success');

    await screen.findByText('¡Suscripción exitosa!');
    expect(restaurantCalls(requests)[0]?.body).toEqual({
      name: 'Tacos El Güero',
      subdomain: 'tacoselgero',
      plan: 'silver',
      checkoutId: 'chk-1',
    });
    expect(localStorage.getItem('pendingCheckoutId')).toBeNull();
  });

  it('sends only name and subdomain when no plan was stored', async () => {
    saveDraft(false);
    const { requests } = stubFetch({ 'POST /api/restaurants': { json: RESTAURANT } });
    renderApp('/subscription-success');

    await screen.findByText('¡Suscripción exitosa!');
    expect(restaurantCalls(requests)[0]?.body).toEqual({ name: 'Tacos El Güero', subdomain: 'tacoselgero' });
  });

  it('reports a failure, keeps the draft and lets the buyer retry', async () => {
    saveDraft();
    let fail = true;
    const { requests } = stubFetch({
      'POST /api/restaurants': () => (fail ? { status: 500, text: '' } : jsonResponse(RESTAURANT, 201)),
    });
    renderApp('/subscription-success');

    await screen.findByText('Error');
    expect(screen.getAllByText('Error creando el restaurante. Contacte soporte.').length).toBeGreaterThan(0);
    expect(localStorage.getItem('pendingSubdomain')).toBe('tacoselgero');

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await screen.findByText('¡Suscripción exitosa!');
    expect(restaurantCalls(requests)).toHaveLength(2);
  });

  it('lets the buyer pick another subdomain after paying, and finishes with the same payment', async () => {
    saveDraft();
    localStorage.setItem('pendingCheckoutId', 'chk-9');
    const taken = 'El subdominio "tacoselgero" ya está en uso, elige otro';
    const { requests } = stubFetch({
      'POST /api/restaurants': (req) =>
        (req.body as { subdomain: string }).subdomain === 'tacoselgero'
          ? jsonResponse({ error: taken, fields: { subdomain: taken } }, 409)
          : jsonResponse({ ...RESTAURANT, subdomain: 'tacoselguero2' }, 201),
    });
    renderApp('/subscription-success');

    const heading = await screen.findByRole('heading', { name: 'No pudimos configurar tu restaurante' });
    const card = heading.closest('div.rounded-2xl') as HTMLElement;
    expect(within(card).getAllByText(taken).length).toBeGreaterThan(0);
    within(card).getByText(/Tu pago está registrado y se ligará a Tacos El Güero/);
    const field = within(card).getByLabelText('Subdominio') as HTMLInputElement;
    expect(field.value).toBe('tacoselgero');
    expect(field.getAttribute('aria-invalid')).toBe('true');

    await userEvent.clear(field);
    await userEvent.type(field, 'Tacos El Guero 2');
    expect(field.value).toBe('tacoselguero2');
    within(card).getByText('comanda.tacoselguero2.app');
    expect(localStorage.getItem('pendingCheckoutId')).toBe('chk-9');
    await userEvent.click(within(card).getByRole('button', { name: 'Reintentar' }));

    await screen.findByText('¡Suscripción exitosa!');
    expect(restaurantCalls(requests).map((r) => r.body)).toEqual([
      { name: 'Tacos El Güero', subdomain: 'tacoselgero', plan: 'silver', checkoutId: 'chk-9' },
      { name: 'Tacos El Güero', subdomain: 'tacoselguero2', plan: 'silver', checkoutId: 'chk-9' },
    ]);
    expect(screen.getByText('Subdominio').nextElementSibling?.textContent).toBe('comanda.tacoselguero2.app');
    expect(localStorage.getItem('pendingCheckoutId')).toBeNull();
  });

  it('offers no new subdomain when the payment already has its restaurant', async () => {
    saveDraft();
    localStorage.setItem('pendingCheckoutId', 'chk-used');
    stubFetch({
      'POST /api/restaurants': {
        status: 409,
        json: { error: 'Este pago ya se usó para crear un restaurante. Entra al panel para verlo.' },
      },
    });
    renderApp('/subscription-success');

    const heading = await screen.findByRole('heading', { name: 'No pudimos configurar tu restaurante' });
    const card = heading.closest('div.rounded-2xl') as HTMLElement;
    within(card).getByText('Este pago ya se usó para crear un restaurante. Entra al panel para verlo.');
    expect(within(card).queryByLabelText('Subdominio')).toBeNull();
    expect(within(card).getByRole('link', { name: 'Ir al Dashboard' }).getAttribute('href')).toBe('/');
  });

  it('explains that the free trial is used and points to the plans when the server asks for payment (402)', async () => {
    saveDraft();
    const TRIAL_USED =
      'Ya usaste tu prueba gratuita de 14 días. Para abrir otro restaurante con un plan de pago, elige el plan y págalo en la página de planes.';
    stubFetch({ 'POST /api/restaurants': { status: 402, json: { error: TRIAL_USED } } });
    renderApp('/subscription-success');

    const heading = await screen.findByRole('heading', { name: 'No pudimos configurar tu restaurante' });
    const card = heading.closest('div.rounded-2xl') as HTMLElement;
    within(card).getByText(TRIAL_USED);
    expect(within(card).queryByLabelText('Subdominio')).toBeNull();
    expect(within(card).getByRole('link', { name: 'Ver planes' }).getAttribute('href')).toBe('/pricing');
    expect(within(card).getByRole('link', { name: 'Ir al Dashboard' }).getAttribute('href')).toBe('/');
  });

  it('sends a signed-out buyer to /api/login and keeps the draft', async () => {
    saveDraft();
    stubFetch({ 'POST /api/restaurants': { status: 401, text: '{"error":"Inicia sesión"}' } });
    const navigate = spyOnNavigation();
    renderApp('/subscription-success');

    await screen.findByText('No autorizado');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/api/login?next=%2Fsubscription-success'));
    expect(localStorage.getItem('pendingRestaurantName')).toBe('Tacos El Güero');
  });
});
