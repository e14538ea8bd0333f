import { LockKeyhole } from 'lucide-react';
import { useEffect } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { signInUrlReturningTo, UNAUTHORIZED_REDIRECT_MS } from '@/lib/auth';
import { browser } from '@/lib/browser';

/** Shown on an internal screen without a session; sends the browser to sign in, and back to this screen after. */
export function Unauthorized() {
  useEffect(() => {
    const here = `${window.location.pathname}${window.location.search}`;
    const timer = window.setTimeout(() => browser.navigate(signInUrlReturningTo(here)), UNAUTHORIZED_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <main className="flex min-h-dvh items-center justify-center bg-stone-50 px-4">
      <div role="alert" className="w-full max-w-sm rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-stone-200">
        <LockKeyhole aria-hidden="true" className="mx-auto mb-4 size-10 text-orange-500" />
        <h1 className="text-xl font-bold text-stone-900">No autorizado</h1>
        <p className="mt-2 text-stone-600">Iniciando sesión...</p>
        <Spinner className="mt-6" label="Redirigiendo al inicio de sesión" />
      </div>
    </main>
  );
}
