import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { renderApp } from '@/testing/test-utils';
import type { PlanJson } from '@api-types';

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

const PLANS = [
  plan({ slug: 'platinum', name: 'Platino', priceMonthly: '4999.00', conversationsLimit: 10000, displayOrder: 5, isActive: false }),
  plan({ slug: 'silver', name: 'Plata', priceMonthly: '1299.00', conversationsLimit: 1500, displayOrder: 3, features: ['Reportes'] }),
  plan({ slug: 'basic', name: 'Básico', displayOrder: 2, features: ['Menú digital'] }),
];

describe('pricing page', () => {
  it('compares the active plans in display order', async () => {
    const { requests } = stubFetch({ 'GET /api/subscription-plans': { json: PLANS } });
    renderApp('/pricing');

    await screen.findByRole('heading', { level: 1, name: 'Planes y precios' });
    const list = await screen.findByRole('list', { name: 'Planes disponibles' });
    const names = within(list)
      .getAllByRole('article')
      .map((card) => within(card).getByRole('heading').textContent);
    expect(names).toEqual(['Básico', 'Plata']);
    expect(screen.queryByText('Platino')).toBeNull();

    const table = screen.getByRole('table', { name: 'Comparación de planes' });
    const header = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(header).toEqual(['Característica', 'Básico', 'Plata']);
    expect(within(table).getByRole('row', { name: /Precio mensual/ }).textContent).toContain('$1,299');
    expect(within(table).getByRole('row', { name: /Conversaciones al mes/ }).textContent).toContain('1,500');
    expect(requests.filter((r) => r.pathname === '/api/subscription-plans')).toHaveLength(1);
  });

  it("marks silver as 'Más Popular' and links every plan to Stripe checkout", async () => {
    stubFetch({ 'GET /api/subscription-plans': { json: PLANS } });
    renderApp('/pricing');

    const list = await screen.findByRole('list', { name: 'Planes disponibles' });
    const silver = within(list).getAllByRole('article')[1]!;
    within(silver).getByText('Más Popular');
    expect(screen.getAllByText('Más Popular')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Elegir plan Básico' }).getAttribute('href')).toBe('/checkout?plan=basic&payment=stripe');
  });
});
