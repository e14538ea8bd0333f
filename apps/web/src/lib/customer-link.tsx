import { Link, useLocation } from 'react-router-dom';
import { withRestaurantParam } from './restaurant';

/** "Ver cliente": the customer's page, keeping the restaurant on screen (Pedidos and Conversaciones link to it). */
export function CustomerLink({ phone, className }: { phone: string; className?: string }) {
  const { search } = useLocation();
  return (
    <Link
      to={withRestaurantParam(`/customers/${encodeURIComponent(phone)}`, search)}
      className={className ?? 'text-sm font-semibold text-orange-700 underline'}
    >
      Ver cliente
    </Link>
  );
}
