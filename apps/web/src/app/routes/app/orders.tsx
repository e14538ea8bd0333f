import { NewOrderAlerts } from '@/features/alerts/components/new-order-alerts';
import { OrdersList } from '@/features/orders/components/orders-list';

export function OrdersRoute() {
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-6xl">
      <header className="mb-6">
        <h1 id="page-title" className="text-2xl font-bold text-stone-900 sm:text-3xl">
          Pedidos
        </h1>
        <p className="mt-1 text-stone-600">Consulta y gestiona los pedidos de tus clientes</p>
      </header>
      <NewOrderAlerts printOption />
      <OrdersList />
    </section>
  );
}
