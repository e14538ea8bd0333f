import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { operatorUser, renderWithProviders } from '@/testing/test-utils';
import { DashboardRoute } from '@/app/routes/app/dashboard';
import { mexicoToday } from './busy-kitchen-card';

const step = (key: string, label: string, done: boolean, href = '/menu') => ({ key, label, done, hint: `Haz ${label}`, href });
const checklist = {
  steps: [
    step('menu', 'Menú con precios', true),
    step('whatsapp', 'WhatsApp conectado', false, '/api-settings'),
    step('testMessage', 'Mensaje de prueba recibido', false, '/'),
    step('testMode', 'Modo de prueba apagado', false, '/ai-config'),
  ],
  done: false,
  remaining: 3,
};
const connected = { configured: true, provider: 'meta', hasAccessToken: true, hasVerifyToken: true, phoneNumber: null, webhookUrl: 'x' };

function setup(routes: Parameters<typeof stubFetch>[0] = {}) {
  const stub = stubFetch({
    'GET /api/auth/user': { json: operatorUser },
    'GET /api/onboarding/checklist': { json: checklist },
    'GET /api/whatsapp/status': { json: connected },
    'GET /api/config/ai_config': { json: { key: 'ai_config', value: { testMode: true } } },
    'GET /api/config/operations_config': { json: { key: 'operations_config', value: { assistantPaused: false } } },
    'POST /api/test/whatsapp': { json: { success: true, reply: 'Hola', answered: true } },
    'POST /api/config': (req) => ({ json: req.body }),
    ...routes,
  });
  return { ...stub, ...renderWithProviders(<DashboardRoute />, { path: '/dashboard' }) };
}

describe('going live from the dashboard', () => {
  it('lists the steps left, with the Meta guide and how to send the test message to the business number', async () => {
    const { user, requests } = setup({ 'GET /api/whatsapp/status': { json: { ...connected, phoneNumber: '+5213312345678' } } });
    const list = await screen.findByRole('list', { name: 'Pasos para empezar' });
    screen.getByText('1 de 4 pasos listos. Termina los que faltan para que tus clientes puedan pedir por WhatsApp.');
    within(list).getByText('Guía paso a paso para conectar con Meta');
    await within(list).findByText(/manda «Hola» por WhatsApp a \+52 33 1234 5678/);
    const before = requests.filter((r) => r.pathname === '/api/onboarding/checklist').length;
    await user.click(within(list).getByRole('button', { name: 'Ya lo envié, revisar' }));
    await waitFor(() => expect(requests.filter((r) => r.pathname === '/api/onboarding/checklist').length).toBeGreaterThan(before));
  });

  it('warns that customers see [PRUEBA] while test mode is on and WhatsApp is connected', async () => {
    setup();
    await screen.findByText(/tus clientes ven «\[PRUEBA\]» al inicio de cada respuesta/);
  });

  it('hides the checklist once everything is done', async () => {
    setup({ 'GET /api/onboarding/checklist': { json: { steps: [], done: true, remaining: 0 } } });
    await screen.findByText('Cocina saturada');
    expect(screen.queryByRole('list', { name: 'Pasos para empezar' })).toBeNull();
  });

  it('pauses the assistant and saves today’s wait, refusing a wait it cannot use beside the field', async () => {
    const { user, requests } = setup();
    await user.click(await screen.findByRole('switch', { name: 'Pausar asistente' }));
    await screen.findByText('Asistente en pausa');
    const wait = screen.getByLabelText('Tiempo de espera hoy (minutos)');
    await user.type(wait, '2');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByText('Escribe los minutos de espera entre 5 y 240, o déjalo vacío');
    await user.type(wait, '5');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByText('Tiempo de espera guardado');
    const saved = requests.filter((r) => r.method === 'POST' && r.pathname === '/api/config').map((r) => r.body);
    expect(saved).toEqual([
      { key: 'operations_config', value: { assistantPaused: true } },
      { key: 'operations_config', value: { waitMinutes: 25, waitDate: mexicoToday() } },
    ]);
    await waitFor(() => expect(wait.getAttribute('aria-invalid')).toBeNull());
  });
});
