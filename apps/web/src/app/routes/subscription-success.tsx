import { PublicLayout } from '@/components/layouts/public-layout';
import { SubscriptionSuccess } from '@/features/onboarding/components/subscription-success';

export function SubscriptionSuccessRoute() {
  return (
    <PublicLayout>
      <SubscriptionSuccess />
    </PublicLayout>
  );
}
