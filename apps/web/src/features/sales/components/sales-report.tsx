import { useState } from 'react';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatCents, formatInteger } from '@/lib/format';
import { salesCsvUrl, useSales, type SalesPeriod } from '@/features/sales/api/get-sales';

const PERIODS: { value: SalesPeriod; label: string }[] = [
  { value: 'today', label: 'Hoy' },
  { value: 'week', label: 'Últimos 7 días' },
  { value: 'month', label: 'Este mes' },
];

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Card className="p-4">
      <p className="text-sm text-stone-600">{label}</p>
      <p className="mt-1 text-2xl font-bold text-stone-900">{value}</p>
    </Card>
  );
}

/** Ventas: orders, revenue, average ticket, top products, by hour and cancellations, from the database. */
export function SalesReport() {
  const [period, setPeriod] = useState<SalesPeriod>('today');
  const sales = useSales(period);
  const data = sales.data;
  const busiest = Math.max(1, ...(data?.byHour.map((h) => h.revenue) ?? [0]));
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-2">
        <div role="group" aria-label="Periodo" className="flex gap-1 rounded-xl bg-stone-100 p-1">
          {PERIODS.map((p) => (
            <button
              key={p.value}
              type="button"
              aria-pressed={period === p.value}
              onClick={() => setPeriod(p.value)}
              className={cn('rounded-lg px-3 py-1.5 text-sm font-medium', period === p.value ? 'bg-white shadow' : 'text-stone-600')}
            >
              {p.label}
            </button>
          ))}
        </div>
        <a href={salesCsvUrl(period)} download className="ml-auto text-sm font-semibold text-orange-700 underline">
          Descargar CSV
        </a>
      </div>
      {!data ? (
        sales.isError ? (
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-700">
            No se pudieron cargar las ventas.
          </p>
        ) : (
          <Spinner label="Cargando ventas..." className="py-12" />
        )
      ) : (
        <>
          <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            <Figure label="Vendido" value={formatCents(data.revenue)} />
            <Figure label="Pedidos" value={formatInteger(data.orders)} />
            <Figure label="Ticket promedio" value={formatCents(data.averageTicket)} />
            <Figure label="Cancelados" value={`${formatInteger(data.cancellations)} · ${formatCents(data.cancelledRevenue)}`} />
          </div>
          {data.testOrders > 0 ? (
            <p className="text-sm text-stone-500">
              {data.testOrders} {data.testOrders === 1 ? 'pedido de prueba no cuenta' : 'pedidos de prueba no cuentan'} en estas cifras.
            </p>
          ) : null}
          <div className="grid gap-6 lg:grid-cols-2">
            <Card className="p-5">
              <h2 className="mb-3 font-semibold text-stone-900">Productos más vendidos</h2>
              {data.topProducts.length === 0 ? (
                <p className="text-sm text-stone-500">Sin ventas en este periodo</p>
              ) : (
                <table className="w-full text-sm">
                  <thead>
                    <tr className="text-left text-stone-500">
                      <th className="py-1 font-medium">Producto</th>
                      <th className="py-1 text-right font-medium">Unidades</th>
                      <th className="py-1 text-right font-medium">Vendido</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.topProducts.map((p) => (
                      <tr key={p.name} className="border-t border-stone-100">
                        <td className="py-1">{p.name}</td>
                        <td className="py-1 text-right">{formatInteger(p.quantity)}</td>
                        <td className="py-1 text-right">{formatCents(p.revenue)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </Card>
            <Card className="p-5">
              <h2 className="mb-3 font-semibold text-stone-900">Ventas por hora</h2>
              <ul aria-label="Ventas por hora" className="space-y-1 text-sm">
                {data.byHour
                  .filter((h) => h.orders > 0)
                  .map((h) => (
                    <li key={h.hour} className="flex items-center gap-2">
                      <span className="w-14 shrink-0 text-stone-600">{String(h.hour).padStart(2, '0')}:00</span>
                      <span className="h-3 rounded bg-orange-400" style={{ width: `${(h.revenue / busiest) * 60}%` }} aria-hidden="true" />
                      <span className="shrink-0">
                        {formatCents(h.revenue)} · {h.orders} {h.orders === 1 ? 'pedido' : 'pedidos'}
                      </span>
                    </li>
                  ))}
                {data.orders === 0 ? <li className="text-stone-500">Sin ventas en este periodo</li> : null}
              </ul>
            </Card>
          </div>
        </>
      )}
    </div>
  );
}
