import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, NEVER, stubFetch } from '@/testing/fetch-stub';
import { renderApp, spyOnNavigation } from '@/testing/test-utils';

async function openSetup() {
  const view = renderApp('/restaurant-setup');
  await screen.findByRole('heading', { name: 'Configura tu restaurante' });
  return view;
}

const button = () => screen.getByRole('button', { name: 'Crear Mi Restaurante' }) as HTMLButtonElement;

describe('restaurant setup', () => {
  it('lists what the subscription includes', async () => {
    stubFetch({});
    await openSetup();
    screen.getByText(/Tu restaurante empieza con 14 días de prueba del plan elegido/);
    const items = within(screen.getByRole('list', { name: 'Tu suscripción incluye' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Chatbot de IA personalizado',
      'Integración con WhatsApp Business',
      'Panel de control completo',
      'Gestión de menú y pedidos',
      'Analíticas y reportes',
    ]);
  });

  it('derives the subdomain from the name until it is typed, and previews the address', async () => {
    stubFetch({});
    const { user } = await openSetup();

    await user.type(screen.getByLabelText(/Nombre del restaurante/), 'La Fonda de Doña Mary');
    expect((screen.getByLabelText(/Subdominio personalizado/) as HTMLInputElement).value).toBe('lafondadedoamary');
    expect(screen.getByTestId('setup-preview').textContent).toBe('comanda.lafondadedoamary.app');

    const subdomain = screen.getByLabelText(/Subdominio personalizado/);
    await user.clear(subdomain);
    await user.type(subdomain, 'Mi_Fonda 2-Centro!!extra-largo');
    expect((subdomain as HTMLInputElement).value).toBe('mifonda2-centroextra');
    await user.type(screen.getByLabelText(/Nombre del restaurante/), 'x');
    expect((subdomain as HTMLInputElement).value).toBe('mifonda2-centroextra');
  });

  it('disables the button while a field is empty and validates a blank name', async () => {
    const { requests } = stubFetch({});
    const { user } = await openSetup();
    expect(button().disabled).toBe(true);

    await user.type(screen.getByLabelText(/Subdominio personalizado/), 'fonda');
    expect(button().disabled).toBe(true);
    await user.type(screen.getByLabelText(/Nombre del restaurante/), '  ');
    expect(button().disabled).toBe(false);
    await user.click(button());

    await screen.findByText('Por favor completa todos los campos');
    expect(requests).toHaveLength(0);
  });

  it('creates the restaurant, shows the subdomain and goes to /dashboard after 2 s', async () => {
    let answer: (response: Response) => void = () => {};
    const { requests } = stubFetch({
      'POST /api/restaurants': () => new Promise<Response>((resolve) => (answer = resolve)),
      'GET /api/auth/user': NEVER,
    });
    const { user, router } = await openSetup();
    await user.type(screen.getByLabelText(/Nombre del restaurante/), 'Tacos El Güero');
    await user.click(button());

    await waitFor(() => expect(button().disabled).toBe(true));
    expect(requests[0]?.body).toEqual({
      name: 'Tacos El Güero',
      subdomain: 'tacoselgero',
      description: '',
      phone: '',
      email: '',
      address: '',
    });

    vi.useFakeTimers();
    await act(async () => {
      answer(jsonResponse({ id: 1, name: 'Tacos El Güero', subdomain: 'tacoselgero' }, 201));
      await vi.advanceTimersByTimeAsync(0);
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1999);
    });
    screen.getByText('¡Restaurante creado exitosamente!');
    screen.getByText('Tu sitio: comanda.tacoselgero.app');
    expect(router.state.location.pathname).toBe('/restaurant-setup');
    expect(router.state.navigation.state).toBe('idle');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(router.state.navigation.location?.pathname ?? router.state.location.pathname).toBe('/dashboard');
  });

  it("shows the server's own message when creation fails", async () => {
    stubFetch({ 'POST /api/restaurants': { status: 409, text: '{"error":"El subdominio ya está en uso"}' } });
    const { user } = await openSetup();
    await user.type(screen.getByLabelText(/Nombre del restaurante/), 'Tacos');
    await user.click(button());

    await screen.findByText('El subdominio ya está en uso');
    expect(button().disabled).toBe(false);
  });

  it("falls back to 'No se pudo crear el restaurante'", async () => {
    stubFetch({ 'POST /api/restaurants': () => Promise.reject(new Error('')) });
    const { user } = await openSetup();
    await user.type(screen.getByLabelText(/Nombre del restaurante/), 'Tacos');
    fireEvent.submit(button().form!);

    await screen.findByText('No se pudo crear el restaurante');
    void user;
  });

  it('sends a signed-out owner to sign in', async () => {
    stubFetch({ 'POST /api/restaurants': { status: 401, text: 'Unauthorized' } });
    const navigate = spyOnNavigation();
    const { user } = await openSetup();
    await user.type(screen.getByLabelText(/Nombre del restaurante/), 'Tacos');
    await user.click(button());

    await screen.findByText('No autorizado');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/api/login?next=%2Frestaurant-setup'));
  });
});
