import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NEVER, stubFetch, type StubbedRequest } from '@/testing/fetch-stub';
import { adminUser, operatorUser, renderApp } from '@/testing/test-utils';
import type { PlanJson } from '@api-types';

function plan(overrides: Partial<PlanJson> & Pick<PlanJson, 'id' | 'slug' | 'name'>): PlanJson {
  return { priceMonthly: '699.00', conversationsLimit: 400, features: [], isActive: true, displayOrder: 1, ...overrides };
}

const PLANS: PlanJson[] = [
  plan({ id: '4', slug: 'gold', name: 'Oro', priceMonthly: '2499.00', conversationsLimit: 3000, displayOrder: 4 }),
  plan({ id: '6', slug: 'enterprise', name: 'Empresarial', displayOrder: 6 }),
  plan({ id: '1', slug: 'demo', name: 'Demo', priceMonthly: '0.00', displayOrder: 1, isActive: false }),
  plan({ id: '5', slug: 'platinum', name: 'Platino', displayOrder: 5 }),
  plan({
    id: '3',
    slug: 'silver',
    name: 'Plata',
    priceMonthly: '1299.00',
    conversationsLimit: 1500,
    displayOrder: 3,
    features: ['Menú ilimitado', 'Reportes semanales'],
  }),
  plan({ id: '2', slug: 'basic', name: 'Básico', displayOrder: 2 }),
];

type Routes = Parameters<typeof stubFetch>[0];

function open(routes: Routes = {}) {
  const stub = stubFetch({
    'GET /api/auth/user': { json: adminUser },
    'GET /api/subscription-plans': { json: PLANS },
    ...routes,
  });
  const view = renderApp('/plan-config');
  return { ...stub, ...view };
}

const planGets = (requests: StubbedRequest[]) =>
  requests.filter((r) => r.method === 'GET' && r.pathname === '/api/subscription-plans').length;

async function cards() {
  const list = await screen.findByRole('list', { name: 'Planes de suscripción' });
  return within(list).getAllByRole('article');
}

async function fillPlanForm(user: ReturnType<typeof renderApp>['user']) {
  await user.type(screen.getByLabelText(/Nombre del plan/), 'Diamante');
  await user.type(screen.getByLabelText(/Slug/), 'diamond');
  await user.type(screen.getByLabelText(/Precio mensual/), '3499.50');
  await user.type(screen.getByLabelText(/Límite de conversaciones/), '8000');
  await user.type(screen.getByLabelText(/Características \(separadas/), 'Soporte 24/7, , Reportes diarios ,');
  const order = screen.getByLabelText(/Orden de visualización/);
  await user.clear(order);
  await user.type(order, '7');
}

describe('plan configuration', { timeout: 15_000 }, () => {
  it('shows six placeholder cards while the plans load', async () => {
    open({ 'GET /api/subscription-plans': NEVER });
    const skeleton = await screen.findByRole('status', { name: 'Cargando planes' }, { timeout: 5000 });
    expect(skeleton.children).toHaveLength(6);
  });

  it('counts the plans and sorts them by display order', async () => {
    open();
    const names = (await cards()).map((card) => within(card).getByRole('heading').textContent);
    expect(names).toEqual(['Demo', 'Básico', 'Plata', 'Oro', 'Platino', 'Empresarial']);
    screen.getByText('6 planes configurados');
    screen.getByRole('button', { name: 'Crear Plan' });
  });

  it('colours each header by slug and dims inactive plans', async () => {
    open();
    const all = await cards();
    const tones = all.map((card) => card.querySelector('[data-tone]')?.getAttribute('data-tone'));
    expect(tones).toEqual(['gray', 'blue', 'light-gray', 'yellow', 'purple', 'blue']);

    const demo = all[0]!;
    within(demo).getByText('Inactivo');
    expect(demo.className).toContain('opacity-60');
    expect(screen.getAllByText('Inactivo')).toHaveLength(1);
    expect(all[1]!.className).not.toContain('opacity-60');
  });

  it('shows price, conversations, features, slug and order', async () => {
    open();
    const silver = (await cards())[2]!;
    within(silver).getByText('$1,299');
    within(silver).getByText('MXN/mes');
    within(silver).getByText('1,500 conversaciones/mes');
    within(silver).getByText('Menú ilimitado');
    within(silver).getByText('silver');
    expect(within(silver).getByText('Orden:').nextElementSibling?.textContent).toBe('3');
    within(silver).getByRole('button', { name: 'Editar plan Plata' });
    within(silver).getByRole('button', { name: 'Eliminar plan Plata' });
  });

  it('offers to create the first plan when there are none', async () => {
    const { user } = open({ 'GET /api/subscription-plans': { json: [] } });
    await screen.findByText('No hay planes configurados');
    await user.click(screen.getByRole('button', { name: 'Crear Primer Plan' }));
    await screen.findByRole('dialog', { name: 'Crear Nuevo Plan' });
  });

  it('creates a plan with parsed numbers and refetches the list', async () => {
    const { user, requests } = open({ 'POST /api/subscription-plans': { json: { id: '7' } } });
    await cards();
    const before = planGets(requests);

    await user.click(screen.getByRole('button', { name: 'Crear Plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Crear Nuevo Plan' });
    for (const section of ['Información Básica', 'Precios y Límites', 'Características', 'Configuración']) {
      within(dialog).getByRole('group', { name: section });
    }
    expect(screen.getByLabelText(/Precio mensual/).getAttribute('step')).toBe('0.01');
    expect(screen.getByLabelText(/Precio mensual/).getAttribute('placeholder')).toBe('699.00');
    expect(screen.getByLabelText(/Límite de conversaciones/).getAttribute('placeholder')).toBe('400');
    expect((screen.getByLabelText(/Orden de visualización/) as HTMLInputElement).value).toBe('7');

    await fillPlanForm(user);
    await user.click(screen.getByRole('switch', { name: 'Plan activo' }));
    await user.click(within(dialog).getByRole('button', { name: 'Crear Plan' }));

    await screen.findByText('Plan creado');
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.body).toEqual({
      name: 'Diamante',
      slug: 'diamond',
      priceMonthly: 3499.5,
      conversationsLimit: 8000,
      features: ['Soporte 24/7', 'Reportes diarios'],
      isActive: false,
      displayOrder: 7,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(planGets(requests)).toBeGreaterThan(before));
  });

  it('requires name, slug, price, conversations and order', async () => {
    const { user, requests } = open();
    await cards();
    await user.click(screen.getByRole('button', { name: 'Crear Plan' }));
    await user.clear(await screen.findByLabelText(/Orden de visualización/));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Crear Plan' }));

    for (const message of [
      'El nombre es requerido',
      'El slug es requerido',
      'El precio es requerido',
      'El límite de conversaciones es requerido',
      'El orden es requerido',
    ]) {
      screen.getByText(message);
    }
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it("shows 'Guardando...' while saving and reports a failed create", async () => {
    let fail: (response: Response) => void = () => {};
    const { user } = open({
      'POST /api/subscription-plans': () => new Promise<Response>((resolve) => (fail = resolve)),
    });
    await cards();
    await user.click(screen.getByRole('button', { name: 'Crear Plan' }));
    await screen.findByRole('dialog', { name: 'Crear Nuevo Plan' });
    await fillPlanForm(user);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Crear Plan' }));

    const saving = await screen.findByRole('button', { name: 'Guardando...' });
    expect((saving as HTMLButtonElement).disabled).toBe(true);
    fail(new Response('boom', { status: 500 }));

    await screen.findByText('No se pudo crear el plan');
    screen.getByRole('dialog', { name: 'Crear Nuevo Plan' });
  });

  it("keeps the spec's toast and adds the server's reason for a duplicate slug", async () => {
    const { user } = open({ 'POST /api/subscription-plans': { status: 409, json: { error: 'Ya existe un plan con el slug "oro"' } } });
    await cards();
    await user.click(screen.getByRole('button', { name: 'Crear Plan' }));
    await screen.findByRole('dialog', { name: 'Crear Nuevo Plan' });
    await fillPlanForm(user);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Crear Plan' }));
    await screen.findByText('No se pudo crear el plan');
    screen.getByText('Ya existe un plan con el slug "oro"');
  });

  it('edits a plan with its values prefilled', async () => {
    const { user, requests } = open({ 'PUT /api/subscription-plans/3': { json: {} } });
    await cards();
    await user.click(screen.getByRole('button', { name: 'Editar plan Plata' }));

    const dialog = await screen.findByRole('dialog', { name: 'Editar Plan de Suscripción' });
    expect((screen.getByLabelText(/Nombre del plan/) as HTMLInputElement).value).toBe('Plata');
    expect((screen.getByLabelText(/Precio mensual/) as HTMLInputElement).value).toBe('1299.00');
    expect((screen.getByLabelText(/Características \(separadas/) as HTMLTextAreaElement).value).toBe('Menú ilimitado, Reportes semanales');

    const price = screen.getByLabelText(/Precio mensual/);
    await user.clear(price);
    await user.type(price, '1399');
    await user.click(within(dialog).getByRole('button', { name: 'Actualizar Plan' }));

    await screen.findByText('Plan actualizado');
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({
      name: 'Plata',
      slug: 'silver',
      priceMonthly: 1399,
      conversationsLimit: 1500,
      features: ['Menú ilimitado', 'Reportes semanales'],
      isActive: true,
      displayOrder: 3,
    });
  });

  it('reports a failed update', async () => {
    const { user } = open({ 'PUT /api/subscription-plans/3': { status: 403, text: 'no' } });
    await cards();
    await user.click(screen.getByRole('button', { name: 'Editar plan Plata' }));
    await user.click(await screen.findByRole('button', { name: 'Actualizar Plan' }));
    await screen.findByText('No se pudo actualizar el plan');
  });

  it('closes the dialog on Cancelar without saving', async () => {
    const { user, requests } = open();
    await cards();
    await user.click(screen.getByRole('button', { name: 'Crear Plan' }));
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.some((r) => r.method !== 'GET')).toBe(false);
  });

  it('asks before deleting, then deletes', async () => {
    const { user, requests } = open({ 'DELETE /api/subscription-plans/4': { json: { success: true } } });
    await cards();
    await user.click(screen.getByRole('button', { name: 'Eliminar plan Oro' }));

    const confirm = await screen.findByRole('dialog');
    within(confirm).getByText('¿Estás seguro de que deseas eliminar este plan? Esta acción no se puede deshacer.');
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Eliminar' }));

    await screen.findByText('Plan eliminado');
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.pathname)).toEqual(['/api/subscription-plans/4']);
  });

  it('reports a failed delete', async () => {
    const { user } = open({ 'DELETE /api/subscription-plans/4': { status: 500, text: '' } });
    await cards();
    await user.click(screen.getByRole('button', { name: 'Eliminar plan Oro' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Eliminar' }));
    await screen.findByText('No se pudo eliminar el plan');
  });

  it('shows an owner the plans with create, edit and delete disabled, and says who manages them', async () => {
    open({ 'GET /api/auth/user': { json: operatorUser } });
    await screen.findByRole('heading', { name: 'Oro' });
    screen.getByText('Solo el administrador del sistema puede crear, editar o eliminar planes.');
    expect(screen.getByRole('button', { name: 'Crear Plan' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Editar plan Oro' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Eliminar plan Oro' })).toHaveProperty('disabled', true);
  });
});
