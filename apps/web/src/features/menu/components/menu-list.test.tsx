import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { operatorUser, renderApp, renderWithProviders } from '@/testing/test-utils';
import type { MenuItem } from '@/features/menu/api/get-menu';
import { MenuList } from './menu-list';

/** A menu item as the server sends it. */
const item = (i: Omit<MenuItem, 'restaurantId' | 'synonyms' | 'optionGroups' | 'createdAt'> & Partial<MenuItem>): MenuItem => ({
  restaurantId: 'r-1',
  optionGroups: [],
  synonyms: [],
  createdAt: '2024-05-01T12:00:00.000Z',
  ...i,
});

const menu: MenuItem[] = [
  item({
    id: '1',
    name: 'Tacos al pastor',
    description: 'Con piña',
    price: 18900,
    category: 'Tacos',
    ingredients: ['pastor', 'piña'],
    available: true,
  }),
  item({ id: '2', name: 'Agua de horchata', description: null, price: 3550, category: 'Bebidas', ingredients: [], available: false }),
  item({
    id: '3',
    name: 'Gringa',
    description: 'Queso y pastor',
    price: 9000,
    category: 'Tacos',
    ingredients: [],
    available: true,
    synonyms: ['gringa de pastor'],
  }),
];

function renderMenu(routes: Parameters<typeof stubFetch>[0] = {}) {
  const stub = stubFetch({ 'GET /api/menu': { json: menu }, ...routes });
  const view = renderWithProviders(<MenuList />);
  return { ...stub, ...view };
}

describe('Menú & Precios', () => {
  it('is the /menu screen', async () => {
    stubFetch({ 'GET /api/auth/user': { json: operatorUser }, 'GET /api/menu': { json: menu } });
    renderApp('/menu');
    await screen.findByRole('heading', { level: 1, name: 'Menú & Precios' }, { timeout: 5000 });
    await screen.findByRole('article', { name: 'Gringa' });
  });

  it('groups products by category with MXN prices and availability', async () => {
    renderMenu();
    const tacos = await screen.findByRole('region', { name: 'Tacos' });
    expect(
      within(tacos)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Tacos al pastor', 'Gringa']);
    const pastor = within(tacos).getByRole('article', { name: 'Tacos al pastor' });
    within(pastor).getByText('$189.00');
    within(pastor).getByText('Disponible');
    const horchata = screen.getByRole('article', { name: 'Agua de horchata' });
    within(horchata).getByText('$35.50');
    within(horchata).getByText('Agotado');
  });

  it('filters by search text and by category', async () => {
    const { user } = renderMenu();
    await screen.findByRole('article', { name: 'Gringa' });

    await user.type(screen.getByLabelText('Buscar productos'), 'PIÑA');
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Tacos al pastor']);

    await user.clear(screen.getByLabelText('Buscar productos'));
    await user.selectOptions(screen.getByLabelText('Categoría'), 'Bebidas');
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Agua de horchata']);

    await user.type(screen.getByLabelText('Buscar productos'), 'pizza');
    screen.getByText('No se encontraron productos');
  });

  it('shows the empty menu state', async () => {
    stubFetch({ 'GET /api/menu': { json: [] } });
    renderWithProviders(<MenuList />);
    await screen.findByText('No hay productos en el menú');
  });

  it('toggles availability', async () => {
    const { user, requests } = renderMenu({ 'PATCH /api/menu/2': { json: { ...menu[1], available: true } } });
    await user.click(await screen.findByRole('switch', { name: 'Disponibilidad de Agua de horchata' }));
    await screen.findByText('Actualizado');
    const patch = requests.find((r) => r.method === 'PATCH');
    expect(patch?.pathname).toBe('/api/menu/2');
    expect(patch?.body).toEqual({ available: true });
  });

  it('reports a failed availability update', async () => {
    const { user } = renderMenu({ 'PATCH /api/menu/1': { status: 500, text: '' } });
    await user.click(await screen.findByRole('switch', { name: 'Disponibilidad de Tacos al pastor' }));
    await screen.findByText('No se pudo actualizar la disponibilidad');
  });
});

describe('add product dialog', () => {
  async function openDialog(routes: Parameters<typeof stubFetch>[0] = {}) {
    const view = renderMenu(routes);
    await screen.findByRole('article', { name: 'Gringa' });
    await view.user.click(screen.getByRole('button', { name: 'Agregar producto' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar producto' });
    return { ...view, dialog };
  }

  it('requires name, price and category', async () => {
    const { user, dialog, requests } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Agregar producto' }));
    within(dialog).getByText('El nombre es requerido');
    within(dialog).getByText('El precio es requerido');
    within(dialog).getByText('La categoría es requerida');
    expect(
      within(dialog)
        .getByLabelText(/Nombre/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('sends the price in cents and the trimmed ingredients', async () => {
    const { user, dialog, requests } = await openDialog({
      'POST /api/menu': (req) => ({ status: 201, json: { id: 9, ...(req.body as object) } }),
    });
    await user.type(within(dialog).getByLabelText(/Nombre/), ' Quesadilla ');
    await user.type(within(dialog).getByLabelText(/Precio/), '45.5');
    await user.type(within(dialog).getByLabelText(/Categoría/), 'Antojitos');
    await user.type(within(dialog).getByLabelText('Ingredientes'), ' queso , , flor de calabaza,');
    await user.type(within(dialog).getByLabelText('Sinónimos'), 'quesa,q');
    await user.click(within(dialog).getByRole('button', { name: 'Agregar producto' }));

    await screen.findByText('Producto agregado');
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      name: 'Quesadilla',
      description: null,
      price: 4550,
      category: 'Antojitos',
      ingredients: ['queso', 'flor de calabaza'],
      synonyms: ['quesa', 'q'],
      optionGroups: [],
      available: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the dialog open when the server refuses', async () => {
    const { user, dialog } = await openDialog({ 'POST /api/menu': { status: 400, text: '{"error":"x"}' } });
    await user.type(within(dialog).getByLabelText(/Nombre/), 'Sope');
    await user.type(within(dialog).getByLabelText(/Precio/), '30');
    await user.type(within(dialog).getByLabelText(/Categoría/), 'Antojitos');
    await user.click(within(dialog).getByRole('button', { name: 'Agregar producto' }));
    await screen.findByText('No se pudo agregar el producto');
    screen.getByRole('dialog', { name: 'Agregar producto' });
  });

  it('edits a product in the same form as adding one, then saves it with PATCH', async () => {
    const { user, requests } = renderMenu({ 'PATCH /api/menu/3': (req) => ({ json: { ...menu[2], ...(req.body as object) } }) });
    await user.click(await screen.findByRole('button', { name: 'Editar Gringa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar producto' });
    expect(within(dialog).getByLabelText(/Nombre/)).toHaveProperty('value', 'Gringa');
    expect(within(dialog).getByLabelText(/Precio/)).toHaveProperty('value', '90.00');
    expect(within(dialog).getByLabelText(/Sinónimos/)).toHaveProperty('value', 'gringa de pastor');
    await user.clear(within(dialog).getByLabelText(/Precio/));
    await user.type(within(dialog).getByLabelText(/Precio/), '95.5');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    await screen.findByText('Producto actualizado');
    expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({
      name: 'Gringa',
      description: 'Queso y pastor',
      price: 9550,
      category: 'Tacos',
      ingredients: [],
      synonyms: ['gringa de pastor'],
      optionGroups: [],
    });
  });

  it('shows the server’s refusal of a repeated name beside the name field, and sends option groups with prices in cents', async () => {
    const refusal = 'Ya tienes un producto llamado «Gringa» en tu menú; usa otro nombre';
    const { user, dialog, requests } = await openDialog({
      'POST /api/menu': { status: 409, text: JSON.stringify({ error: refusal, fields: { name: refusal } }) },
    });
    await user.type(within(dialog).getByLabelText(/Nombre/), 'gringa');
    await user.type(within(dialog).getByLabelText(/^Precio/), '89,50');
    await user.type(within(dialog).getByLabelText(/Categoría/), 'Tacos');
    await user.click(within(dialog).getByRole('button', { name: 'Agregar grupo de opciones' }));
    await user.type(within(dialog).getByLabelText('Nombre del grupo'), 'Tamaño');
    await user.type(within(dialog).getByLabelText('Opción'), 'Grande');
    await user.type(within(dialog).getByLabelText('Precio extra'), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Agregar producto' }));
    const name = within(dialog).getByLabelText(/^Nombre\b(?! del grupo)/);
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getAllByText(refusal).length).toBeGreaterThan(0);
    expect(requests.find((r) => r.method === 'POST')?.body).toMatchObject({
      price: 8950,
      optionGroups: [
        { name: 'Tamaño', kind: 'single', required: true, max: null, options: [{ name: 'Grande', price: 2000, available: true }] },
      ],
    });
  });

  it('deletes a product only after confirming', async () => {
    const { user, requests } = renderMenu({ 'DELETE /api/menu/2': { json: { success: true } } });
    await user.click(await screen.findByRole('button', { name: 'Eliminar Agua de horchata' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar producto?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Eliminar Agua de horchata' }));
    await user.click(await screen.findByRole('button', { name: 'Eliminar producto' }));
    await screen.findByText('Producto eliminado');
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.pathname)).toEqual(['/api/menu/2']);
  });

  it('treats categories that differ only in capitals or spaces as one', async () => {
    renderMenu({ 'GET /api/menu': { json: [...menu, { ...menu[2]!, id: 4, name: 'Campechano', category: ' tacos ' }] } });
    const tacos = await screen.findByRole('region', { name: 'Tacos' });
    expect(within(tacos).getAllByRole('article')).toHaveLength(3);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Todas las categorías', 'Bebidas', 'Tacos']);
  });
});
