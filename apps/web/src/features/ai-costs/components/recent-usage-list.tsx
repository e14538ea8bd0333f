import { History } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useRecentUsage } from '@/features/ai-costs/api/get-recent-usage';
import { formatDateTime, formatInteger, formatUsd } from '@/lib/format';

export function RecentUsageList() {
  const usage = useRecentUsage();
  if (usage.isPending) return <Spinner label="Cargando historial..." className="py-8" />;
  if (usage.isError) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-700">
        No se pudo cargar el historial.
      </p>
    );
  }
  if (usage.data.length === 0) {
    return <EmptyState icon={History} title="No hay registros de uso de IA disponibles" />;
  }
  return (
    <ul aria-label="Uso reciente de IA" className="divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white">
      {usage.data.map((record) => (
        <li key={record.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-2 font-medium text-stone-900">
              {record.model}
              <Badge variant="blue">{record.requestType}</Badge>
            </p>
            <p className="text-xs text-stone-500">{formatDateTime(record.createdAt)}</p>
          </div>
          <div className="flex gap-4 text-sm sm:text-right">
            <span className="text-stone-600">{formatInteger(record.totalTokens)} tokens</span>
            <span className="font-semibold text-stone-900">{formatUsd(record.finalCostUSD)}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
