import { ComingSoon } from '../../../components/ui/coming-soon';

export function RestaurantsRoute() {
  return <ComingSoon title="Mis Restaurantes" subtitle="Administra tus restaurantes y sus sitios" />;
}
