import { Outlet } from 'react-router-dom';
import { AppLayout } from '@/components/layouts/app-layout';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useUser } from '@/features/auth/api/get-user';
import { Unauthorized } from '@/features/auth/components/unauthorized';
import { CurrentRestaurantBar } from '@/features/restaurants/components/current-restaurant-bar';
import { FirstRestaurantNotice } from '@/features/restaurants/components/first-restaurant-notice';
import { isAdmin } from '@/lib/auth';

/** Gate and frame for every internal screen (spec §2, §4, §6). */
export function ProtectedLayoutRoute() {
  const { user, isLoading } = useUser();

  if (isLoading) return <FullPageSpinner />;
  if (!user) return <Unauthorized />;

  return (
    <AppLayout isAdmin={isAdmin(user)}>
      <FirstRestaurantNotice />
      <CurrentRestaurantBar />
      <Outlet />
    </AppLayout>
  );
}
