import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { TestRoute } from './test';

const scenarios = [
  { id: 'menu-1', category: 'menu', title: 'Menú del día', message: '¿Cuál es el menú del día?' },
  { id: 'menu-2', category: 'menu', title: 'Precios', message: '¿Cuánto cuesta la pizza?' },
  { id: 'service-1', category: 'service', title: 'Horario', message: '¿A qué hora abren?' },
  { id: 'service-2', category: 'service', title: 'Entregas', message: '¿Hacen entregas?' },
  { id: 'promo-1', category: 'promotions', title: 'Promociones', message: '¿Tienen promociones?' },
  { id: 'order-1', category: 'order', title: 'Pedido simple', message: 'Quiero 2 tacos' },
  { id: 'order-2', category: 'order', title: 'Pedido completo', message: 'Quiero una pizza hawaiana' },
  { id: 'general-1', category: 'general', title: 'Saludo', message: 'Hola' },
];

function setup(extra: Parameters<typeof stubFetch>[0] = {}) {
  const stub = stubFetch({
    'GET /api/test/scenarios': { json: scenarios },
    ...Object.fromEntries(
      scenarios.map((s, i) => [
        `POST /api/test/scenarios/${s.id}/run`,
        {
          json: {
            id: s.id,
            reply: `Respuesta ${s.id}`,
            elapsedMs: i === 1 ? 6200 : 850,
            pass: i !== 1,
            reason: i === 1 ? 'Sin precio' : null,
          },
        },
      ]),
    ),
    ...extra,
  });
  return { ...stub, ...renderWithProviders(<TestRoute />, { path: '/test' }) };
}

const runs = (requests: { method: string; pathname: string }[]) =>
  requests.filter((r) => r.method === 'POST' && r.pathname.startsWith('/api/test/scenarios/')).map((r) => r.pathname.split('/')[4]);

describe('Pruebas', () => {
  it('lists the 8 scenarios grouped by category', async () => {
    setup();
    for (const label of ['Menú', 'Servicio', 'Promociones', 'Pedidos', 'General']) {
      await screen.findByRole('heading', { level: 2, name: label });
    }
    const menu = screen.getByRole('heading', { level: 2, name: 'Menú' }).parentElement as HTMLElement;
    expect(within(menu).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: /^Enviar: / })).toHaveLength(8);
  });

  it('runs one scenario and shows the reply, time and verdict', async () => {
    const { user, requests } = setup();
    await user.click(await screen.findByRole('button', { name: 'Enviar: Menú del día' }));
    const item = screen.getByRole('listitem', { name: 'Menú del día' });
    await within(item).findByText('Respuesta menu-1');
    within(item).getByText('850 ms');
    within(item).getByText('Aprobado');
    expect(runs(requests)).toEqual(['menu-1']);

    await user.click(screen.getByRole('button', { name: 'Enviar: Precios' }));
    const slow = screen.getByRole('listitem', { name: 'Precios' });
    await within(slow).findByText('Fallido');
    within(slow).getByText('6200 ms');
    within(slow).getByText(/Más lento de lo esperado/);
    within(slow).getByText('Sin precio');
  });

  it("says which scenarios do not apply to the restaurant's menu, and shows them as skipped, not failed", async () => {
    const skip = 'No hay productos agotados: marca uno como Agotado en Menú & Precios para probar este caso.';
    const listed = scenarios.map((s) => (s.id === 'order-2' ? { ...s, skip } : s));
    const { user } = setup({
      'GET /api/test/scenarios': { json: listed },
      'POST /api/test/scenarios/order-2/run': { json: { id: 'order-2', reply: '', elapsedMs: 0, pass: true, skipped: true, reason: skip } },
    });
    const item = await screen.findByRole('listitem', { name: 'Pedido completo' });
    within(item).getByText(`No aplica a tu menú: ${skip}`);
    await user.click(within(item).getByRole('button', { name: 'Enviar: Pedido completo' }));
    await within(item).findByText('Omitido');
    expect(within(item).queryByText('Fallido')).toBeNull();
    expect(within(item).queryByText('Aprobado')).toBeNull();
  });

  it('shows an error when a run fails', async () => {
    const { user } = setup({ 'POST /api/test/scenarios/general-1/run': { status: 502, json: { error: 'OpenAI no respondió' } } });
    await user.click(await screen.findByRole('button', { name: 'Enviar: Saludo' }));
    await screen.findByText('Error: OpenAI no respondió');
  });

  it('shows a Spanish error when a run fails without a reason from the server', async () => {
    const { user } = setup({ 'POST /api/test/scenarios/general-1/run': { status: 500, text: 'boom' } });
    await user.click(await screen.findByRole('button', { name: 'Enviar: Saludo' }));
    await screen.findByText('Error: No se pudo ejecutar el escenario');
  });

  it('run all sends the first after 1 s and then one every 2 s', async () => {
    const { requests } = setup();
    await screen.findByRole('button', { name: 'Enviar: Saludo' });
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Ejecutar todas' }));
    const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

    await advance(999);
    expect(runs(requests)).toEqual([]);
    screen.getByText('Enviados 0 de 8');
    await advance(1);
    expect(runs(requests)).toEqual(['menu-1']);
    await advance(1999);
    expect(runs(requests)).toHaveLength(1);
    await advance(1);
    expect(runs(requests)).toEqual(['menu-1', 'menu-2']);
    screen.getByText('Enviados 2 de 8');
    screen.getByRole('button', { name: 'Detener' });
    await advance(6 * 2000);
    expect(runs(requests)).toEqual(scenarios.map((s) => s.id));
    screen.getByText('Enviados 8 de 8');
    screen.getByRole('button', { name: 'Ejecutar todas' });
    await advance(10_000);
    expect(runs(requests)).toHaveLength(8);
    expect(screen.getAllByText('Aprobado')).toHaveLength(7);
  });

  it('stop cancels the pending sends', async () => {
    const { requests } = setup();
    await screen.findByRole('button', { name: 'Enviar: Saludo' });
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Ejecutar todas' }));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    fireEvent.click(screen.getByRole('button', { name: 'Detener' }));
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(runs(requests)).toHaveLength(2);
  });

  it('sends a custom message; the button is disabled while blank', async () => {
    const { user, requests } = setup({
      'POST /api/test/whatsapp': { json: { success: true, reply: '¡Hola! ¿Qué se te antoja?', elapsedMs: 420, answered: true } },
    });
    const send = screen.getByRole('button', { name: 'Enviar mensaje' }) as HTMLButtonElement;
    const box = screen.getByLabelText('Mensaje') as HTMLTextAreaElement;
    expect(send.disabled).toBe(true);
    await user.type(box, '   ');
    expect(send.disabled).toBe(true);
    await user.type(box, 'Hola');
    await user.click(send);
    await screen.findByText('Mensaje enviado');
    screen.getByText(/^El asistente respondió al mensaje de prueba\. No se envió nada por WhatsApp/);
    screen.getByText('¡Hola! ¿Qué se te antoja?');
    expect(box.value).toBe('');
    expect(requests.find((r) => r.pathname === '/api/test/whatsapp')?.body).toEqual({ phone: '+5215512345678', message: 'Hola' });
  });

  it('reports a failed custom message', async () => {
    const { user } = setup({ 'POST /api/test/whatsapp': { status: 500, text: '' } });
    await user.type(screen.getByLabelText('Mensaje'), 'Hola');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    await screen.findByText('No se pudo enviar el mensaje');
  });

  it("adds the server's reason to the toast for an invalid phone", async () => {
    const reason = 'Teléfono inválido: usa el formato +5215512345678';
    const { user } = setup({ 'POST /api/test/whatsapp': { status: 400, json: { error: reason, fields: { phone: reason } } } });
    const phone = screen.getByLabelText('Número de teléfono');
    await user.clear(phone);
    await user.type(phone, '12ab');
    await user.type(screen.getByLabelText('Mensaje'), 'Hola');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    await screen.findByText('No se pudo enviar el mensaje');
    screen.getByText(reason);
  });
});
