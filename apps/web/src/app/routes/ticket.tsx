import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { useTicket } from '@/features/orders/api/get-ticket';
import { KitchenTicket } from '@/features/orders/components/kitchen-ticket';
import type { TicketWidth } from '@/lib/ticket';

/** /ticket/:orderId?width=80|58[&print=1]: the ticket alone, sized for the paper; with print=1 it opens the print dialog. */
export function TicketRoute() {
  const { orderId = '' } = useParams();
  const [params] = useSearchParams();
  const width: TicketWidth = params.get('width') === '58' ? 58 : 80;
  const autoPrint = params.get('print') === '1';
  const ticket = useTicket(orderId);
  useEffect(() => {
    if (autoPrint && ticket.data) window.print();
  }, [autoPrint, ticket.data]);

  return (
    <main className="min-h-dvh bg-stone-100 p-4 print:bg-white print:p-0">
      {/* The printer's paper: no margins, the ticket's width, as long as it needs. */}
      <style>{`@page { size: ${width}mm auto; margin: 0; } @media print { html, body { width: ${width}mm; background: #fff; } }`}</style>
      {ticket.isPending ? (
        <Spinner label="Cargando ticket..." className="py-12" />
      ) : ticket.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-700">
          No se pudo cargar el ticket del pedido.
        </p>
      ) : (
        <div className="mx-auto w-fit shadow print:shadow-none">
          <KitchenTicket data={ticket.data} width={width} />
        </div>
      )}
      {ticket.data ? (
        <p className="mt-4 text-center print:hidden">
          <button type="button" className="rounded-lg bg-orange-600 px-4 py-2 font-semibold text-white" onClick={() => window.print()}>
            Imprimir
          </button>
        </p>
      ) : null}
    </main>
  );
}
