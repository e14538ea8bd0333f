import { PublicLayout } from '../../components/layouts/public-layout';
import { ComingSoon } from '../../components/ui/coming-soon';

export function CheckoutRoute() {
  return (
    <PublicLayout>
      <ComingSoon title="Checkout" subtitle="Completa tu suscripción a Comanda" />
    </PublicLayout>
  );
}
