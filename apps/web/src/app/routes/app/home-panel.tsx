import { AppLayout } from '../../../components/layouts/app-layout';
import { DashboardRoute } from './dashboard';

/** What `/` shows a signed-in user: the dashboard inside the panel frame. */
export function HomePanel({ isAdmin }: { isAdmin: boolean }) {
  return (
    <AppLayout isAdmin={isAdmin}>
      <DashboardRoute />
    </AppLayout>
  );
}
