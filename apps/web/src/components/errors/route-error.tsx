import { AlertTriangle } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Last-resort screen when a route fails to render or its code fails to load. */
export function RouteError() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-stone-50 px-4">
      <div role="alert" className="max-w-md rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-stone-200">
        <AlertTriangle aria-hidden="true" className="mx-auto mb-4 size-10 text-orange-500" />
        <h1 className="text-xl font-bold">Algo salió mal</h1>
        <p className="mt-2 text-stone-600">Ocurrió un error inesperado. Intenta recargar la página.</p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          Recargar
        </Button>
      </div>
    </main>
  );
}
