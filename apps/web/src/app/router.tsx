import { useMemo } from 'react';
import { createBrowserRouter, Outlet, RouterProvider, ScrollRestoration, type RouteObject } from 'react-router-dom';
import { RouteError } from '@/components/errors/route-error';
import { FullPageSpinner } from '@/components/ui/spinner';

function RootRoute() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

// Every screen is its own chunk, so `/` ships only the shell plus what it renders.
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootRoute,
    HydrateFallback: FullPageSpinner,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute })) },

      // Internal screens: signed-in users only (the layout route does the gating).
      {
        lazy: () => import('./routes/app/root').then((m) => ({ Component: m.ProtectedLayoutRoute })),
        children: [
          { path: 'dashboard', lazy: () => import('./routes/app/dashboard').then((m) => ({ Component: m.DashboardRoute })) },
          { path: 'welcome', lazy: () => import('./routes/app/welcome').then((m) => ({ Component: m.WelcomeRoute })) },
          { path: 'conversations', lazy: () => import('./routes/app/conversations').then((m) => ({ Component: m.ConversationsRoute })) },
          { path: 'menu', lazy: () => import('./routes/app/menu').then((m) => ({ Component: m.MenuRoute })) },
          { path: 'orders', lazy: () => import('./routes/app/orders').then((m) => ({ Component: m.OrdersRoute })) },
          { path: 'customers/:phone', lazy: () => import('./routes/app/customer').then((m) => ({ Component: m.CustomerRoute })) },
          { path: 'sales', lazy: () => import('./routes/app/sales').then((m) => ({ Component: m.SalesRoute })) },
          { path: 'ai-config', lazy: () => import('./routes/app/ai-config').then((m) => ({ Component: m.AiConfigRoute })) },
          { path: 'ai-costs', lazy: () => import('./routes/app/ai-costs').then((m) => ({ Component: m.AiCostsRoute })) },
          { path: 'plan-config', lazy: () => import('./routes/app/plan-config').then((m) => ({ Component: m.PlanConfigRoute })) },
          { path: 'api-settings', lazy: () => import('./routes/app/api-settings').then((m) => ({ Component: m.ApiSettingsRoute })) },
          { path: 'test', lazy: () => import('./routes/app/test').then((m) => ({ Component: m.TestRoute })) },
          { path: 'restaurants', lazy: () => import('./routes/app/restaurants').then((m) => ({ Component: m.RestaurantsRoute })) },
        ],
      },

      // The kitchen ticket: a page of its own, without the panel around it, to print.
      { path: 'ticket/:orderId', lazy: () => import('./routes/ticket').then((m) => ({ Component: m.TicketRoute })) },

      // Public screens.
      { path: 'checkout', lazy: () => import('./routes/checkout').then((m) => ({ Component: m.CheckoutRoute })) },
      {
        path: 'subscription-success',
        lazy: () => import('./routes/subscription-success').then((m) => ({ Component: m.SubscriptionSuccessRoute })),
      },
      { path: 'restaurant-setup', lazy: () => import('./routes/restaurant-setup').then((m) => ({ Component: m.RestaurantSetupRoute })) },
      { path: 'admin-login', lazy: () => import('./routes/admin-login').then((m) => ({ Component: m.AdminLoginRoute })) },
      { path: 'pricing', lazy: () => import('./routes/pricing').then((m) => ({ Component: m.PricingRoute })) },

      { path: '*', lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })) },
    ],
  },
];

export function AppRouter() {
  const router = useMemo(() => createBrowserRouter(routes), []);
  return <RouterProvider router={router} />;
}
