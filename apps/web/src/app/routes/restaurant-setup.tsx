import { PublicLayout } from '@/components/layouts/public-layout';
import { RestaurantSetupForm } from '@/features/onboarding/components/restaurant-setup-form';

export function RestaurantSetupRoute() {
  return (
    <PublicLayout>
      <div className="mx-auto w-full max-w-lg rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8">
        <header className="mb-6 text-center">
          <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">Configura tu restaurante</h1>
          <p className="mt-1 text-stone-600">Elige el nombre y la dirección web de tu restaurante</p>
        </header>
        <RestaurantSetupForm />
      </div>
    </PublicLayout>
  );
}
