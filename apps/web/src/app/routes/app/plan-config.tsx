import { useUser } from '@/features/auth/api/get-user';
import { usePlans } from '@/features/plans/api/get-plans';
import { isAdmin } from '@/lib/auth';
import { PlanConfigView } from '@/features/plan-config/components/plan-config-view';

/** Configurar Planes: the administrator's subscription-plan catalogue (spec §2). */
export function PlanConfigRoute() {
  // Every plan, active or not; the query has staleTime 0 (spec §7).
  const plans = usePlans();
  const { user } = useUser();
  return (
    <PlanConfigView
      plans={plans.data}
      isPending={plans.isPending}
      isError={plans.isError}
      onRetry={() => void plans.refetch()}
      readOnly={!user || !isAdmin(user)}
    />
  );
}
