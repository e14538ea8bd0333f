import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NEVER, stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { DashboardRoute } from './dashboard';

const base = {
  'GET /api/dashboard/stats': { json: { todayMessages: 1, ordersToday: 0 } },
  'GET /api/whatsapp/status': { json: { configured: true, hasAccessToken: true, hasVerifyToken: true } },
  'GET /api/conversations/recent': { json: [] },
};

const testCentre = () => screen.getByRole('heading', { name: 'Centro de Pruebas' }).closest('div.rounded-2xl') as HTMLElement;

describe('Dashboard test messages', () => {
  it('sends a suggested message to the test business number', async () => {
    const { requests } = stubFetch({ ...base, 'POST /api/test/whatsapp': { json: { success: true } } });
    const { user } = renderWithProviders(<DashboardRoute />);
    await user.click(within(testCentre()).getByRole('button', { name: 'Quiero ordenar 2 pizzas hawaianas' }));
    await screen.findByText('Mensaje enviado');
    // The toast says what really happened: the assistant answered, nothing went out through WhatsApp.
    screen.getByText(
      '"Quiero ordenar 2 pizzas hawaianas": El asistente respondió al mensaje de prueba. No se envió nada por WhatsApp: la respuesta queda en Conversaciones, marcada como prueba.',
    );
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      phone: '+5215512345678',
      message: 'Quiero ordenar 2 pizzas hawaianas',
    });
    within(testCentre()).getByRole('button', { name: '¿Cuál es el menú del día?' });
    within(testCentre()).getByRole('button', { name: '¿Hacen entregas a domicilio?' });
  });

  it('the quick action sends the first suggested message', async () => {
    const { requests } = stubFetch({ ...base, 'POST /api/test/whatsapp': { json: { success: true } } });
    const { user } = renderWithProviders(<DashboardRoute />);
    await user.click(screen.getByRole('button', { name: 'Enviar Mensaje de Prueba' }));
    await screen.findByText('Mensaje enviado');
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      phone: '+5215512345678',
      message: '¿Cuál es el menú del día?',
    });
    screen.getByRole('button', { name: 'Exportar Conversaciones' });
    screen.getByRole('button', { name: 'Reiniciar Sistema' });
  });

  it('reports a failed suggested send', async () => {
    stubFetch({ ...base, 'POST /api/test/whatsapp': { status: 502, json: { error: 'x' } } });
    const { user } = renderWithProviders(<DashboardRoute />);
    await user.click(within(testCentre()).getByRole('button', { name: '¿Hacen entregas a domicilio?' }));
    await screen.findByText('No se pudo enviar el mensaje de prueba');
    screen.getByText('Error');
  });

  it('disables the custom send while the message is blank, sends and clears it', async () => {
    const { requests } = stubFetch({ ...base, 'POST /api/test/whatsapp': { json: { success: true } } });
    const { user } = renderWithProviders(<DashboardRoute />);
    const box = screen.getByLabelText('Mensaje personalizado');
    const send = screen.getByRole('button', { name: 'Enviar a WhatsApp' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    await user.type(box, '   ');
    expect(send.disabled).toBe(true);
    await user.type(box, 'Hola, ¿abren hoy?');
    expect(send.disabled).toBe(false);
    await user.click(send);
    await screen.findByText('Mensaje enviado');
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ phone: '+5215512345678', message: 'Hola, ¿abren hoy?' });
  });

  it('keeps the custom message when the send fails', async () => {
    stubFetch({ ...base, 'POST /api/test/whatsapp': { status: 500, text: '' } });
    const { user } = renderWithProviders(<DashboardRoute />);
    const box = screen.getByLabelText('Mensaje personalizado');
    await user.type(box, 'Hola');
    await user.click(screen.getByRole('button', { name: 'Enviar a WhatsApp' }));
    await screen.findByText('No se pudo enviar el mensaje');
    expect((box as HTMLTextAreaElement).value).toBe('Hola');
  });
});

describe('Conversación en Vivo', () => {
  it('shows the loading text', () => {
    stubFetch({ ...base, 'GET /api/conversations/recent': NEVER });
    renderWithProviders(<DashboardRoute />);
    screen.getByText('Cargando conversaciones...');
  });

  it('shows the empty text', async () => {
    stubFetch(base);
    renderWithProviders(<DashboardRoute />);
    await screen.findByText('No hay mensajes recientes');
  });

  it('places incoming messages left and outgoing right, with a ticking relative time', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const now = new Date('2025-06-15T12:00:00Z');
    vi.setSystemTime(now);
    stubFetch({
      ...base,
      'GET /api/conversations/recent': {
        json: [
          {
            id: 3,
            direction: 'outgoing',
            content: '[PRUEBA] Claro',
            timestamp: new Date(now.getTime() - 20_000).toISOString(),
            isTest: true,
          },
          { id: 2, direction: 'outgoing', content: 'Con gusto, ¿qué desea?', timestamp: new Date(now.getTime() - 30_000).toISOString() },
          { id: 1, direction: 'incoming', content: 'Hola', timestamp: new Date(now.getTime() - 3 * 3_600_000).toISOString() },
        ],
      },
    });
    renderWithProviders(<DashboardRoute />);
    const feed = await screen.findByRole('log', { name: 'Mensajes recientes' });
    const outgoing = (await within(feed).findByText('Con gusto, ¿qué desea?')).closest('li') as HTMLElement;
    const incoming = within(feed).getByText('Hola').closest('li') as HTMLElement;
    expect(outgoing.className).toContain('flex-row-reverse');
    within(outgoing).getByLabelText('Asistente');
    expect(incoming.className).not.toContain('flex-row-reverse');
    within(incoming).getByLabelText('Cliente');
    within(outgoing).getByText('hace unos segundos');
    within(incoming).getByText('hace 3h');
    // A test reply is marked as one; a customer's conversation is not.
    within(within(feed).getByText('[PRUEBA] Claro').closest('li') as HTMLElement).getByText('Prueba');
    expect(within(outgoing).queryByText('Prueba')).toBeNull();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(31_000);
    });
    within(outgoing).getByText('hace 1 min');
  });
});
