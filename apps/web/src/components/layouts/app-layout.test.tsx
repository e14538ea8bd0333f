import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/test-utils';
import { AppLayout } from './app-layout';

describe('AppLayout', () => {
  it('opens the navigation from the menu button on small screens', async () => {
    const { user } = renderWithProviders(
      <AppLayout isAdmin={false}>
        <h1>Contenido</h1>
      </AppLayout>,
      { path: '/orders?restaurant=5' },
    );

    const menuButton = screen.getByRole('button', { name: 'Abrir menú' });
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    await user.click(menuButton);

    const drawer = await screen.findByRole('dialog', { name: 'Menú de navegación' });
    const link = within(drawer).getByRole('link', { name: 'Conversaciones' });
    expect(link.getAttribute('href')).toBe('/conversations?restaurant=5');

    await user.click(within(drawer).getByRole('button', { name: 'Cerrar menú' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers a skip link to the main content', () => {
    renderWithProviders(
      <AppLayout isAdmin={false}>
        <h1>Contenido</h1>
      </AppLayout>,
    );

    expect(screen.getByRole('link', { name: 'Saltar al contenido' }).getAttribute('href')).toBe('#main-content');
    within(screen.getByRole('main')).getByRole('heading', { name: 'Contenido' });
  });
});
