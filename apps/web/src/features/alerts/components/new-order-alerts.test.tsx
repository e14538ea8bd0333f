import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import { NewOrderAlerts } from './new-order-alerts';
import type { AlertConversation } from '@/features/alerts/api/alert-feeds';

const order = (id: string, number: number) => ({ id, number, customerName: 'Ana', total: 3600 });
const notifications: Array<{ title: string; body?: string }> = [];
const oscillators = vi.fn();

class FakeNotification {
  static permission: NotificationPermission = 'default';
  static requestPermission = vi.fn(async () => {
    FakeNotification.permission = 'granted';
    return 'granted' as NotificationPermission;
  });
  constructor(title: string, options?: NotificationOptions) {
    notifications.push({ title, body: options?.body });
  }
}
class FakeAudioContext {
  currentTime = 0;
  destination = {};
  createOscillator() {
    oscillators();
    return { frequency: { value: 0 }, connect: (n: unknown) => n, start() {}, stop() {} };
  }
  createGain() {
    return { gain: { value: 0 }, connect: (n: unknown) => n };
  }
}

beforeEach(() => {
  notifications.length = 0;
  oscillators.mockClear();
  FakeNotification.permission = 'default';
  localStorage.clear();
  vi.stubGlobal('Notification', FakeNotification);
  vi.stubGlobal('AudioContext', FakeAudioContext);
});
afterEach(() => vi.unstubAllGlobals());

describe('new-order alerts', () => {
  it('asks for notification permission once, then announces only orders that arrive later, with sound', async () => {
    let orders = [order('a', 1)];
    stubFetch({ 'GET /api/orders': () => ({ json: orders }), 'GET /api/conversations': { json: [] } });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = renderWithProviders(<NewOrderAlerts />);
    await user.click(await screen.findByRole('button', { name: 'Activar avisos' }));
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Activar avisos' })).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();

    orders = [order('b', 2), ...orders];
    await vi.advanceTimersByTimeAsync(5_100);
    expect((await screen.findByRole('alert')).textContent).toContain('Nuevo pedido #0002 · Ana · $36.00');
    expect(notifications).toEqual([{ title: 'Nuevo pedido #0002', body: 'Ana · $36.00' }]);
    expect(oscillators).toHaveBeenCalled();
    vi.useRealTimers();
  });

  it('does not offer the permission again once asked', async () => {
    localStorage.setItem('comanda.notifications.asked', '1');
    stubFetch({ 'GET /api/orders': { json: [] }, 'GET /api/conversations': { json: [] } });
    // The offer is decided on the first render, from what was stored.
    renderWithProviders(<NewOrderAlerts />);
    expect(screen.queryByRole('button', { name: 'Activar avisos' })).toBeNull();
  });

  it('alerts when a customer asks for a person', async () => {
    const beto: AlertConversation = { id: '1', phoneNumber: '+5215511112222', customerName: 'Beto', takeover: null };
    let conversations: AlertConversation[] = [beto];
    stubFetch({ 'GET /api/orders': { json: [] }, 'GET /api/conversations': () => ({ json: conversations }) });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithProviders(<NewOrderAlerts />);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Activar avisos' })).toBeTruthy());
    conversations = [
      { ...beto, takeover: { by: null, reason: 'customer_request', at: '2025-01-01T00:00:00Z', activeAt: '2025-01-01T00:00:00Z' } },
    ];
    await vi.advanceTimersByTimeAsync(5_100);
    expect((await screen.findByRole('alert')).textContent).toContain('Beto pide hablar con una persona');
    vi.useRealTimers();
  });
});
