import { Coins, Hash, MessagesSquare, Receipt } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { useUsageStats, type UsagePeriod } from '@/features/ai-costs/api/get-usage-stats';
import { formatInteger, formatUsd } from '@/lib/format';

function Stat({ label, value, icon: Icon }: { label: string; value: string; icon: LucideIcon }) {
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <dt className="flex items-center gap-2 text-sm text-stone-600">
        <Icon aria-hidden="true" className="size-4 text-orange-700" />
        {label}
      </dt>
      <dd className="mt-1 text-2xl font-bold text-stone-900">{value}</dd>
    </div>
  );
}

export function UsageSummary({ period }: { period: UsagePeriod }) {
  const stats = useUsageStats(period);
  if (stats.isPending) return <Spinner label="Cargando uso de IA..." className="py-8" />;
  if (stats.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-700">
        No se pudo cargar el uso de IA.
      </p>
    );
  }
  const s = stats.data;
  return (
    <dl aria-label="Totales de uso" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <Stat label="Conversaciones" value={formatInteger(s.totalConversations)} icon={MessagesSquare} />
      <Stat label="Tokens" value={formatInteger(s.totalTokens)} icon={Hash} />
      <Stat label="Costo base (USD)" value={formatUsd(s.totalBaseCostUSD)} icon={Coins} />
      <Stat label="Costo final (USD)" value={formatUsd(s.totalFinalCostUSD)} icon={Receipt} />
    </dl>
  );
}
