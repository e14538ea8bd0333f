import { Link, useLocation } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { formatCents, formatInteger } from '@/lib/format';
import { withRestaurantParam } from '@/lib/restaurant';
import { useSales } from '@/features/sales/api/get-sales';

/** The dashboard's "Ventas de hoy": real orders only (test orders never count). */
export function SalesTodayCard() {
  const { data } = useSales('today');
  const { search } = useLocation();
  return (
    <Card className="mt-6 p-5" aria-labelledby="sales-today-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="sales-today-title" className="text-sm font-medium text-stone-600">
          Ventas de hoy
        </h2>
        <Link to={withRestaurantParam('/sales', search)} className="text-sm font-semibold text-orange-700 underline">
          Ver ventas
        </Link>
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <div>
          <dt className="text-xs text-stone-500">Vendido</dt>
          <dd className="text-2xl font-bold text-stone-900" data-testid="sales-today-revenue">
            {formatCents(data?.revenue ?? 0)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-stone-500">Pedidos</dt>
          <dd className="text-2xl font-bold text-stone-900">{formatInteger(data?.orders ?? 0)}</dd>
        </div>
        <div>
          <dt className="text-xs text-stone-500">Ticket promedio</dt>
          <dd className="text-2xl font-bold text-stone-900">{formatCents(data?.averageTicket ?? 0)}</dd>
        </div>
        <div>
          <dt className="text-xs text-stone-500">Cancelados</dt>
          <dd className="text-2xl font-bold text-stone-900">{formatInteger(data?.cancellations ?? 0)}</dd>
        </div>
      </dl>
    </Card>
  );
}
