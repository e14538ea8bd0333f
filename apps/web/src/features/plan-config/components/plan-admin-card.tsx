import { MessageSquare, Pencil, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatInteger, formatPlanPrice } from '@/lib/format';
import type { PlanJson } from '@api-types';
import { planStyle } from './plan-style';

type PlanAdminCardProps = {
  plan: PlanJson;
  onEdit: (plan: PlanJson) => void;
  onDelete: (plan: PlanJson) => void;
  /** Owners see the catalogue but only the system administrator changes it. */
  readOnly?: boolean;
};

export function PlanAdminCard({ plan, onEdit, onDelete, readOnly = false }: PlanAdminCardProps) {
  const style = planStyle(plan.slug);
  const Icon = style.icon;
  const titleId = `plan-admin-${plan.id}`;

  return (
    <article
      aria-labelledby={titleId}
      data-inactive={plan.isActive ? undefined : 'true'}
      className={cn('flex flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm', !plan.isActive && 'opacity-60')}
    >
      <header data-tone={style.tone} className={cn('flex items-center justify-between gap-2 px-4 py-3', style.header)}>
        <div className="flex min-w-0 items-center gap-2">
          <Icon aria-hidden="true" className="size-5 shrink-0" />
          <h3 id={titleId} className="truncate font-semibold">
            {plan.name}
          </h3>
          {plan.isActive ? null : <Badge variant="gray">Inactivo</Badge>}
        </div>
        <div className="flex shrink-0 gap-1">
          <button
            type="button"
            onClick={() => onEdit(plan)}
            disabled={readOnly}
            aria-label={`Editar plan ${plan.name}`}
            className="rounded-lg p-1.5 hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-orange-500 disabled:cursor-not-allowed disabled:opacity-50"
          >
            <Pencil aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            onClick={() => onDelete(plan)}
            disabled={readOnly}
            aria-label={`Eliminar plan ${plan.name}`}
            className="rounded-lg p-1.5 hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-orange-500 disabled:cursor-not-allowed disabled:opacity-50"
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </div>
      </header>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <p className="flex items-baseline gap-1">
          <span className="text-2xl font-bold text-stone-900">{formatPlanPrice(plan.priceMonthly)}</span>
          <span className="text-sm text-stone-500">MXN/mes</span>
        </p>
        <p className="flex items-center gap-2 text-sm text-stone-700">
          <MessageSquare aria-hidden="true" className="size-4 text-stone-400" />
          {formatInteger(plan.conversationsLimit)} conversaciones/mes
        </p>
        {plan.features.length > 0 ? (
          <ul className="list-disc space-y-1 pl-5 text-sm text-stone-600" aria-label={`Características de ${plan.name}`}>
            {plan.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-stone-400">Sin características</p>
        )}
        <dl className="mt-auto flex justify-between gap-2 border-t border-stone-100 pt-3 text-xs text-stone-500">
          <div>
            <dt className="inline">Slug: </dt>
            <dd className="inline font-mono text-stone-700">{plan.slug}</dd>
          </div>
          <div>
            <dt className="inline">Orden: </dt>
            <dd className="inline text-stone-700">{plan.displayOrder}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
