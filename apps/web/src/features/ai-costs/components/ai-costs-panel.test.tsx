import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch, type StubbedRequest } from '@/testing/fetch-stub';
import { operatorUser, renderApp, renderWithProviders } from '@/testing/test-utils';
import { AiCostsPanel } from './ai-costs-panel';

const statsFor = (req: StubbedRequest) => {
  const period = req.searchParams.get('period');
  const factor = period === 'today' ? 1 : period === 'week' ? 7 : 30;
  return {
    json: {
      period,
      totalConversations: 12 * factor,
      totalTokens: 34567 * factor,
      totalBaseCostUSD: 0.01234 * factor,
      totalFinalCostUSD: 0.02468 * factor,
    },
  };
};

const recent = [
  { id: 1, model: 'gpt-4o', requestType: 'chat', createdAt: '2024-05-15T18:00:00.000Z', totalTokens: 1530, finalCostUSD: 0.00765 },
];

function renderPanel(routes: Parameters<typeof stubFetch>[0] = {}) {
  const stub = stubFetch({
    'GET /api/ai/usage-stats': statsFor,
    'GET /api/ai/recent-usage': { json: recent },
    'GET /api/ai/pricing-config': (req) => ({
      json: {
        model: req.searchParams.get('model'),
        inputTokenCostPer1000: 0.005,
        outputTokenCostPer1000: 0.015,
        markupMultiplier: 3,
        currency: 'MXN',
        exchangeRate: 17.5,
      },
    }),
    'POST /api/ai/pricing-config': (req) => ({ json: req.body }),
    ...routes,
  });
  return { ...stub, ...renderWithProviders(<AiCostsPanel />) };
}

describe('Costos de IA', () => {
  it('is the /ai-costs screen', async () => {
    stubFetch({
      'GET /api/auth/user': { json: operatorUser },
      'GET /api/ai/usage-stats': statsFor,
      'GET /api/ai/pricing-config': { json: {} },
    });
    renderApp('/ai-costs');
    await screen.findByRole('heading', { level: 1, name: 'Costos de IA' }, { timeout: 5000 });
  });

  it('shows the totals in USD with 4 decimals and follows the period', async () => {
    const { user, requests } = renderPanel();
    const totals = await screen.findByLabelText('Totales de uso');
    within(totals).getByText('12');
    within(totals).getByText('34,567');
    within(totals).getByText('$0.0123');
    within(totals).getByText('$0.0247');
    expect([...(screen.getByLabelText('Período') as HTMLSelectElement).options].map((o) => o.text)).toEqual(['Hoy', 'Semana', 'Mes']);

    await user.selectOptions(screen.getByLabelText('Período'), 'Semana');
    await screen.findByText('$0.1728');
    expect(requests.filter((r) => r.pathname === '/api/ai/usage-stats').map((r) => r.searchParams.get('period'))).toEqual([
      'today',
      'week',
    ]);
  });

  it('lists recent usage under Historial', async () => {
    const { user, requests } = renderPanel();
    await user.click(await screen.findByRole('tab', { name: 'Historial' }));
    const list = await screen.findByRole('list', { name: 'Uso reciente de IA' });
    within(list).getByText('gpt-4o');
    within(list).getByText('chat');
    within(list).getByText('$0.0077');
    expect(requests.find((r) => r.pathname === '/api/ai/recent-usage')?.searchParams.get('limit')).toBe('10');
  });

  it('says when there is no usage yet', async () => {
    const { user } = renderPanel({ 'GET /api/ai/recent-usage': { json: [] } });
    await user.click(await screen.findByRole('tab', { name: 'Historial' }));
    await screen.findByText('No hay registros de uso de IA disponibles');
  });
});

describe('pricing configuration', () => {
  it('loads the config of the chosen model and saves it', async () => {
    const { user, requests } = renderPanel();
    const input = await screen.findByLabelText('Costo por 1,000 tokens de entrada (USD)');
    expect(input.getAttribute('step')).toBe('0.001');
    expect(input).toHaveProperty('value', '0.005');
    screen.getByText(/2\.0 equivale a un margen del 100%/);
    screen.getByText(/Margen actual: 200%/);

    await user.selectOptions(screen.getByLabelText('Modelo'), 'gpt-4');
    await waitFor(() => expect(requests.some((r) => r.searchParams.get('model') === 'gpt-4')).toBe(true));
    const output = await screen.findByLabelText('Costo por 1,000 tokens de salida (USD)');
    await user.clear(output);
    await user.type(output, '0.03');
    await user.selectOptions(screen.getByLabelText('Moneda'), 'EUR');
    await user.click(screen.getByRole('button', { name: 'Guardar precios' }));

    await screen.findByText('Configuración guardada');
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      model: 'gpt-4',
      inputTokenCostPer1000: 0.005,
      outputTokenCostPer1000: 0.03,
      markupMultiplier: 3,
      currency: 'EUR',
      exchangeRate: 17.5,
    });
  });

  it('falls back to the documented defaults', async () => {
    renderPanel({ 'GET /api/ai/pricing-config': { json: {} } });
    expect(await screen.findByLabelText('Costo por 1,000 tokens de entrada (USD)')).toHaveProperty('value', '0.0025');
    expect(screen.getByLabelText('Costo por 1,000 tokens de salida (USD)')).toHaveProperty('value', '0.01');
    expect(screen.getByLabelText('Multiplicador de margen')).toHaveProperty('value', '2');
    expect(screen.getByLabelText('Moneda')).toHaveProperty('value', 'USD');
    expect(screen.getByLabelText('Tipo de cambio')).toHaveProperty('value', '1');
  });

  it('reports a failed save', async () => {
    const { user } = renderPanel({ 'POST /api/ai/pricing-config': { status: 400, text: '' } });
    await user.click(await screen.findByRole('button', { name: 'Guardar precios' }));
    await screen.findByText('No se pudo actualizar la configuración.');
  });

  it('refuses a blank cost', async () => {
    const { user, requests } = renderPanel();
    await user.clear(await screen.findByLabelText('Tipo de cambio'));
    await user.click(screen.getByRole('button', { name: 'Guardar precios' }));
    screen.getByText('Ingresa un número mayor o igual a 0');
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });
});
