import { Check, Minus } from 'lucide-react';
import { formatInteger, formatPlanPrice } from '@/lib/format';
import type { PlanJson } from '@api-types';

/** Side-by-side table of the plans a visitor can buy (already filtered and ordered). */
export function PlanComparison({ plans }: { plans: readonly PlanJson[] }) {
  const features = [...new Set(plans.flatMap((plan) => plan.features))];

  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-stone-200">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">Comparación de planes</caption>
        <thead className="bg-stone-50 text-stone-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Característica
            </th>
            {plans.map((plan) => (
              <th key={plan.id} scope="col" className="px-4 py-3 text-center font-semibold">
                {plan.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-100">
          <tr>
            <th scope="row" className="px-4 py-3 font-medium text-stone-800">
              Precio mensual (MXN)
            </th>
            {plans.map((plan) => (
              <td key={plan.id} className="px-4 py-3 text-center font-semibold text-stone-900">
                {formatPlanPrice(plan.priceMonthly)}
              </td>
            ))}
          </tr>
          <tr>
            <th scope="row" className="px-4 py-3 font-medium text-stone-800">
              Conversaciones al mes
            </th>
            {plans.map((plan) => (
              <td key={plan.id} className="px-4 py-3 text-center">
                {formatInteger(plan.conversationsLimit)}
              </td>
            ))}
          </tr>
          {features.map((feature) => (
            <tr key={feature}>
              <th scope="row" className="px-4 py-3 font-normal text-stone-700">
                {feature}
              </th>
              {plans.map((plan) =>
                plan.features.includes(feature) ? (
                  <td key={plan.id} className="px-4 py-3 text-center">
                    <Check aria-label="Incluido" className="mx-auto size-4 text-emerald-700" />
                  </td>
                ) : (
                  <td key={plan.id} className="px-4 py-3 text-center">
                    <Minus aria-label="No incluido" className="mx-auto size-4 text-stone-300" />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
