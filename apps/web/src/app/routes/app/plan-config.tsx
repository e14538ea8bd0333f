import { ComingSoon } from '../../../components/ui/coming-soon';

export function PlanConfigRoute() {
  return <ComingSoon title="Configuración de Planes" subtitle="Administra los planes de suscripción" />;
}
