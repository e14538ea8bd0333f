import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_MESSAGES, ORDER_PANEL_DELAY_MS } from '@/features/landing/demo-script';
import { NEVER, stubFetch } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/test-utils';
import type { PlanJson } from '@api-types';

const signedOut = { 'GET /api/auth/user': { status: 401, text: 'Unauthorized' } };

function plan(overrides: Partial<PlanJson> & Pick<PlanJson, 'slug' | 'name'>): PlanJson {
  return {
    id: overrides.slug,
    priceMonthly: '699.00',
    conversationsLimit: 400,
    features: [],
    isActive: true,
    displayOrder: 1,
    ...overrides,
  };
}

const PLANS: PlanJson[] = [
  plan({ slug: 'gold', name: 'Oro', priceMonthly: '2499.00', conversationsLimit: 3000, displayOrder: 4 }),
  plan({ slug: 'demo', name: 'Demo', priceMonthly: '0.00', displayOrder: 1, isActive: false }),
  plan({
    slug: 'silver',
    name: 'Plata',
    priceMonthly: '1299.00',
    conversationsLimit: 1500,
    displayOrder: 3,
    features: ['Menú ilimitado', 'Reportes semanales'],
  }),
  plan({ slug: 'basic', name: 'Básico', priceMonthly: '699.00', conversationsLimit: 400, displayOrder: 2 }),
];

async function planCards() {
  const list = await screen.findByRole('list', { name: 'Planes disponibles' });
  return within(list).getAllByRole('article');
}

describe('landing page', () => {
  it('shows the header actions, the claims and the demo link', async () => {
    stubFetch({ ...signedOut, 'GET /api/subscription-plans': { json: PLANS } });
    const { user } = renderApp('/');

    await screen.findByRole('heading', { level: 1, name: /WhatsApp/ });
    expect(screen.getByRole('link', { name: 'Iniciar Sesión' }).getAttribute('href')).toBe('/admin-login');
    expect(screen.getByRole('link', { name: 'Registrarse' }).getAttribute('href')).toBe('/api/login');
    expect(screen.getByRole('link', { name: 'Ver Planes' }).getAttribute('href')).toBe('/pricing');
    for (const claim of ['95%', '24/7', '+35%']) screen.getByText(claim);

    await user.click(screen.getByRole('button', { name: 'Ver Demo' }));
    expect(document.activeElement?.id).toBe('demo');
  });

  it('lists only active plans, in display order', async () => {
    stubFetch({ ...signedOut, 'GET /api/subscription-plans': { json: PLANS } });
    renderApp('/');

    const names = (await planCards()).map((card) => within(card).getByRole('heading').textContent);
    expect(names).toEqual(['Básico', 'Plata', 'Oro']);
    expect(screen.queryByText('Demo')).toBeNull();
  });

  it('shows price in MXN, conversations and features', async () => {
    stubFetch({ ...signedOut, 'GET /api/subscription-plans': { json: PLANS } });
    renderApp('/');

    const silver = (await planCards())[1]!;
    within(silver).getByText('$1,299');
    within(silver).getByText('/mes');
    within(silver).getByText('1,500 conversaciones al mes');
    within(silver).getByText('Menú ilimitado');
    within(silver).getByText('Reportes semanales');
  });

  it('marks only silver as Más Popular', async () => {
    stubFetch({ ...signedOut, 'GET /api/subscription-plans': { json: PLANS } });
    renderApp('/');

    const cards = await planCards();
    const popular = cards.filter((card) => within(card).queryByText('Más Popular'));
    expect(popular).toHaveLength(1);
    expect(within(popular[0]!).getByRole('heading').textContent).toBe('Plata');
  });

  it('sends each plan to checkout with Stripe', async () => {
    stubFetch({ ...signedOut, 'GET /api/subscription-plans': { json: PLANS } });
    renderApp('/');

    await planCards();
    expect(screen.getByRole('link', { name: 'Elegir plan Plata' }).getAttribute('href')).toBe('/checkout?plan=silver&payment=stripe');
    expect(screen.getByRole('link', { name: 'Elegir plan Oro' }).getAttribute('href')).toBe('/checkout?plan=gold&payment=stripe');
  });

  it('holds the plans’ place while they load', async () => {
    stubFetch({ ...signedOut, 'GET /api/subscription-plans': NEVER });
    renderApp('/');

    const skeleton = await screen.findByRole('status', { name: 'Cargando planes' });
    // Room for all five catalogue plans, so nothing shifts when they arrive.
    expect(skeleton.children).toHaveLength(5);
    expect(screen.queryByRole('list', { name: 'Planes disponibles' })).toBeNull();
  });

  it("plays the demo after 'Ver Demo' and ends with the Nuevo Pedido panel", async () => {
    stubFetch({ ...signedOut, 'GET /api/subscription-plans': { json: PLANS } });
    renderApp('/');
    const showDemo = await screen.findByRole('button', { name: 'Ver Demo' });

    vi.useFakeTimers();
    fireEvent.click(showDemo);
    const total = DEMO_MESSAGES.reduce((sum, m) => sum + m.delayMs, 0);
    act(() => {
      vi.advanceTimersByTime(total);
    });
    for (const message of DEMO_MESSAGES) screen.getByText(message.text);
    expect(screen.queryByRole('heading', { name: 'Nuevo Pedido' })).toBeNull();

    act(() => {
      vi.advanceTimersByTime(ORDER_PANEL_DELAY_MS);
    });
    screen.getByRole('heading', { name: 'Nuevo Pedido' });
  });

  it('offers a retry when the plans fail to load', async () => {
    stubFetch({ ...signedOut, 'GET /api/subscription-plans': { status: 500, text: 'boom' } });
    renderApp('/');

    await screen.findByText('No pudimos cargar los planes.');
    screen.getByRole('button', { name: 'Intentar de nuevo' });
  });
});
