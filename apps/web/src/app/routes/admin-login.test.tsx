import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '@/testing/fetch-stub';
import { renderApp, spyOnNavigation } from '@/testing/test-utils';

async function openLogin() {
  const view = renderApp('/admin-login');
  await screen.findByRole('heading', { name: 'Panel de Administración' });
  return view;
}

describe('admin login', () => {
  it('shows the panel, labelled fields, the way back and the footer', async () => {
    stubFetch({});
    await openLogin();

    screen.getByLabelText('Usuario');
    expect(screen.getByLabelText('Contraseña').getAttribute('type')).toBe('password');
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
    screen.getByText('Acceso restringido para administradores del sistema');
    expect(screen.getByRole('link', { name: 'Inicia sesión aquí' }).getAttribute('href')).toBe('/api/login?mode=login');
  });

  it('asks for both fields before calling the server', async () => {
    const { requests } = stubFetch({});
    const { user } = await openLogin();

    await user.type(screen.getByLabelText('Usuario'), 'admin');
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));

    await screen.findByText('Ingrese usuario y contraseña');
    expect(requests).toHaveLength(0);
  });

  it('rejects wrong credentials', async () => {
    const { requests } = stubFetch({ 'POST /api/auth/admin-login': { json: { success: false } } });
    const navigate = spyOnNavigation();
    const { user } = await openLogin();

    await user.type(screen.getByLabelText('Usuario'), 'admin');
    await user.type(screen.getByLabelText('Contraseña'), 'equivocada');
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));

    await screen.findByText('Error de acceso');
    screen.getByText('Credenciales incorrectas');
    expect(requests[0]?.body).toEqual({ username: 'admin', password: 'equivocada' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('reports a failed request', async () => {
    stubFetch({ 'POST /api/auth/admin-login': { status: 500, text: '' } });
    const { user } = await openLogin();

    await user.type(screen.getByLabelText('Usuario'), 'admin');
    await user.type(screen.getByLabelText('Contraseña'), 'secreta');
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));

    await screen.findByText('Error de conexión o credenciales incorrectas');
    screen.getByText('Error');
  });

  it('shows the server’s reason when sign-in is throttled', async () => {
    stubFetch({ 'POST /api/auth/admin-login': { status: 429, json: { error: 'Demasiados intentos, espera 4 min.' } } });
    const { user } = await openLogin();

    await user.type(screen.getByLabelText('Usuario'), 'admin');
    await user.type(screen.getByLabelText('Contraseña'), 'secreta');
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));

    await screen.findByText('Demasiados intentos, espera 4 min.');
  });

  it('grants access and reloads into / shortly after', async () => {
    stubFetch({ 'POST /api/auth/admin-login': { json: { success: true } } });
    const navigate = spyOnNavigation();
    const { user } = await openLogin();

    await user.type(screen.getByLabelText('Usuario'), 'admin');
    await user.type(screen.getByLabelText('Contraseña'), 'secreta');
    await user.click(screen.getByRole('button', { name: 'Iniciar Sesión' }));

    await screen.findByText('Acceso concedido');
    expect(navigate).not.toHaveBeenCalled();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
  });
});
