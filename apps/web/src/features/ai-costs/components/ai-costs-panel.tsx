import { useId, useState } from 'react';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { Tabs } from '@/components/ui/tabs';
import type { UsagePeriod } from '@/features/ai-costs/api/get-usage-stats';
import { PricingConfigCard } from './pricing-config-card';
import { RecentUsageList } from './recent-usage-list';
import { UsageSummary } from './usage-summary';

const PERIODS: Array<{ value: UsagePeriod; label: string }> = [
  { value: 'today', label: 'Hoy' },
  { value: 'week', label: 'Semana' },
  { value: 'month', label: 'Mes' },
];

export function AiCostsPanel() {
  const id = useId();
  const [period, setPeriod] = useState<UsagePeriod>('today');

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 className="text-lg font-semibold text-stone-900">Resumen de uso</h2>
        <div className="sm:w-48">
          <Label htmlFor={`${id}-period`}>Período</Label>
          <Select id={`${id}-period`} value={period} onChange={(e) => setPeriod(e.target.value as UsagePeriod)} options={PERIODS} />
        </div>
      </div>
      <UsageSummary period={period} />
      <Tabs
        aria-label="Secciones de costos"
        tabs={[
          { id: 'config', label: 'Configuración', content: <PricingConfigCard /> },
          { id: 'history', label: 'Historial', content: <RecentUsageList /> },
        ]}
      />
    </div>
  );
}
