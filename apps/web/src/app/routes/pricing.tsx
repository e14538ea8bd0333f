import { PublicLayout } from '../../components/layouts/public-layout';
import { ComingSoon } from '../../components/ui/coming-soon';

export function PricingRoute() {
  return (
    <PublicLayout>
      <ComingSoon title="Planes y precios" subtitle="Elige el plan ideal para tu restaurante" />
    </PublicLayout>
  );
}
