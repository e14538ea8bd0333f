import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { Sidebar } from './sidebar';

const OPERATOR_ENTRIES = [
  'Dashboard',
  'Conversaciones',
  'Menú & Precios',
  'Pedidos',
  'Entregas y pagos',
  'Perfil del restaurante',
  'Configuración IA',
  'Costos de IA',
  'Configurar Planes',
  'API Settings',
  'Pruebas',
];

function navLinks() {
  return within(screen.getByRole('navigation', { name: 'Principal' })).getAllByRole('link');
}

describe('Sidebar', () => {
  it('lists the entries in order, without Restaurantes for an operator', () => {
    renderWithProviders(<Sidebar isAdmin={false} onLogout={() => {}} />);

    expect(navLinks().map((link) => link.textContent)).toEqual(OPERATOR_ENTRIES);
    expect(screen.queryByRole('link', { name: 'Restaurantes' })).toBeNull();
  });

  it('shows Restaurantes first for an admin', () => {
    renderWithProviders(<Sidebar isAdmin onLogout={() => {}} />);

    expect(navLinks().map((link) => link.textContent)).toEqual(['Restaurantes', ...OPERATOR_ENTRIES]);
    expect(screen.getByRole('link', { name: 'Restaurantes' }).getAttribute('href')).toBe('/restaurants');
  });

  it('points each entry at its route', () => {
    renderWithProviders(<Sidebar isAdmin={false} onLogout={() => {}} />);

    expect(navLinks().map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/conversations',
      '/menu',
      '/orders',
      '/delivery',
      '/profile',
      '/ai-config',
      '/ai-costs',
      '/plan-config',
      '/api-settings',
      '/test',
    ]);
  });

  it('highlights only the entry of the current screen', () => {
    renderWithProviders(<Sidebar isAdmin={false} onLogout={() => {}} />, { path: '/orders' });

    const current = navLinks().filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Pedidos']);
  });

  it('highlights Dashboard on / and on /dashboard', () => {
    renderWithProviders(<Sidebar isAdmin={false} onLogout={() => {}} />, { path: '/dashboard' });

    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
  });

  it('keeps the selected restaurant in every link', () => {
    renderWithProviders(<Sidebar isAdmin onLogout={() => {}} />, { path: '/menu?restaurant=12' });

    for (const link of navLinks()) {
      expect(new URL(link.getAttribute('href') ?? '', 'http://x').searchParams.get('restaurant')).toBe('12');
    }
    expect(screen.getByRole('link', { name: 'Pedidos' }).getAttribute('href')).toBe('/orders?restaurant=12');
  });

  it('shows the brand, the status box and signs out', async () => {
    const onLogout = vi.fn();
    const { user } = renderWithProviders(<Sidebar isAdmin={false} onLogout={onLogout} />);

    screen.getByText('Comanda');
    screen.getByText('WhatsApp IA System');
    screen.getByText('Sistema Activo');
    screen.getByText('Todos los servicios operando');

    await user.click(screen.getByRole('button', { name: 'Cerrar Sesión' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });
});
