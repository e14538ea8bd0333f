import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { browser } from '@/lib/browser';
import { createQueryClient } from '@/lib/query-client';
import type { UserJson } from '@api-types';

export const operatorUser: UserJson = {
  id: 'u-1',
  email: 'ana@taqueria.mx',
  name: 'Ana',
  role: 'operator',
};

export const adminUser: UserJson = {
  id: 'admin',
  email: 'admin@comanda.mx',
  name: 'Administrador',
  role: 'admin',
};

/** Records full-page navigations (jsdom cannot perform them). */
export function spyOnNavigation() {
  return vi.spyOn(browser, 'navigate').mockImplementation(() => {});
}

/** Renders the real route table at `path`, with a fresh query cache. */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProvider queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, user };
}

/** Renders one component inside the app's providers and a router at `path`. */
export function renderWithProviders(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProvider queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, user };
}
