import { ComingSoon } from '../../../components/ui/coming-soon';

export function MenuRoute() {
  return <ComingSoon title="Menú & Precios" subtitle="Administra los productos y precios de tu menú" />;
}
