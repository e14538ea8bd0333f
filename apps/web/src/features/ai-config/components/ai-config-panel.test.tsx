import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch, type StubbedRequest } from '@/testing/fetch-stub';
import { adminUser, operatorUser, renderApp, renderWithProviders } from '@/testing/test-utils';
import { AiConfigPanel } from './ai-config-panel';

const stored = { key: 'ai_config', value: { model: 'gpt-4', temperature: 0.3, personality: 'casual', testMode: true } };

function renderPanel(routes: Parameters<typeof stubFetch>[0] = {}) {
  // Like the server: a save merges into what the next GET returns.
  let current = { ...stored.value };
  const store = (req: StubbedRequest) => {
    current = { ...current, ...(req.body as { value: typeof current }).value };
    return { json: { key: 'ai_config', value: current } };
  };
  const stub = stubFetch({
    'GET /api/auth/user': { json: operatorUser },
    'GET /api/config/ai_config': () => ({ json: { key: 'ai_config', value: current } }),
    'POST /api/config': store,
    'POST /api/admin/config': store,
    ...routes,
  });
  return { ...stub, ...renderWithProviders(<AiConfigPanel />) };
}

const posts = (requests: ReturnType<typeof stubFetch>['requests']) => requests.filter((r) => r.method === 'POST');

describe('Configuración IA', () => {
  it('is the /ai-config screen', async () => {
    stubFetch({ 'GET /api/auth/user': { json: operatorUser }, 'GET /api/config/ai_config': { json: stored } });
    renderApp('/ai-config');
    await screen.findByRole('heading', { level: 1, name: 'Configuración IA' }, { timeout: 5000 });
  });

  it('starts from the defaults when nothing is stored', async () => {
    renderPanel({ 'GET /api/config/ai_config': { json: { key: 'ai_config', value: null } } });
    const model = await screen.findByRole('radio', { name: 'GPT-4o' });
    expect(model).toHaveProperty('checked', true);
    within(model.closest('label')!).getByText('Recomendado');
    expect(screen.getByRole('slider', { name: 'Temperatura' })).toHaveProperty('value', '0.7');
    expect(screen.getByRole('radio', { name: 'Amigable' })).toHaveProperty('checked', true);
    expect(screen.getByRole('switch', { name: 'Modo de prueba' }).getAttribute('aria-checked')).toBe('true');
    screen.getByText('[PRUEBA]');
  });

  it('shows the reference values that are not saved', async () => {
    renderPanel();
    await screen.findByRole('radio', { name: 'GPT-4o' });
    expect(screen.getByLabelText('Máximo de tokens por respuesta')).toHaveProperty('value', '500');
    const context = screen.getByLabelText('Contexto de mensajes anteriores') as HTMLSelectElement;
    expect(context.value).toBe('5');
    expect([...context.options].map((o) => o.value)).toEqual(['3', '5', '10']);
    expect(
      within(screen.getByRole('list', { name: 'Palabras clave para detectar pedidos' })).getAllByRole('listitem').length,
    ).toBeGreaterThan(0);
    screen.getByText(/\$0\.01 USD por mensaje/);
    screen.getByText(/3,500 RPM/);
  });

  it('saves model, temperature, personality and test mode', async () => {
    const { user, requests } = renderPanel();
    await user.click(await screen.findByRole('radio', { name: 'Profesional' }));
    expect(screen.getByRole('radio', { name: 'GPT-4' })).toHaveProperty('checked', true);
    await user.click(screen.getByRole('switch', { name: 'Modo de prueba' }));
    expect(screen.queryByText('[PRUEBA]')).toBeNull();
    await user.selectOptions(screen.getByLabelText('Contexto de mensajes anteriores'), '10');
    await user.click(screen.getByRole('button', { name: 'Guardar configuración' }));

    await screen.findByText('Configuración guardada');
    expect(posts(requests)[0]?.body).toEqual({
      key: 'ai_config',
      value: { model: 'gpt-4', temperature: 0.3, personality: 'professional', testMode: false, maxLineQuantity: 20 },
    });
  });

  it('saves the most units of one product taken without asking, and refuses what the server would not take', async () => {
    const { user, requests } = renderPanel();
    const field = await screen.findByLabelText('Cantidad máxima por producto');
    expect(field).toHaveProperty('value', '20');
    await user.clear(field);
    await user.type(field, '0');
    await user.click(screen.getByRole('button', { name: 'Guardar configuración' }));
    await screen.findByText('Escribe un número entero entre 1 y 100');
    expect(posts(requests)).toEqual([]);
    await user.clear(field);
    await user.type(field, '12');
    await user.click(screen.getByRole('button', { name: 'Guardar configuración' }));
    await screen.findByText('Configuración guardada');
    expect(posts(requests)[0]?.body).toMatchObject({ value: { maxLineQuantity: 12 } });
  });

  it("saves the restaurant's own config for the administrator too, never platform-wide", async () => {
    const { user, requests } = renderPanel({ 'GET /api/auth/user': { json: adminUser } });
    await user.click(await screen.findByRole('button', { name: 'Guardar configuración' }));
    await screen.findByText('Configuración guardada');
    expect(posts(requests)[0]?.pathname).toBe('/api/config');
  });

  it('turns test mode off and saves at once with Desactivar', async () => {
    const { user, requests } = renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Desactivar' }));
    await screen.findByText('Configuración guardada');
    expect(posts(requests)[0]?.body).toMatchObject({ value: { testMode: false } });
    expect(screen.queryByText('[PRUEBA]')).toBeNull();
  });

  it('reports a failed save and keeps test mode on', async () => {
    const { user } = renderPanel({ 'POST /api/config': { status: 500, text: '' } });
    await user.click(await screen.findByRole('button', { name: 'Desactivar' }));
    await screen.findByText('No se pudo guardar la configuración');
    await waitFor(() => screen.getByText('[PRUEBA]'));
  });
});

describe('connection test', () => {
  it('shows the provider message on success', async () => {
    const { user, requests } = renderPanel({
      'GET /api/test/openai': { json: { success: true, message: 'Modelo gpt-4o respondió en 420 ms', mode: 'openai' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Probar conexión' }));
    await screen.findByText('Conexión exitosa');
    expect(screen.getByRole('status', { name: 'Resultado de la prueba' }).textContent).toBe('Modelo gpt-4o respondió en 420 ms');
    expect(requests.some((r) => r.pathname === '/api/test/openai')).toBe(true);
  });

  it('shows Error de conexión when the call fails', async () => {
    const { user } = renderPanel({ 'GET /api/test/openai': { status: 502, json: { error: 'OpenAI no respondió a tiempo' } } });
    await user.click(await screen.findByRole('button', { name: 'Probar conexión' }));
    await screen.findByText('No se pudo probar la conexión');
    expect(screen.getByRole('status', { name: 'Resultado de la prueba' }).textContent).toBe(
      'Error de conexión: OpenAI no respondió a tiempo',
    );
  });
});
