import { Printer } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { printTicket, saveTicketWidth, TICKET_WIDTHS, type TicketWidth } from '@/lib/ticket';
import type { Order } from '@/features/orders/api/get-orders';
import { orderNumber } from './order-number';

/** "Imprimir ticket 80 mm / 58 mm": the chosen width becomes this browser's default (auto-printing uses it). */
export function TicketButtons({ order }: { order: Pick<Order, 'id' | 'number'> }) {
  const print = (width: TicketWidth) => {
    saveTicketWidth(width);
    printTicket(String(order.id), width);
  };
  return (
    <div className="flex flex-wrap gap-2">
      {TICKET_WIDTHS.map((width) => (
        <Button
          key={width}
          variant="outline"
          size="sm"
          onClick={() => print(width)}
          aria-label={`Imprimir ticket del pedido #${orderNumber(order)} (${width} mm)`}
        >
          <Printer aria-hidden="true" className="size-4" />
          Ticket {width} mm
        </Button>
      ))}
    </div>
  );
}

/** The card's one-click print, on this browser's paper width. */
export function PrintTicketButton({ order }: { order: Pick<Order, 'id' | 'number'> }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => printTicket(String(order.id))}
      aria-label={`Imprimir ticket del pedido #${orderNumber(order)}`}
    >
      <Printer aria-hidden="true" className="size-4" />
    </Button>
  );
}
