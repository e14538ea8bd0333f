import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jsonResponse, NEVER, stubFetch, type StubbedRequest } from '@/testing/fetch-stub';
import { renderApp, spyOnNavigation } from '@/testing/test-utils';
import type { PlanJson } from '@api-types';

const PLANS: PlanJson[] = [
  {
    id: '1',
    name: 'Básico',
    slug: 'basic',
    priceMonthly: '699.00',
    conversationsLimit: 400,
    features: [],
    isActive: true,
    displayOrder: 2,
  },
  {
    id: '2',
    name: 'Plata',
    slug: 'silver',
    priceMonthly: '1299.00',
    conversationsLimit: 1500,
    features: [],
    isActive: true,
    displayOrder: 3,
  },
];

const SUBSCRIPTION = { clientSecret: 'seti_secret', demo: false, subscriptionId: 'sub_1', checkoutId: 'chk-stripe-1' };

function routes(overrides: Record<string, unknown> = {}) {
  return {
    'GET /api/subscription-plans': { json: PLANS },
    'POST /api/payments/stripe/create-subscription': { json: SUBSCRIPTION },
    'GET /api/payments/config': { json: { stripePublishableKey: null, mercadoPagoEnabled: false } },
    'POST /api/restaurants': NEVER,
    'GET /api/checkout/availability': (req: StubbedRequest) => ({
      json: { available: true, name: req.searchParams.get('name'), subdomain: req.searchParams.get('subdomain') },
    }),
    ...overrides,
  } as Parameters<typeof stubFetch>[0];
}

async function openCheckout(path: string) {
  const view = renderApp(path);
  await screen.findByLabelText(/Nombre del restaurante/);
  return view;
}

const subscriptionCalls = (requests: StubbedRequest[]) => requests.filter((r) => r.pathname === '/api/payments/stripe/create-subscription');

describe('checkout', () => {
  beforeEach(() => localStorage.clear());

  it("shows 'Plan no encontrado' with a way back to /pricing for an unknown slug", async () => {
    const { requests } = stubFetch(routes());
    renderApp('/checkout?plan=diamante');

    await screen.findByRole('heading', { name: 'Plan no encontrado' });
    expect(screen.getByRole('link', { name: 'Ver planes disponibles' }).getAttribute('href')).toBe('/pricing');
    expect(subscriptionCalls(requests)).toHaveLength(0);
  });

  it('defaults to the basic plan and Stripe, and creates the subscription once on load', async () => {
    const { requests } = stubFetch(routes());
    await openCheckout('/checkout');

    expect(screen.getByRole('link', { name: 'Volver a planes' }).getAttribute('href')).toBe('/pricing');
    screen.getByText('Básico');
    expect(screen.getByText('Conversaciones mensuales').nextElementSibling?.textContent).toBe('400');
    expect(screen.getByText('Total mensual').nextElementSibling?.textContent).toBe('$699 MXN');
    const includes = within(screen.getByRole('list', { name: 'Incluido en tu plan' })).getAllByRole('listitem');
    expect(includes.map((li) => li.textContent)).toEqual([
      'IA conversacional avanzada',
      'Integración con WhatsApp Business',
      'Panel de control completo',
      'Soporte técnico especializado',
    ]);
    screen.getByText(/encriptación de nivel bancario/);
    screen.getByText(/cancela cuando quieras/);
    expect(screen.getByRole('tab', { name: 'Tarjeta (Stripe)' }).getAttribute('aria-selected')).toBe('true');

    await waitFor(() => expect(subscriptionCalls(requests)).toHaveLength(1));
    expect(subscriptionCalls(requests)[0]?.body).toEqual({ planId: 'basic', email: 'cliente@ejemplo.com' });
  });

  it('does not create a Stripe subscription when Mercado Pago is chosen', async () => {
    const { requests } = stubFetch(routes());
    const { user } = await openCheckout('/checkout?plan=silver&payment=mercadopago');

    expect(screen.getByRole('tab', { name: 'Mercado Pago' }).getAttribute('aria-selected')).toBe('true');
    screen.getByRole('button', { name: 'Pagar con Mercado Pago' });
    // The card tab creates one; had Mercado Pago created one too, there would be two.
    await user.click(screen.getByRole('tab', { name: 'Tarjeta (Stripe)' }));
    await waitFor(() => expect(subscriptionCalls(requests).length).toBeGreaterThan(0));
    expect(subscriptionCalls(requests)).toHaveLength(1);
  });

  it('tells the Stripe set-up failure', async () => {
    stubFetch(routes({ 'POST /api/payments/stripe/create-subscription': { status: 500, text: 'boom' } }));
    await openCheckout('/checkout?plan=silver');

    await screen.findByText('No se pudo inicializar el pago');
    screen.getByText('Error');
  });

  it('asks a signed-out buyer to sign in when payments are real, and brings them back to this plan', async () => {
    const SIGN_IN = {
      status: 401,
      json: { error: 'Inicia sesión o crea tu cuenta para pagar: la suscripción queda a nombre de tu cuenta.' },
    };
    stubFetch(
      routes({
        'GET /api/payments/config': { json: { stripePublishableKey: 'pk_test_1', mercadoPagoEnabled: true } },
        'POST /api/payments/stripe/create-subscription': SIGN_IN,
        'POST /api/payments/mercadopago/create': SIGN_IN,
      }),
    );
    const { user } = await openCheckout('/checkout?plan=silver');

    await screen.findByText(/inicia sesión o crea tu cuenta: la suscripción queda a nombre de tu cuenta/);
    expect(screen.getByRole('link', { name: 'Crear cuenta' }).getAttribute('href')).toBe(
      '/api/login?next=%2Fcheckout%3Fplan%3Dsilver%26payment%3Dstripe',
    );
    expect(screen.getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href')).toBe(
      '/api/login?mode=login&next=%2Fcheckout%3Fplan%3Dsilver%26payment%3Dstripe',
    );
    // No card fields that would only pretend to charge, and no failure toast.
    expect(screen.queryByRole('button', { name: /Pagar/ })).toBeNull();
    expect(screen.queryByText('No se pudo inicializar el pago')).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Mercado Pago' }));
    expect(screen.getByRole('link', { name: 'Crear cuenta' }).getAttribute('href')).toContain('payment%3Dmercadopago');
  });

  it('notes that the card is confirmed with Stripe when the server has a key', async () => {
    stubFetch(routes({ 'GET /api/payments/config': { json: { stripePublishableKey: 'pk_test_1', mercadoPagoEnabled: true } } }));
    await openCheckout('/checkout?plan=silver');

    await screen.findByText('Tu tarjeta se confirma de forma segura con Stripe.');
  });

  describe('with Stripe keys', () => {
    function fakeStripe(result: { error?: { message: string } } = {}) {
      const calls = { key: '', clientSecret: '', mounted: 0, confirmed: 0 };
      window.Stripe = (key) => {
        calls.key = key;
        return {
          elements: ({ clientSecret }) => {
            calls.clientSecret = clientSecret;
            return { create: () => ({ mount: () => void calls.mounted++, destroy: () => {} }) };
          },
          confirmPayment: async () => {
            calls.confirmed++;
            return result;
          },
        };
      };
      return calls;
    }
    const withKey = () =>
      routes({ 'GET /api/payments/config': { json: { stripePublishableKey: 'pk_test_1', mercadoPagoEnabled: false } } });

    beforeEach(() => {
      delete window.Stripe;
    });

    it("takes the card in Stripe's Payment Element and confirms the subscription's payment", async () => {
      const stripe = fakeStripe();
      stubFetch(withKey());
      const { user, router } = await openCheckout('/checkout?plan=silver');
      await waitFor(() => expect(stripe.mounted).toBe(1));
      expect(stripe).toMatchObject({ key: 'pk_test_1', clientSecret: 'seti_secret' });
      expect(screen.queryByLabelText('Número de tarjeta')).toBeNull();

      await user.type(screen.getByLabelText(/Nombre del restaurante/), 'Tacos Doña Lupe');
      await user.click(screen.getByRole('button', { name: 'Pagar $1,299 MXN' }));
      await screen.findByText('¡Pago exitoso!');
      expect(stripe.confirmed).toBe(1);
      expect(localStorage.getItem('pendingCheckoutId')).toBe('chk-stripe-1');
      await waitFor(() => expect(router.state.location.pathname).toBe('/subscription-success'), { timeout: 3000 });
    });

    it("shows Stripe's reason and stays on the page when the card is declined", async () => {
      const stripe = fakeStripe({ error: { message: 'Tu tarjeta fue rechazada.' } });
      stubFetch(withKey());
      const { user, router } = await openCheckout('/checkout?plan=silver');
      await waitFor(() => expect(stripe.mounted).toBe(1));
      await user.type(screen.getByLabelText(/Nombre del restaurante/), 'Tacos Doña Lupe');
      await user.click(screen.getByRole('button', { name: 'Pagar $1,299 MXN' }));
      await screen.findByText('Error procesando el pago. Contacte soporte. Tu tarjeta fue rechazada.');
      expect(screen.queryByText('¡Pago exitoso!')).toBeNull();
      expect(router.state.location.pathname).toBe('/checkout');
      expect((screen.getByRole('button', { name: 'Pagar $1,299 MXN' }) as HTMLButtonElement).disabled).toBe(false);
    });
  });

  it('keeps the pay button disabled until a name is typed, and previews the site address', async () => {
    stubFetch(routes());
    const { user } = await openCheckout('/checkout?plan=silver');

    const pay = screen.getByRole('button', { name: 'Pagar $1,299 MXN' }) as HTMLButtonElement;
    expect(pay.disabled).toBe(true);
    expect(screen.getByTestId('site-preview').textContent).toBe('comanda.turestaurante.app');

    await user.type(screen.getByLabelText(/Nombre del restaurante/), 'Tacos El Güero');
    expect(pay.disabled).toBe(false);
    expect(screen.getByTestId('site-preview').textContent).toBe('comanda.tacoselgero.app');
  });

  it('asks for the restaurant name when it is blank', async () => {
    stubFetch(routes());
    const { user, router } = await openCheckout('/checkout?plan=silver');

    await user.type(screen.getByLabelText(/Nombre del restaurante/), '   ');
    await user.click(screen.getByRole('button', { name: 'Pagar $1,299 MXN' }));

    await screen.findByText('Debe ingresar el nombre del restaurante');
    expect(localStorage.getItem('pendingRestaurantName')).toBeNull();
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('saves the draft, celebrates, and moves on to /subscription-success after 1.5 s', async () => {
    stubFetch(routes());
    const { user, router } = await openCheckout('/checkout?plan=silver');
    await user.type(screen.getByLabelText(/Nombre del restaurante/), 'Tacos El Güero');

    // The name and subdomain are checked with the server first; the draft is saved once they pass.
    fireEvent.click(screen.getByRole('button', { name: 'Pagar $1,299 MXN' }));
    await waitFor(() => expect(localStorage.getItem('pendingRestaurantName')).toBe('Tacos El Güero'));
    expect(localStorage.getItem('pendingSubdomain')).toBe('tacoselgero');
    expect(localStorage.getItem('pendingPlan')).toBe('silver');
    expect(localStorage.getItem('pendingCheckoutId')).toBe('chk-stripe-1');

    await screen.findByText('¡Pago exitoso!');
    screen.getByText('Configurando tu restaurante Tacos El Güero...');
    expect(router.state.location.pathname).toBe('/checkout');
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription-success'), { timeout: 3000 });
  });

  it("shows 'Procesando...' and sends the browser to Mercado Pago", async () => {
    let answer: (response: Response) => void = () => {};
    const { requests } = stubFetch(
      routes({ 'POST /api/payments/mercadopago/create': () => new Promise<Response>((resolve) => (answer = resolve)) }),
    );
    const navigate = spyOnNavigation();
    const { user } = await openCheckout('/checkout?plan=silver&payment=mercadopago');
    await user.type(screen.getByLabelText(/Nombre del restaurante/), 'La Fonda');

    await user.click(screen.getByRole('button', { name: 'Pagar con Mercado Pago' }));
    const processing = await screen.findByRole('button', { name: 'Procesando...' });
    expect((processing as HTMLButtonElement).disabled).toBe(true);
    expect(requests.find((r) => r.pathname === '/api/payments/mercadopago/create')?.body).toEqual({
      planId: 'silver',
      amount: 1299,
    });

    answer(jsonResponse({ init_point: 'https://www.mercadopago.com.mx/checkout/v1/redirect?pref_id=1', id: '1', checkoutId: 'chk-mp-1' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://www.mercadopago.com.mx/checkout/v1/redirect?pref_id=1'));
    expect(localStorage.getItem('pendingRestaurantName')).toBe('La Fonda');
    expect(localStorage.getItem('pendingSubdomain')).toBe('lafonda');
    expect(localStorage.getItem('pendingCheckoutId')).toBe('chk-mp-1');
  });

  it('tells when Mercado Pago cannot start', async () => {
    stubFetch(routes({ 'POST /api/payments/mercadopago/create': { status: 502, text: 'x' } }));
    const navigate = spyOnNavigation();
    const { user } = await openCheckout('/checkout?plan=silver&payment=mercadopago');
    await user.type(screen.getByLabelText(/Nombre del restaurante/), 'La Fonda');

    await user.click(screen.getByRole('button', { name: 'Pagar con Mercado Pago' }));

    await screen.findByText('No se pudo iniciar el pago con Mercado Pago');
    screen.getByRole('button', { name: 'Pagar con Mercado Pago' });
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem('pendingRestaurantName')).toBeNull();
  });

  it('switching to the card tab creates the Stripe subscription', async () => {
    const { requests } = stubFetch(routes());
    const { user, router } = await openCheckout('/checkout?plan=silver&payment=mercadopago');

    await user.click(screen.getByRole('tab', { name: 'Tarjeta (Stripe)' }));

    await waitFor(() => expect(subscriptionCalls(requests)).toHaveLength(1));
    expect(router.state.location.search).toContain('payment=stripe');
  });

  it('checks the name and an edited subdomain before any payment, and stops on a taken one', async () => {
    const { requests } = stubFetch(
      routes({ 'GET /api/checkout/availability': { status: 409, json: { error: 'El subdominio "fonda" ya está en uso, elige otro' } } }),
    );
    const { user } = await openCheckout('/checkout?plan=silver');
    await user.type(screen.getByLabelText(/Nombre del restaurante/), 'Fonda Lupe');
    await user.clear(screen.getByLabelText('Subdominio'));
    await user.type(screen.getByLabelText('Subdominio'), 'Fonda!');
    expect(screen.getByTestId('site-preview').textContent).toContain('.fonda.app');
    await user.click(screen.getByRole('button', { name: 'Pagar $1,299 MXN' }));
    await screen.findByText('El subdominio "fonda" ya está en uso, elige otro');
    expect(localStorage.getItem('pendingRestaurantName')).toBeNull();
    const check = requests.find((r) => r.pathname === '/api/checkout/availability');
    expect(check?.searchParams.get('subdomain')).toBe('fonda');
  });
});
