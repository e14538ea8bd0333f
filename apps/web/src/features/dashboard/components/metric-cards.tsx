import { ArrowDown, ArrowUp, Clock, MessageSquare, ShoppingBag, Star, type LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatInteger } from '@/lib/format';
import { useDashboardStats } from '@/features/dashboard/api/get-dashboard-stats';

type ChangeType = 'positive' | 'negative' | 'neutral';

type Metric = {
  title: string;
  value: string;
  icon: LucideIcon;
  change: { text: string; type: ChangeType; direction: 'up' | 'down' };
};

const changeColour: Record<ChangeType, string> = {
  positive: 'text-emerald-700',
  negative: 'text-red-600',
  neutral: 'text-stone-500',
};

export function MetricCard({ title, value, icon: Icon, change }: Metric) {
  const Arrow = change.direction === 'up' ? ArrowUp : ArrowDown;
  return (
    <Card className="p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-sm font-medium text-stone-600">{title}</h2>
          <p className="mt-1 text-2xl font-bold text-stone-900">{value}</p>
        </div>
        <span className="rounded-xl bg-orange-50 p-2.5 text-orange-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </div>
      <p className={cn('mt-3 flex items-center gap-1 text-sm font-medium', changeColour[change.type])} data-change-type={change.type}>
        <Arrow aria-label={change.direction === 'up' ? 'Sube' : 'Baja'} className="size-4" />
        {change.text}
      </p>
    </Card>
  );
}

/** Spec §2: four cards; the change texts are hard-coded. */
export function MetricCards() {
  const { data } = useDashboardStats();
  const metrics: Metric[] = [
    {
      title: 'Mensajes Hoy',
      value: formatInteger(data?.todayMessages ?? 0),
      icon: MessageSquare,
      change: { text: '+12% vs ayer', type: 'positive', direction: 'up' },
    },
    {
      title: 'Pedidos Tomados',
      value: formatInteger(data?.ordersToday ?? 0),
      icon: ShoppingBag,
      change: { text: '+25% vs ayer', type: 'positive', direction: 'up' },
    },
    {
      title: 'Tiempo Respuesta',
      value: data?.responseTime ?? '2.3s',
      icon: Clock,
      // Shorter is better: the arrow points down, the colour says it is good news.
      change: { text: '-0.5s mejor', type: 'positive', direction: 'down' },
    },
    {
      title: 'Satisfacción',
      value: data?.satisfaction ?? '96%',
      icon: Star,
      change: { text: '+3% este mes', type: 'positive', direction: 'up' },
    },
  ];
  return (
    <section aria-label="Métricas" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {metrics.map((m) => (
        <MetricCard key={m.title} {...m} />
      ))}
    </section>
  );
}
