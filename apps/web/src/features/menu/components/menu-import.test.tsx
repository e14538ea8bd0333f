import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { renderWithProviders } from '@/testing/test-utils';
import type { MenuItem } from '@/features/menu/api/get-menu';
import { MenuList } from './menu-list';

const item = (id: string, name: string, category: string): MenuItem => ({
  id,
  restaurantId: 'r-1',
  name,
  category,
  description: null,
  price: 2000,
  ingredients: [],
  available: true,
  synonyms: [],
  optionGroups: [],
  createdAt: '2024-05-01T12:00:00.000Z',
});
const categories = () =>
  screen
    .getAllByRole('region')
    .map((r) => r.getAttribute('aria-label'))
    .filter((name) => name === 'Tacos' || name === 'Bebidas');
const menu = [item('1', 'Pastor', 'Tacos'), item('2', 'Suadero', 'Tacos'), item('3', 'Horchata', 'Bebidas')];

describe('a menu in minutes', () => {
  it('keeps the categories in the order the server lists them', async () => {
    stubFetch({ 'GET /api/menu': { json: menu } });
    renderWithProviders(<MenuList />);
    await screen.findByRole('region', { name: 'Tacos' });
    expect(categories()).toEqual(['Tacos', 'Bebidas']);
  });

  it('previews a pasted menu with each row’s problem, and imports only when every row is fine', async () => {
    const bad = {
      rows: [
        { line: 2, category: 'TACOS', name: 'Pastor', description: null, price: 1800, optionGroups: [], problems: [] },
        { line: 3, category: 'TACOS', name: 'Suadero', description: null, price: null, optionGroups: [], problems: ['Falta el precio'] },
      ],
      withProblems: 1,
    };
    const good = { rows: [bad.rows[0]!], withProblems: 0 };
    let previews = 0;
    const { requests } = stubFetch({
      'GET /api/menu': { json: [] },
      'POST /api/menu/import/preview': () => ({ json: previews++ === 0 ? bad : good }),
      'POST /api/menu/import': { status: 201, json: { created: 1 } },
    });
    const view = renderWithProviders(<MenuList />);
    await view.user.click(await screen.findByRole('button', { name: 'Importar menú' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar menú' });
    await view.user.type(within(dialog).getByLabelText('Menú en texto'), 'TACOS\nPastor $18\nSuadero');
    await view.user.click(within(dialog).getByRole('button', { name: 'Revisar' }));
    await within(dialog).findByText('Falta el precio');
    within(dialog).getByText('1 productos listos · 1 con problemas: corrígelos y vuelve a revisar');
    expect(within(dialog).getByRole('button', { name: 'Importar' })).toHaveProperty('disabled', true);
    await view.user.clear(within(dialog).getByLabelText('Menú en texto'));
    await view.user.type(within(dialog).getByLabelText('Menú en texto'), 'TACOS\nPastor $18');
    await view.user.click(within(dialog).getByRole('button', { name: 'Revisar' }));
    await view.user.click(await within(dialog).findByRole('button', { name: 'Importar 1 productos' }));
    await screen.findByText('Menú importado');
    expect(requests.find((r) => r.pathname === '/api/menu/import')?.body).toEqual({ format: 'text', content: 'TACOS\nPastor $18' });
  });

  it('orders categories and dishes with the arrows and saves the whole order', async () => {
    const { requests } = stubFetch({
      'GET /api/menu': { json: menu },
      'PUT /api/menu/order': (req) => ({ json: (req.body as { ids: string[] }).ids.map((id) => menu.find((m) => m.id === id)) }),
    });
    const view = renderWithProviders(<MenuList />);
    await view.user.click(await screen.findByRole('button', { name: 'Ordenar menú' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ordenar menú' });
    await view.user.click(within(dialog).getByRole('button', { name: 'Subir la categoría Bebidas' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Bajar Pastor' }));
    await view.user.click(within(dialog).getByRole('button', { name: 'Guardar orden' }));
    await screen.findByText('Orden guardado');
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ ids: ['3', '2', '1'] });
    await waitFor(() => expect(categories()).toEqual(['Bebidas', 'Tacos']));
  });
});
