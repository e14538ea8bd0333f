import { PublicLayout } from '@/components/layouts/public-layout';
import { selectPublicPlans, usePlans } from '@/features/plans/api/get-plans';
import { PlanCards } from '@/features/plans/components/plan-cards';
import { PlanComparison } from '@/features/plans/components/plan-comparison';

export function PricingRoute() {
  const plans = usePlans();
  const visible = plans.data ? selectPublicPlans(plans.data) : [];

  return (
    <PublicLayout>
      <div className="mx-auto max-w-6xl">
        <header className="mb-10 text-center">
          <h1 className="text-3xl font-extrabold text-stone-900 sm:text-4xl">Planes y precios</h1>
          <p className="mt-3 text-stone-600">
            Elige el plan ideal para tu restaurante. Precios mensuales en pesos mexicanos (MXN); cancela cuando quieras.
          </p>
        </header>
        {/* Shares the plan-list query with the table below: one request. */}
        <PlanCards />
        {visible.length > 1 ? (
          <section aria-labelledby="compare-title" className="mt-16">
            <h2 id="compare-title" className="mb-6 text-center text-2xl font-bold text-stone-900">
              Compara los planes
            </h2>
            <PlanComparison plans={visible} />
          </section>
        ) : null}
      </div>
    </PublicLayout>
  );
}
