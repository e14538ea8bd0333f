import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { ConversationsRoute } from './conversations';

const created = new Date(Date.now() - 3 * 3_600_000).toISOString();
const conversation = {
  id: 9,
  phoneNumber: '+5215511112222',
  customerName: 'Diana',
  status: 'active',
  createdAt: created,
  lastMessageAt: created,
  lastOrderTime: null,
  totalOrders: 0,
  hasNewOrder: false,
};

describe('conversation thread', () => {
  it('shows the operator why a reply is a fallback or was not sent', async () => {
    stubFetch({
      'GET /api/conversations': { json: [conversation] },
      'GET /api/messages/9': {
        json: [
          { id: 1, content: 'Quiero tacos', direction: 'incoming', timestamp: created },
          {
            id: 2,
            content: 'Una disculpa…',
            direction: 'outgoing',
            timestamp: created,
            status: 'sent',
            error: 'La IA no respondió: La API de OpenAI no respondió a tiempo',
          },
          {
            id: 3,
            content: '¿Algo más?',
            direction: 'outgoing',
            timestamp: created,
            status: 'failed',
            error: 'El número del cliente no es válido o no tiene WhatsApp',
          },
        ],
      },
    });
    const { user } = renderWithProviders(<ConversationsRoute />);
    await user.click(await screen.findByRole('button', { name: /^Diana/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Diana' });
    await within(dialog).findByText('⚠ La IA no respondió: La API de OpenAI no respondió a tiempo');
    within(dialog).getByText('⚠ No enviado: El número del cliente no es válido o no tiene WhatsApp');
  });

  it('opens a dialog with incoming left / outgoing right, auto-scrolled, and closes', async () => {
    const { requests } = stubFetch({
      'GET /api/conversations': { json: [conversation] },
      'GET /api/messages/9': {
        json: [
          { id: 1, content: 'Quiero tacos', direction: 'incoming', timestamp: created },
          { id: 2, content: '¡Claro! ¿Cuántos?', direction: 'outgoing', timestamp: created },
        ],
      },
      'DELETE /api/conversations/9': { json: { success: true } },
    });
    const scrollSpy = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { user } = renderWithProviders(<ConversationsRoute />);
    await user.click(await screen.findByRole('button', { name: /^Diana/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Diana' });
    within(dialog).getByText('Activa');
    within(dialog).getByText('Conversación iniciada: hace 3h');
    const incoming = (await within(dialog).findByText('Quiero tacos')).closest('li') as HTMLElement;
    const outgoing = within(dialog).getByText('¡Claro! ¿Cuántos?').closest('li') as HTMLElement;
    expect(incoming.className).toMatch(/\bflex-row\b/);
    expect(incoming.querySelector('div')?.className).toContain('bg-white');
    expect(outgoing.className).toContain('flex-row-reverse');
    expect(outgoing.querySelector('div')?.className).toContain('bg-orange-700');
    await waitFor(() => expect(scrollSpy).toHaveBeenCalled());
    expect(requests.some((r) => r.pathname === '/api/messages/9')).toBe(true);

    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: /^Diana/ }));
    await screen.findByRole('dialog', { name: 'Diana' });
  });

  it('polls the open thread every 2 s and shows the empty text', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = stubFetch({
      'GET /api/conversations': { json: [conversation] },
      'GET /api/messages/9': { json: [] },
    });
    const { user } = renderWithProviders(<ConversationsRoute />);
    await user.click(await screen.findByRole('button', { name: /^Diana/ }));
    await screen.findByText('No hay mensajes en esta conversación');
    const count = () => requests.filter((r) => r.pathname === '/api/messages/9').length;
    const before = count();
    await vi.advanceTimersByTimeAsync(2000);
    await waitFor(() => expect(count()).toBe(before + 1));
  });
});

describe('export', () => {
  it.each([
    ['Exportar CSV', 'csv', 'text/csv'],
    ['Exportar JSON', null, 'application/json'],
  ])('%s downloads the file with the restaurant appended', async (button, format, type) => {
    window.history.replaceState(null, '', '/conversations?restaurant=3');
    const { requests } = stubFetch({
      'GET /api/conversations': { json: [] },
      'GET /api/data/export-conversations': () => new Response('id,phone\n', { headers: { 'Content-Type': type } }),
    });
    const createUrl = vi.fn(() => 'blob:x');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: vi.fn() }));
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const { user } = renderWithProviders(<ConversationsRoute />, { path: '/conversations?restaurant=3' });
    await screen.findByText('No hay conversaciones aún');
    await user.click(screen.getByRole('button', { name: button }));
    await screen.findByText('Exportación exitosa');
    const call = requests.find((r) => r.pathname === '/api/data/export-conversations');
    expect(call?.searchParams.get('format')).toBe(format);
    expect(call?.searchParams.get('restaurant')).toBe('3');
    const d = new Date();
    const day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    expect(downloads).toEqual([`conversaciones_${day}.${format ?? 'json'}`]);
    expect(createUrl).toHaveBeenCalled();
  });

  it('reports a failed export', async () => {
    stubFetch({ 'GET /api/conversations': { json: [] }, 'GET /api/data/export-conversations': { status: 500, text: '' } });
    const { user } = renderWithProviders(<ConversationsRoute />);
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await screen.findByText('Error de exportación');
    screen.getByText('No se pudieron exportar los datos');
  });
});
