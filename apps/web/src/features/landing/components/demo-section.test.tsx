import { act, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_MESSAGES, ORDER_PANEL_DELAY_MS } from '@/features/landing/demo-script';
import { DemoSection } from './demo-section';

function messages() {
  return within(screen.getByRole('log', { name: 'Conversación de ejemplo' })).queryAllByRole('listitem');
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('landing demo conversation', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('scripts six customer/assistant messages 1 to 2.5 s apart', () => {
    expect(DEMO_MESSAGES).toHaveLength(6);
    expect(DEMO_MESSAGES.map((m) => m.from)).toEqual(['customer', 'assistant', 'customer', 'assistant', 'customer', 'assistant']);
    for (const message of DEMO_MESSAGES) {
      expect(message.delayMs).toBeGreaterThanOrEqual(1000);
      expect(message.delayMs).toBeLessThanOrEqual(2500);
    }
  });

  it('waits until it is started', () => {
    render(<DemoSection />);
    advance(20_000);
    expect(messages()).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Nuevo Pedido' })).toBeNull();
  });

  it('plays the messages one by one, then shows the Nuevo Pedido panel', () => {
    render(<DemoSection started />);

    DEMO_MESSAGES.forEach((message, index) => {
      advance(message.delayMs - 1);
      expect(screen.queryByText(message.text)).toBeNull();
      advance(1);
      screen.getByText(message.text);
      expect(screen.queryByRole('heading', { name: 'Nuevo Pedido' })).toBeNull();
      expect(messages().filter((li) => li.textContent?.includes(message.text))).toHaveLength(1);
      expect(index + 1).toBeLessThanOrEqual(6);
    });

    advance(ORDER_PANEL_DELAY_MS);
    const panel = screen.getByRole('region', { name: 'Nuevo Pedido' });
    within(panel).getByText(/Tacos al pastor/);
    within(panel).getByText('$115.00');
  });

  it('starts when the section scrolls into view', () => {
    let notify: IntersectionObserverCallback = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          notify = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    render(<DemoSection />);

    act(() => notify([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    advance(DEMO_MESSAGES[0]!.delayMs);

    screen.getByText(DEMO_MESSAGES[0]!.text);
  });
});
