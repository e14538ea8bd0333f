import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConversationsRoute } from '@/app/routes/app/conversations';
import { stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';

const at = new Date(Date.now() - 3_600_000).toISOString();
const conversation = {
  id: 9,
  phoneNumber: '+5215511112222',
  customerName: 'Diana',
  status: 'active',
  createdAt: at,
  lastMessageAt: at,
  lastOrderTime: null,
  totalOrders: 0,
  hasNewOrder: false,
  takeover: null,
};
const message = (id: number, content: string, over: Record<string, unknown> = {}) => ({
  id,
  content,
  direction: 'outgoing',
  timestamp: at,
  status: 'sent',
  error: null,
  isTest: false,
  ...over,
});

async function openThread(messages: unknown[], routes: Parameters<typeof stubFetch>[0] = {}) {
  const stub = stubFetch({ 'GET /api/conversations': { json: [conversation] }, 'GET /api/messages/9': { json: messages }, ...routes });
  const { user } = renderWithProviders(<ConversationsRoute />);
  await user.click(await screen.findByRole('button', { name: /^Diana/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Diana' });
  await within(dialog).findByText('Quiero 2 tacos');
  const bubble = (text: string) => within(dialog).getByText(text).closest('li') as HTMLElement;
  const status = (text: string) => within(bubble(text)).queryByTestId('delivery-status')?.textContent ?? null;
  return { ...stub, user, dialog, bubble, status };
}

describe('delivery status in the conversation thread', () => {
  it('labels every outgoing message with what the provider reported, and no incoming one', async () => {
    const { status } = await openThread([
      message(1, 'Quiero 2 tacos', { direction: 'incoming', status: 'received' }),
      message(2, 'Un momento', { status: 'pending' }),
      message(3, 'Con gusto', { status: 'sent' }),
      message(4, 'Tu total es $36', { status: 'delivered' }),
      message(5, '¿Confirmas?', { status: 'read' }),
    ]);
    expect(status('Quiero 2 tacos')).toBeNull();
    expect(status('Un momento')).toBe('pendiente');
    expect(status('Con gusto')).toBe('enviado');
    expect(status('Tu total es $36')).toBe('entregado');
    expect(status('¿Confirmas?')).toBe('leído');
  });

  it('shows a failed message in red with its reason and retries it', async () => {
    let retried = false;
    const { status, bubble, user, requests } = await openThread(
      [
        message(1, 'Quiero 2 tacos', { direction: 'incoming', status: 'received' }),
        message(2, 'Tu pedido va en camino', { status: 'failed', error: 'El número del cliente no tiene WhatsApp' }),
      ],
      { 'POST /api/conversations/9/messages/2/retry': () => ((retried = true), { json: message(2, 'Tu pedido va en camino') }) },
    );
    expect(status('Tu pedido va en camino')).toBe('fallido');
    const failed = bubble('Tu pedido va en camino');
    expect(failed.querySelector('.bg-red-50')).toBeTruthy();
    within(failed).getByText('⚠ No enviado: El número del cliente no tiene WhatsApp');
    await user.click(within(failed).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(retried).toBe(true));
    expect(requests.some((r) => r.method === 'POST' && r.pathname === '/api/conversations/9/messages/2/retry')).toBe(true);
    await screen.findByText('El mensaje se reenvió por WhatsApp');
  });

  it('marks test messages and says their replies never went to WhatsApp', async () => {
    const { status, bubble } = await openThread([
      message(1, 'Quiero 2 tacos', { direction: 'incoming', status: 'received', isTest: true }),
      message(2, '[PRUEBA] Claro, 2 tacos', { status: 'test', isTest: true }),
      message(3, '[PRUEBA] Anotado', { status: 'sent', isTest: true }),
    ]);
    within(bubble('Quiero 2 tacos')).getByText('Prueba');
    expect(status('[PRUEBA] Claro, 2 tacos')).toBe('prueba: no se envió por WhatsApp');
    // Stored before tests had their own status: still not called "enviado".
    expect(status('[PRUEBA] Anotado')).toBe('prueba: no se envió por WhatsApp');
  });
});
