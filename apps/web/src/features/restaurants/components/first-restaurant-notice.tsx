import { Store } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button';
import { useRestaurants } from '@/features/restaurants/api/get-restaurants';

/**
 * A new account has no restaurant yet, so every screen would show zeros and empty lists.
 * Say so above the screen, with the way out.
 */
export function FirstRestaurantNotice() {
  const restaurants = useRestaurants({ enabled: true });
  if (!restaurants.data || restaurants.data.length > 0) return null;
  return (
    <section
      aria-label="Tu primer restaurante"
      className="mb-6 flex flex-col gap-3 rounded-2xl border border-orange-200 bg-orange-50 p-5 sm:flex-row sm:items-center"
    >
      <Store aria-hidden="true" className="size-8 shrink-0 text-orange-700" />
      <div className="flex-1">
        <h2 className="font-semibold text-stone-900">Aún no tienes un restaurante</h2>
        <p className="text-sm text-stone-700">Crea tu restaurante para cargar tu menú y empezar a recibir pedidos por WhatsApp.</p>
      </div>
      <Link to="/restaurant-setup" className={buttonClassName('primary', 'md')}>
        Crear mi restaurante
      </Link>
    </section>
  );
}
