import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { selectPublicPlans, usePlans } from '@/features/plans/api/get-plans';
import { PLAN_CARD_MIN_HEIGHT, PlanCard } from './plan-card';

// One placeholder per catalogue slug (demo, basic, silver, gold, platinum), so the grid
// already has its final height and nothing below it jumps when the plans arrive.
export const SKELETON_CARDS = 5;
const gridClassName = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** The plans a visitor can buy, with their space reserved while they load. */
export function PlanCards() {
  const plans = usePlans();

  if (plans.isPending) {
    return (
      <div className={gridClassName} role="status" aria-label="Cargando planes" data-testid="plan-skeleton">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <div
            key={index}
            aria-hidden="true"
            className={cn('animate-pulse rounded-2xl bg-white p-6 ring-1 ring-stone-200', PLAN_CARD_MIN_HEIGHT)}
          >
            <div className="h-5 w-1/3 rounded bg-stone-200" />
            <div className="mt-6 h-10 w-1/2 rounded bg-stone-200" />
            <div className="mt-6 h-8 rounded bg-stone-100" />
            <div className="mt-6 space-y-3">
              <div className="h-4 rounded bg-stone-100" />
              <div className="h-4 w-5/6 rounded bg-stone-100" />
              <div className="h-4 w-4/6 rounded bg-stone-100" />
            </div>
          </div>
        ))}
      </div>
    );
  }

  if (plans.isError) {
    return (
      <div role="alert" className="rounded-2xl bg-white p-8 text-center ring-1 ring-stone-200">
        <p className="text-stone-700">No pudimos cargar los planes.</p>
        <Button variant="outline" className="mt-4" onClick={() => void plans.refetch()}>
          Intentar de nuevo
        </Button>
      </div>
    );
  }

  const visible = selectPublicPlans(plans.data);
  if (visible.length === 0) {
    return <p className="text-center text-stone-600">Muy pronto publicaremos nuestros planes.</p>;
  }

  return (
    <ul className={gridClassName} aria-label="Planes disponibles">
      {visible.map((plan) => (
        <li key={plan.id} className="flex flex-col [&>article]:flex-1">
          <PlanCard plan={plan} />
        </li>
      ))}
    </ul>
  );
}
