import { ProfileForm } from '@/features/profile/components/profile-form';

export function ProfileRoute() {
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-4xl">
      <header className="mb-6">
        <h1 id="page-title" className="text-2xl font-bold text-stone-900 sm:text-3xl">
          Perfil del restaurante
        </h1>
        <p className="mt-1 text-stone-600">
          Dirección, teléfono, horario, entregas, pagos y promociones que el asistente da a tus clientes
        </p>
      </header>
      <ProfileForm />
    </section>
  );
}
