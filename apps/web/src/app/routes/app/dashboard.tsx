import { ComingSoon } from '../../../components/ui/coming-soon';

export function DashboardRoute() {
  return <ComingSoon title="Dashboard Principal" subtitle="Monitoreo y gestión del sistema" />;
}
