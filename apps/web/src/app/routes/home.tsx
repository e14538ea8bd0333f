import { lazy, Suspense } from 'react';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useUser } from '@/features/auth/api/get-user';
import { isAdmin } from '@/lib/auth';

// Visitors never download the panel, operators never download the landing page.
const LandingRoute = lazy(() => import('./landing').then((m) => ({ default: m.LandingRoute })));
const HomePanel = lazy(() => import('./app/home-panel').then((m) => ({ default: m.HomePanel })));

/** `/`: spinner while the session loads, the dashboard when signed in, else the landing page. */
export function HomeRoute() {
  const { user, isLoading } = useUser();

  if (isLoading) return <FullPageSpinner />;

  return <Suspense fallback={<FullPageSpinner />}>{user ? <HomePanel isAdmin={isAdmin(user)} /> : <LandingRoute />}</Suspense>;
}
