import { PublicLayout } from '../../components/layouts/public-layout';
import { ComingSoon } from '../../components/ui/coming-soon';

export function SubscriptionSuccessRoute() {
  return (
    <PublicLayout>
      <ComingSoon title="Suscripción exitosa" subtitle="Estamos preparando tu restaurante" />
    </PublicLayout>
  );
}
