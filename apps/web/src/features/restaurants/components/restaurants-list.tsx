import { Plus, Store } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useAdminUsage } from '@/features/restaurants/api/get-admin-usage';
import { useRestaurants } from '@/features/restaurants/api/get-restaurants';
import { CreateRestaurantDialog } from './create-restaurant-dialog';
import { RestaurantCard } from './restaurant-card';

/** Spec §6: the list is only requested for a signed-in user. */
export function RestaurantsList({ isAuthenticated, isAdmin = false }: { isAuthenticated: boolean; isAdmin?: boolean }) {
  const restaurants = useRestaurants({ enabled: isAuthenticated });
  // The administrator sees each restaurant's month against its plan's limit.
  const usage = useAdminUsage({ enabled: isAuthenticated && isAdmin });
  const [creating, setCreating] = useState(false);
  const create = (
    <Button onClick={() => setCreating(true)}>
      <Plus aria-hidden="true" className="size-4" />
      Nuevo restaurante
    </Button>
  );

  return (
    <div className="space-y-6">
      <div className="flex justify-end">{create}</div>
      {restaurants.isPending ? (
        <Spinner label="Cargando restaurantes..." className="py-12" />
      ) : restaurants.isError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-sm text-red-700">
          No se pudieron cargar los restaurantes.
        </p>
      ) : restaurants.data.length === 0 ? (
        <EmptyState
          icon={Store}
          title="No tienes restaurantes aún"
          description="Crea tu primer restaurante para empezar a recibir pedidos."
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {restaurants.data.map((restaurant) => (
            <li key={restaurant.id}>
              <RestaurantCard restaurant={restaurant} usage={usage.data?.find((u) => u.restaurantId === restaurant.id)} />
            </li>
          ))}
        </ul>
      )}
      <CreateRestaurantDialog open={creating} onClose={() => setCreating(false)} />
    </div>
  );
}
