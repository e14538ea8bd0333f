import { useUser } from '@/features/auth/api/get-user';
import { Unauthorized } from '@/features/auth/components/unauthorized';
import { isAdmin } from '@/lib/auth';
import { RestaurantsList } from '@/features/restaurants/components/restaurants-list';

export function RestaurantsRoute() {
  // The protected layout already gates this screen; the check keeps it safe on its own.
  const { isAuthenticated, isLoading, user } = useUser();
  if (!isLoading && !isAuthenticated) return <Unauthorized />;

  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-6xl">
      <header className="mb-6">
        <h1 id="page-title" className="text-2xl font-bold text-stone-900 sm:text-3xl">
          Mis Restaurantes
        </h1>
        <p className="mt-1 text-stone-600">Administra tus restaurantes y sus sitios</p>
      </header>
      <RestaurantsList isAuthenticated={isAuthenticated} isAdmin={isAdmin(user)} />
    </section>
  );
}
