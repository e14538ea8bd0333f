import { ComingSoon } from '../../../components/ui/coming-soon';

export function OrdersRoute() {
  return <ComingSoon title="Pedidos" subtitle="Consulta y gestiona los pedidos de tus clientes" />;
}
