import { Navigate, useLocation } from 'react-router-dom';
import { AppLayout } from '@/components/layouts/app-layout';
import { CurrentRestaurantBar } from '@/features/restaurants/components/current-restaurant-bar';
import { FirstRestaurantNotice } from '@/features/restaurants/components/first-restaurant-notice';
import { DashboardRoute } from './dashboard';

/** What `/` shows a signed-in user: the dashboard inside the panel frame. */
export function HomePanel({ isAdmin }: { isAdmin: boolean }) {
  const location = useLocation();
  // A restaurant card's "Configurar" opens /?restaurant={id}#/config (spec): that restaurant's settings.
  if (location.hash === '#/config') return <Navigate replace to={`/api-settings${location.search}`} />;
  return (
    <AppLayout isAdmin={isAdmin}>
      <FirstRestaurantNotice />
      <CurrentRestaurantBar />
      <DashboardRoute />
    </AppLayout>
  );
}
