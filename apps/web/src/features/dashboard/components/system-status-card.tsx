import { Activity, AlertTriangle, CheckCircle2, XCircle } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { type AiServiceState, useAiStatus } from '@/features/dashboard/api/get-ai-status';

const OPERATIONAL = { label: 'Operativo', state: 'operational' as AiServiceState };

const STYLE: Record<AiServiceState, { className: string; Icon: typeof CheckCircle2 }> = {
  operational: { className: 'text-emerald-700', Icon: CheckCircle2 },
  degraded: { className: 'text-amber-700', Icon: AlertTriangle },
  failing: { className: 'text-red-700', Icon: XCircle },
};

/** Spec §2's four services; OpenAI API reflects the restaurant's recent model calls (last 15 minutes). */
export function SystemStatusCard() {
  const { data } = useAiStatus();
  const openai = data?.openai;
  const services = [
    { name: 'WhatsApp API', ...OPERATIONAL, detail: null },
    {
      name: 'OpenAI API',
      label: openai?.label ?? OPERATIONAL.label,
      state: openai?.state ?? OPERATIONAL.state,
      detail:
        openai && openai.state !== 'operational'
          ? `${openai.failures} de ${openai.calls} llamadas fallaron: ${openai.lastError ?? ''}`
          : null,
    },
    { name: 'Base de Datos', ...OPERATIONAL, detail: null },
    { name: 'Servidor', ...OPERATIONAL, detail: null },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Activity aria-hidden="true" className="size-5 text-orange-700" />
          Estado del Sistema
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="space-y-2 text-sm">
          {services.map(({ name, label, state, detail }) => {
            const { className, Icon } = STYLE[state];
            return (
              <li key={name}>
                <div className="flex items-center justify-between gap-2">
                  <span className="text-stone-700">{name}</span>
                  <span className={`inline-flex items-center gap-1 font-medium ${className}`}>
                    <Icon aria-hidden="true" className="size-4" />
                    {label}
                  </span>
                </div>
                {detail ? <p className="mt-1 text-xs text-stone-500">{detail}</p> : null}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
