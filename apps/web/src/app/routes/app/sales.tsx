import { SalesReport } from '@/features/sales/components/sales-report';

export function SalesRoute() {
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-6xl">
      <header className="mb-6">
        <h1 id="page-title" className="text-2xl font-bold text-stone-900 sm:text-3xl">
          Ventas
        </h1>
        <p className="mt-1 text-stone-600">Lo vendido con pedidos reales; los pedidos de prueba no cuentan</p>
      </header>
      <SalesReport />
    </section>
  );
}
