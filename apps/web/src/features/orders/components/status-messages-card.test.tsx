import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { DEFAULT_STATUS_MESSAGES } from '@core/orders/status-messages-config';
import { StatusMessagesCard } from './status-messages-card';

describe('Configuración IA: avisos de pedido', () => {
  it('switches a status off, edits a text, picks the template for after 24 hours and saves it all', async () => {
    const { requests } = stubFetch({
      'GET /api/orders/status-messages': { json: { settings: DEFAULT_STATUS_MESSAGES, defaults: DEFAULT_STATUS_MESSAGES } },
      'GET /api/templates': {
        json: [{ id: 'aviso:es_MX', name: 'aviso', language: 'es_MX', category: null, segments: [], variables: [] }],
      },
      'POST /api/config': { json: {} },
    });
    const { user } = renderWithProviders(<StatusMessagesCard />);
    await user.click(await screen.findByRole('switch', { name: 'Avisar: Confirmado' }));
    const preparing = screen.getByLabelText('Preparando');
    await user.clear(preparing);
    await user.type(preparing, 'Tu {{numero} sale en {{tiempo}');
    const template = screen.getByLabelText('Plantilla aprobada (después de 24 horas)');
    // The list is asked of the provider when the operator reaches for it.
    await user.click(template);
    await screen.findByRole('option', { name: 'aviso (es_MX)' });
    await user.selectOptions(template, 'aviso:es_MX');
    await user.click(screen.getByRole('button', { name: 'Guardar avisos' }));
    await screen.findByText('Avisos de pedido actualizados');
    const saved = requests.find((r) => r.method === 'POST')?.body as { key: string; value: Record<string, unknown> };
    expect(saved.key).toBe('order_notifications');
    expect(saved.value).toMatchObject({
      confirmed: { enabled: false },
      preparing: { enabled: true, text: 'Tu {numero} sale en {tiempo}' },
      templateId: 'aviso:es_MX',
      defaultEtaMinutes: 30,
    });
  });
});
