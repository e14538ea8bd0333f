import { AlertTriangle, XCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button';
import { usePlanUsage, type PlanUsage } from '@/features/dashboard/api/get-plan-usage';

const BLOCKED_TEXT: Record<Exclude<PlanUsage['block'], 'none'>, { title: string; body: string }> = {
  limit: {
    title: 'Llegaste al límite de conversaciones de tu plan',
    body: 'Tus clientes actuales siguen siendo atendidos, pero los clientes nuevos reciben un aviso para llamar al restaurante. Mejora tu plan para atenderlos a todos.',
  },
  trial_expired: {
    title: 'Tu periodo de prueba terminó',
    body: 'Tus clientes actuales siguen siendo atendidos, pero los clientes nuevos reciben un aviso para llamar al restaurante. Contrata un plan para atenderlos a todos.',
  },
  unpaid: {
    title: 'Tu suscripción tiene un pago pendiente',
    body: 'Tus clientes actuales siguen siendo atendidos, pero los clientes nuevos reciben un aviso para llamar al restaurante. Actualiza tu pago o elige un plan.',
  },
};

/** The month's conversations against the plan: a warning from 80 %, and what happens past the limit. */
export function PlanUsageBanner() {
  const { data: usage } = usePlanUsage();
  if (!usage) return null;
  const upgrade = (
    <Link to="/pricing" className={buttonClassName('primary', 'sm', 'mt-3')}>
      Mejorar plan
    </Link>
  );
  if (usage.block !== 'none') {
    const text = BLOCKED_TEXT[usage.block];
    return (
      <div role="alert" className="mb-6 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <p className="flex items-center gap-2 font-semibold">
          <XCircle aria-hidden="true" className="size-4" />
          {text.title}
        </p>
        <p className="mt-1">{text.body}</p>
        {upgrade}
      </div>
    );
  }
  if (!usage.warning) return null;
  return (
    <div role="status" className="mb-6 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
      <p className="flex items-center gap-2 font-semibold">
        <AlertTriangle aria-hidden="true" className="size-4" />
        Has usado {usage.used} de {usage.limit} conversaciones este mes ({usage.percent}%)
      </p>
      <p className="mt-1">Al llegar al límite, los clientes nuevos recibirán un aviso para llamar al restaurante.</p>
      {upgrade}
    </div>
  );
}
