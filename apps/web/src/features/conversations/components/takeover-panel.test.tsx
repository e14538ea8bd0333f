import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConversationsRoute } from '@/app/routes/app/conversations';
import { stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';

const created = new Date(Date.now() - 3_600_000).toISOString();
const base = {
  id: 9,
  phoneNumber: '+5215511112222',
  customerName: 'Diana',
  status: 'active',
  createdAt: created,
  lastMessageAt: created,
  lastOrderTime: null,
  totalOrders: 0,
  hasNewOrder: false,
  takeover: null,
};
const takenBy = (by: string | null, reason = 'operator') => ({ by, reason, at: created, activeAt: created });

describe('staff takeover in Conversaciones', () => {
  it('shows who answers each conversation in the list', async () => {
    stubFetch({
      'GET /api/conversations': {
        json: [
          base,
          { ...base, id: 10, customerName: 'Ernesto', takeover: takenBy('Ana') },
          { ...base, id: 11, customerName: 'Fer', takeover: takenBy(null, 'customer_request') },
        ],
      },
    });
    renderWithProviders(<ConversationsRoute />);
    const row = async (name: string) => (await screen.findByRole('button', { name: new RegExp(`^${name}`) })) as HTMLElement;
    within(await row('Diana')).getByText('Responde: Asistente');
    within(await row('Ernesto')).getByText('Responde: Ana');
    within(await row('Fer')).getByText('Pide hablar con una persona');
  });

  it('takes the conversation, writes to the customer and hands it back', async () => {
    let takeover: ReturnType<typeof takenBy> | null = null;
    const { requests } = stubFetch({
      'GET /api/conversations': () => ({ json: [{ ...base, takeover }] }),
      'GET /api/messages/9': {
        json: [
          { id: 1, content: 'Hola', direction: 'incoming', timestamp: created },
          { id: 2, content: 'Soy Ana, ¿en qué te ayudo?', direction: 'outgoing', timestamp: created, author: 'Ana' },
        ],
      },
      'POST /api/conversations/9/takeover': () => {
        takeover = takenBy('Ana');
        return { json: { ...base, takeover } };
      },
      'DELETE /api/conversations/9/takeover': () => {
        takeover = null;
        return { json: { ...base, takeover } };
      },
      'POST /api/conversations/9/messages': {
        status: 201,
        json: { id: 3, content: 'Ya va su pedido', status: 'sent', error: null, author: 'Ana' },
      },
    });
    const { user } = renderWithProviders(<ConversationsRoute />);
    await user.click(await screen.findByRole('button', { name: /^Diana/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Diana' });
    await within(dialog).findByText('Ana (equipo)');
    expect(within(dialog).queryByLabelText('Responder al cliente')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Tomar conversación' }));
    const box = await within(dialog).findByLabelText('Responder al cliente');
    within(dialog).getByText('Responde: Ana');
    expect(within(dialog).getByRole('button', { name: 'Enviar' })).toHaveProperty('disabled', true);
    await user.type(box, 'Ya va su pedido');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST' && r.pathname.endsWith('/messages'))?.body).toEqual({ message: 'Ya va su pedido' }),
    );
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));

    await user.click(within(dialog).getByRole('button', { name: 'Devolver al asistente' }));
    await within(dialog).findByRole('button', { name: 'Tomar conversación' });
    within(dialog).getByText('Responde: Asistente');
  });

  it('shows the reason when the message could not be sent', async () => {
    stubFetch({
      'GET /api/conversations': { json: [{ ...base, takeover: takenBy('Ana') }] },
      'GET /api/messages/9': { json: [] },
      'POST /api/conversations/9/messages': {
        status: 502,
        json: { error: 'No se pudo enviar: El número del cliente no es válido o no tiene WhatsApp' },
      },
    });
    const { user } = renderWithProviders(<ConversationsRoute />);
    await user.click(await screen.findByRole('button', { name: /^Diana/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Diana' });
    await user.type(await within(dialog).findByLabelText('Responder al cliente'), 'hola');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    await screen.findByText('No se pudo enviar: El número del cliente no es válido o no tiene WhatsApp');
  });

  it('shows media, transcripts and location pins in the thread', async () => {
    stubFetch({
      'GET /api/conversations': { json: [base] },
      'GET /api/messages/9': {
        json: [
          {
            id: 1,
            content: '[Nota de voz recibida]',
            direction: 'incoming',
            timestamp: created,
            attachment: { kind: 'voice', url: '/api/media/a.ogg', transcript: 'dos de pastor' },
          },
          {
            id: 2,
            content: '[Imagen recibida]',
            direction: 'incoming',
            timestamp: created,
            attachment: { kind: 'image', url: '/api/media/b.jpg' },
          },
          {
            id: 3,
            content: 'Mi ubicación',
            direction: 'incoming',
            timestamp: created,
            attachment: { kind: 'location', mapsUrl: 'https://www.google.com/maps?q=1,2' },
          },
        ],
      },
    });
    const { user } = renderWithProviders(<ConversationsRoute />);
    await user.click(await screen.findByRole('button', { name: /^Diana/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Diana' });
    await within(dialog).findByText('Transcripción: “dos de pastor”');
    expect(within(dialog).getByLabelText('Nota de voz del cliente').getAttribute('src')).toBe('/api/media/a.ogg');
    expect(within(dialog).getByRole('img', { name: 'Imagen del cliente' }).getAttribute('src')).toBe('/api/media/b.jpg');
    expect(
      within(dialog)
        .getByRole('link', { name: /Ver ubicación en el mapa/ })
        .getAttribute('href'),
    ).toBe('https://www.google.com/maps?q=1,2');
  });
});
