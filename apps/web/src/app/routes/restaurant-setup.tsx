import { PublicLayout } from '../../components/layouts/public-layout';
import { ComingSoon } from '../../components/ui/coming-soon';

export function RestaurantSetupRoute() {
  return (
    <PublicLayout>
      <ComingSoon title="Configura tu restaurante" subtitle="Elige el nombre y el subdominio de tu restaurante" />
    </PublicLayout>
  );
}
