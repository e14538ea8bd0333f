import { Check, Star } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatInteger, formatPlanPrice } from '@/lib/format';
import type { PlanJson } from '@api-types';

const POPULAR_SLUG = 'silver';

export const PLAN_CARD_MIN_HEIGHT = 'min-h-[28rem]';

export function checkoutHref(slug: string): string {
  const params = new URLSearchParams({ plan: slug, payment: 'stripe' });
  return `/checkout?${params.toString()}`;
}

export function PlanCard({ plan }: { plan: PlanJson }) {
  const popular = plan.slug === POPULAR_SLUG;
  const titleId = `plan-${plan.slug}-title`;

  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'relative flex flex-col rounded-2xl bg-white p-6 shadow-sm',
        PLAN_CARD_MIN_HEIGHT,
        popular ? 'ring-2 ring-orange-500 shadow-orange-100 lg:-translate-y-2' : 'ring-1 ring-stone-200',
      )}
    >
      {popular ? (
        <p className="absolute -top-3 left-1/2 inline-flex -translate-x-1/2 items-center gap-1 rounded-full bg-orange-700 px-3 py-1 text-xs font-semibold text-white shadow">
          <Star aria-hidden="true" className="size-3.5 fill-current" />
          Más Popular
        </p>
      ) : null}
      <h3 id={titleId} className="text-lg font-bold text-stone-900">
        {plan.name}
      </h3>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-4xl font-extrabold text-stone-900">{formatPlanPrice(plan.priceMonthly)}</span>
        <span className="text-stone-500">/mes</span>
      </p>
      <p className="mt-1 text-xs text-stone-500">Pesos mexicanos (MXN)</p>
      <p className="mt-4 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800">
        {formatInteger(plan.conversationsLimit)} conversaciones al mes
      </p>
      <ul className="mt-5 flex-1 space-y-2.5" aria-label={`Incluye en ${plan.name}`}>
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2 text-sm text-stone-700">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
            {feature}
          </li>
        ))}
      </ul>
      <Link
        to={checkoutHref(plan.slug)}
        aria-label={`Elegir plan ${plan.name}`}
        className={buttonClassName(popular ? 'primary' : 'outline', 'lg', 'mt-6 w-full')}
      >
        Elegir plan
      </Link>
    </article>
  );
}
