import { ApiSettingsPanel } from '@/features/api-settings/components/api-settings-panel';
import { useUser } from '@/features/auth/api/get-user';
import { isAdmin } from '@/lib/auth';
import { PlatformSection } from './platform-section';

export function ApiSettingsRoute() {
  const { user } = useUser();
  return (
    <section aria-labelledby="page-title" className="mx-auto w-full max-w-4xl">
      <header className="mb-6">
        <h1 id="page-title" className="text-2xl font-bold text-stone-900 sm:text-3xl">
          API Settings
        </h1>
        <p className="mt-1 text-stone-600">Credenciales de WhatsApp y del proveedor de IA del restaurante indicado arriba</p>
      </header>
      <ApiSettingsPanel />
      {isAdmin(user) ? (
        <div className="mt-10">
          <PlatformSection />
        </div>
      ) : null}
    </section>
  );
}
