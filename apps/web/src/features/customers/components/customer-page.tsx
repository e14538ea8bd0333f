import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { formatCents, formatDateTime } from '@/lib/format';
import { useCustomer } from '@/features/customers/api/get-customer';

const STATUS: Record<string, string> = {
  pending: 'Pendiente',
  confirmed: 'Confirmado',
  preparing: 'Preparando',
  on_the_way: 'En camino',
  delivered: 'Entregado',
  cancelled: 'Cancelado',
};

/** A customer: name, saved addresses, order history and total spent. */
export function CustomerPage({ phone }: { phone: string }) {
  const customer = useCustomer(phone);
  if (customer.isPending) return <Spinner label="Cargando cliente..." className="py-12" />;
  if (customer.isError)
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-700">
        No se pudo cargar el cliente.
      </p>
    );
  const c = customer.data;
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <Card className="p-4">
          <p className="text-sm text-stone-600">Cliente</p>
          <p className="mt-1 text-xl font-bold text-stone-900">{c.name || 'Sin nombre'}</p>
          <p className="text-sm text-stone-600">{c.phone}</p>
        </Card>
        <Card className="p-4">
          <p className="text-sm text-stone-600">Pedidos</p>
          <p className="mt-1 text-xl font-bold text-stone-900">{c.orderCount}</p>
        </Card>
        <Card className="p-4">
          <p className="text-sm text-stone-600">Total gastado</p>
          <p className="mt-1 text-xl font-bold text-stone-900">{formatCents(c.totalSpent)}</p>
        </Card>
      </div>
      <Card className="p-5">
        <h2 className="mb-2 font-semibold text-stone-900">Direcciones guardadas</h2>
        {c.addresses.length ? (
          <ul aria-label="Direcciones guardadas" className="list-disc space-y-1 pl-5 text-sm text-stone-800">
            {c.addresses.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-stone-500">Sin direcciones</p>
        )}
      </Card>
      <Card className="p-5">
        <h2 className="mb-2 font-semibold text-stone-900">Historial de pedidos</h2>
        {c.orders.length ? (
          <ul aria-label="Historial de pedidos" className="divide-y divide-stone-100 text-sm">
            {c.orders.map((o) => (
              <li key={o.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span>
                  <b>#{String(o.number).padStart(4, '0')}</b> · {formatDateTime(o.createdAt)} · {STATUS[o.status] ?? o.status}
                  {o.test ? <span className="ml-2 rounded bg-amber-100 px-1.5 text-xs font-semibold text-amber-900">Prueba</span> : null}
                  <span className="block text-stone-600">{o.items}</span>
                </span>
                <span className="font-semibold">{formatCents(o.total)}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-stone-500">Todavía no ha hecho pedidos</p>
        )}
      </Card>
    </div>
  );
}
