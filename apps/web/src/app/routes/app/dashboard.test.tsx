import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { adminUser, operatorUser, renderWithProviders, spyOnNavigation } from '@/testing/test-utils';
import { DashboardRoute } from './dashboard';

const stats = { todayMessages: 1234, ordersToday: 56, responseTime: '1.4s', satisfaction: '98%' };
const connected = {
  configured: true,
  provider: 'meta',
  hasAccessToken: true,
  hasVerifyToken: true,
  phoneNumber: '+52 1 55 1234 5678',
  webhookUrl: 'https://comanda.mx/webhooks/meta/7',
};

function setup(overrides: Record<string, Parameters<typeof stubFetch>[0][string]> = {}) {
  const stub = stubFetch({
    'GET /api/auth/user': { json: operatorUser },
    'GET /api/dashboard/stats': { json: stats },
    'GET /api/whatsapp/status': { json: connected },
    'GET /api/conversations/recent': { json: [] },
    'POST /api/test/whatsapp': { json: { success: true, reply: 'ok', elapsedMs: 10, answered: true } },
    ...overrides,
  });
  const view = renderWithProviders(<DashboardRoute />, { path: '/dashboard' });
  return { ...stub, ...view };
}

const card = (title: string) => screen.getByRole('heading', { name: title }).closest('div.rounded-2xl') as HTMLElement;

describe('Dashboard', () => {
  it("shows OpenAI API as the restaurant's recent model calls went", async () => {
    setup({
      'GET /api/ai/status': {
        json: {
          openai: {
            state: 'failing',
            label: 'Con fallas',
            calls: 3,
            failures: 3,
            lastError: 'La API de OpenAI no respondió a tiempo',
            lastFailureAt: null,
          },
        },
      },
    });
    const status = card('Estado del Sistema');
    const openai = (await within(status).findByText('OpenAI API')).closest('li') as HTMLElement;
    await within(openai).findByText('Con fallas');
    within(openai).getByText('3 de 3 llamadas fallaron: La API de OpenAI no respondió a tiempo');
    const whatsapp = within(status).getByText('WhatsApp API').closest('li') as HTMLElement;
    within(whatsapp).getByText('Operativo');
  });

  it('shows OpenAI API operational when no recent call failed', async () => {
    setup({
      'GET /api/ai/status': {
        json: { openai: { state: 'operational', label: 'Operativo', calls: 4, failures: 0, lastError: null, lastFailureAt: null } },
      },
    });
    const status = card('Estado del Sistema');
    await waitFor(() => expect(within(status).getAllByText('Operativo')).toHaveLength(4));
  });

  it('shows the title, the active indicator and logs out', async () => {
    const navigate = spyOnNavigation();
    const { user } = setup();
    screen.getByRole('heading', { level: 1, name: 'Dashboard Principal' });
    screen.getByText('Monitoreo y gestión del sistema');
    screen.getByText('Sistema Activo');
    await user.click(screen.getByRole('button', { name: 'Cerrar Sesión' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
  });

  it('shows the four metric cards with their change texts', async () => {
    setup();
    await screen.findByText('1,234');
    const metrics = screen.getByRole('region', { name: 'Métricas' });
    const expected: Array<[string, string, string, string]> = [
      ['Mensajes Hoy', '1,234', '+12% vs ayer', 'Sube'],
      ['Pedidos Tomados', '56', '+25% vs ayer', 'Sube'],
      ['Tiempo Respuesta', '1.4s', '-0.5s mejor', 'Baja'],
      ['Satisfacción', '98%', '+3% este mes', 'Sube'],
    ];
    for (const [title, value, change, arrow] of expected) {
      const metric = within(metrics).getByRole('heading', { name: title }).closest('div.rounded-2xl') as HTMLElement;
      within(metric).getByText(value);
      const changeText = within(metric).getByText(change);
      expect(changeText.className).toContain('text-emerald-700');
      within(changeText).getByLabelText(arrow);
    }
  });

  it('falls back to the default response time and satisfaction', async () => {
    const { requests } = setup({ 'GET /api/dashboard/stats': { json: { todayMessages: 3, ordersToday: 1 } } });
    await screen.findByText('2.3s');
    screen.getByText('96%');
    expect(requests.some((r) => r.pathname === '/api/dashboard/stats')).toBe(true);
  });

  it('shows a connected business with its phone, token flags, webhook and chat link', async () => {
    setup();
    await screen.findByText('Conectado');
    const whatsapp = card('WhatsApp Business');
    within(whatsapp).getByText('+52 1 55 1234 5678');
    expect(within(whatsapp).getAllByText('Configurado')).toHaveLength(2);
    within(whatsapp).getByText(/Activo y recibiendo mensajes/);
    expect((within(whatsapp).getByLabelText('URL del Webhook') as HTMLInputElement).value).toBe(connected.webhookUrl);
    const chat = within(whatsapp).getByRole('link', { name: 'Abrir Chat' });
    expect(chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/5215512345678\?text=.+/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    {
      name: 'not configured with a token: expired',
      status: { configured: false, hasAccessToken: true, hasVerifyToken: true },
      shown: ['Access Token expirado'],
    },
    {
      name: 'no access token',
      status: { configured: false, hasAccessToken: false, hasVerifyToken: true },
      shown: ['Access Token no configurado'],
    },
    {
      name: 'no tokens at all',
      status: { configured: false, hasAccessToken: false, hasVerifyToken: false },
      shown: ['Access Token no configurado'],
    },
    {
      name: 'configured but no verify token',
      status: { configured: true, hasAccessToken: true, hasVerifyToken: false },
      shown: ['Verify Token faltante'],
    },
    {
      name: 'expired and no verify token',
      status: { configured: false, hasAccessToken: true, hasVerifyToken: false },
      shown: ['Access Token expirado', 'Verify Token faltante'],
    },
    { name: 'healthy', status: { configured: true, hasAccessToken: true, hasVerifyToken: true }, shown: [] },
  ])('banners: $name', async ({ status, shown }) => {
    setup({ 'GET /api/whatsapp/status': { json: { ...status, phoneNumber: null, webhookUrl: 'x' } } });
    await screen.findByText(status.configured ? 'Conectado' : 'Desconectado');
    const all = ['Access Token expirado', 'Access Token no configurado', 'Verify Token faltante'];
    for (const title of all) expect(screen.queryByText(title) !== null).toBe(shown.includes(title));
    const phone = screen.getByText('Número de teléfono').nextElementSibling;
    expect(phone?.textContent).toBe('No configurado');
    expect(screen.queryByRole('link', { name: 'Abrir Chat' })).toBeNull();
  });

  it('the expired banner explains and links to API Settings', async () => {
    window.history.replaceState(null, '', '/dashboard?restaurant=4');
    stubFetch({
      'GET /api/dashboard/stats': { json: stats },
      'GET /api/whatsapp/status': { json: { configured: false, hasAccessToken: true, hasVerifyToken: true } },
      'GET /api/conversations/recent': { json: [] },
    });
    renderWithProviders(<DashboardRoute />, { path: '/dashboard?restaurant=4' });
    const banner = await screen.findByRole('alert');
    within(banner).getByText(/la IA no puede responder/);
    expect(within(banner).getByRole('link', { name: 'Renovar Token' }).getAttribute('href')).toBe('/api-settings?restaurant=4');
  });

  it('toggles the configuration panel with links to API Settings and the provider portal', async () => {
    const { user } = setup({ 'GET /api/whatsapp/status': { json: { ...connected, provider: 'twilio' } } });
    await screen.findByText('Conectado');
    const toggle = screen.getByRole('button', { name: 'Configurar' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Ir a API Settings' }).getAttribute('href')).toBe('/api-settings');
    expect(screen.getByRole('link', { name: /consola de Twilio/ }).getAttribute('href')).toBe('https://console.twilio.com');
    expect((screen.getByLabelText('Proveedor') as HTMLSelectElement).value).toBe('twilio');
    await user.click(toggle);
    expect(screen.queryByRole('link', { name: 'Ir a API Settings' })).toBeNull();
  });

  it('copies the webhook URL', async () => {
    const { user } = setup();
    await screen.findByText('Conectado');
    await user.click(screen.getByRole('button', { name: 'Copiar URL del webhook' }));
    await screen.findByText('Copiado');
    expect(await navigator.clipboard.readText()).toBe(connected.webhookUrl);
  });

  it.each([
    { who: 'the admin account', user: adminUser },
    { who: 'an operator', user: operatorUser },
  ])("asks before changing a live provider, then saves the restaurant's own config for $who", async ({ user: account }) => {
    const { user, requests } = setup({
      'GET /api/auth/user': { json: account },
      'POST /api/admin/config': { json: {} },
      'POST /api/config': { json: {} },
      'GET /api/whatsapp/status': { json: { ...connected, provider: 'meta' } },
    });
    await screen.findByText('Conectado');
    const select = screen.getByLabelText('Proveedor') as HTMLSelectElement;
    expect(select.value).toBe('meta');
    await user.selectOptions(select, 'Twilio API for WhatsApp');
    await screen.findByText('¿Cambiar de proveedor?');
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(select.value).toBe('meta');
    await user.selectOptions(select, 'Twilio API for WhatsApp');
    await user.click(await screen.findByRole('button', { name: 'Cambiar proveedor' }));
    await screen.findByText('Configuración guardada');
    const save = requests.find((r) => r.method === 'POST');
    expect(save?.pathname).toBe('/api/config');
    expect(save?.body).toEqual({ key: 'whatsapp_config', value: { provider: 'twilio' } });
  });

  it('changes the provider of an unconfigured restaurant without asking', async () => {
    const { user, requests } = setup({
      'POST /api/config': { json: {} },
      'GET /api/whatsapp/status': {
        json: { configured: false, hasAccessToken: false, hasVerifyToken: false, phoneNumber: null, webhookUrl: 'x' },
      },
    });
    await screen.findByText('Desconectado');
    await user.selectOptions(screen.getByLabelText('Proveedor'), 'twilio');
    await screen.findByText('Configuración guardada');
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.pathname)).toEqual(['/api/config']);
  });

  it('falls back to the ordinary config call when the user lookup fails', async () => {
    const { user, requests } = setup({
      'GET /api/auth/user': { status: 401, json: { error: 'x' } },
      'POST /api/config': { status: 500, text: '' },
    });
    await screen.findByText('Conectado');
    await user.selectOptions(screen.getByLabelText('Proveedor'), 'twilio');
    await user.click(await screen.findByRole('button', { name: 'Cambiar proveedor' }));
    await screen.findByText('No se pudo guardar la configuración');
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.pathname)).toEqual(['/api/config']);
    expect((screen.getByLabelText('Proveedor') as HTMLSelectElement).value).toBe('meta');
  });
});
