import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConversationsRoute } from '@/app/routes/app/conversations';
import { stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { OUTSIDE_WINDOW_NOTICE } from './takeover-panel';

const twoDaysAgo = new Date(Date.now() - 48 * 3_600_000).toISOString();
const base = {
  id: 9,
  phoneNumber: '+5215511112222',
  customerName: 'Diana',
  status: 'active',
  createdAt: twoDaysAgo,
  lastMessageAt: twoDaysAgo,
  lastOrderTime: null,
  totalOrders: 0,
  hasNewOrder: false,
  takeover: null,
};
const templates = [
  {
    id: 'pedido_listo:es_MX',
    name: 'pedido_listo',
    language: 'es_MX',
    category: 'UTILITY',
    segments: ['Hola ', { variable: 0 }, ', tu pedido ', { variable: 1 }, ' está listo.'],
    variables: [
      { key: 'body.1', label: '{{1}}', example: 'Lupita' },
      { key: 'body.2', label: '{{2}}', example: '#0007' },
    ],
  },
];

describe('templates outside the 24-hour window', () => {
  it('a conversation whose customer wrote 2 days ago says why and sends a filled template', async () => {
    const { requests } = stubFetch({
      'GET /api/conversations': { json: [base] },
      'GET /api/messages/9': { json: [{ id: 1, content: 'Hola', direction: 'incoming', timestamp: twoDaysAgo }] },
      'GET /api/templates': { json: templates },
      'POST /api/conversations/9/template': {
        status: 201,
        json: { id: 2, content: 'Hola Diana, tu pedido #0009 está listo.', status: 'sent', error: null, author: 'Ana' },
      },
    });
    const { user } = renderWithProviders(<ConversationsRoute />);
    await user.click(await screen.findByRole('button', { name: /^Diana/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Diana' });
    await within(dialog).findByText(OUTSIDE_WINDOW_NOTICE);
    const send = within(dialog).getByRole('button', { name: 'Enviar plantilla' }) as HTMLButtonElement;
    await user.selectOptions(await within(dialog).findByLabelText('Plantilla aprobada'), 'pedido_listo:es_MX');
    expect(send.disabled).toBe(true);
    await user.type(within(dialog).getByLabelText('Variable {{1}}'), 'Diana');
    expect(within(dialog).getByTestId('template-preview').textContent).toBe('Hola Diana, tu pedido {{2}} está listo.');
    await user.type(within(dialog).getByLabelText('Variable {{2}}'), '#0009');
    await user.click(send);
    await screen.findByText('Plantilla enviada');
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ templateId: 'pedido_listo:es_MX', variables: ['Diana', '#0009'] });
  });

  it('a bulk text refused because someone is outside the window turns into the template form, and reports each recipient', async () => {
    const { requests } = stubFetch({
      'GET /api/conversations': {
        json: [base, { ...base, id: 10, phoneNumber: '+5215533334444', customerName: 'Ernesto', lastMessageAt: new Date().toISOString() }],
      },
      'GET /api/templates': { json: templates },
      'POST /api/conversations/bulk-message': ({ body }) =>
        (body as { template?: unknown }).template
          ? {
              status: 502,
              json: {
                sent: 1,
                failed: [{ phoneNumber: '+5215533334444', error: 'El número del cliente no es válido o no tiene WhatsApp' }],
                error: 'No se pudieron enviar 1 de 2 mensajes',
              },
            }
          : {
              status: 409,
              json: {
                error:
                  '1 de 2 clientes no ha escrito en las últimas 24 horas: WhatsApp solo permite escribirles con una plantilla aprobada. No se envió ningún mensaje; elige una plantilla.',
                outsideWindow: ['+5215511112222'],
              },
            },
    });
    const { user } = renderWithProviders(<ConversationsRoute />);
    await user.click(await screen.findByRole('checkbox', { name: 'Seleccionar Diana' }));
    await user.click(screen.getByRole('checkbox', { name: 'Seleccionar Ernesto' }));
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar Mensaje Masivo' });
    await user.type(within(dialog).getByLabelText('Mensaje'), 'Promo 2x1');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar mensaje' }));
    await within(dialog).findByText(/1 de 2 clientes no ha escrito en las últimas 24 horas/);
    within(dialog).getByText('Fuera de la ventana: +5215511112222');
    expect((within(dialog).getByRole('radio', { name: 'Texto libre' }) as HTMLInputElement).disabled).toBe(true);

    await user.selectOptions(await within(dialog).findByLabelText('Plantilla aprobada'), 'pedido_listo:es_MX');
    await user.type(within(dialog).getByLabelText('Variable {{1}}'), 'amigo');
    await user.type(within(dialog).getByLabelText('Variable {{2}}'), 'de hoy');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar plantilla' }));
    await within(dialog).findByText('Enviado a 1; no enviado a 1:');
    within(dialog).getByText('+5215533334444: El número del cliente no es válido o no tiene WhatsApp');
    expect(requests.filter((r) => r.method === 'POST').at(-1)?.body).toEqual({
      phoneNumbers: ['+5215511112222', '+5215533334444'],
      template: { templateId: 'pedido_listo:es_MX', variables: ['amigo', 'de hoy'] },
    });
  });
});
