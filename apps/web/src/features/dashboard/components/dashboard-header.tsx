import { LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { signOut } from '@/lib/auth';

export function DashboardHeader() {
  return (
    <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div>
        <h1 id="page-title" className="text-2xl font-bold text-stone-900 sm:text-3xl">
          Dashboard Principal
        </h1>
        <p className="mt-1 text-stone-600">Monitoreo y gestión del sistema</p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <span className="inline-flex items-center gap-2 rounded-full bg-emerald-50 px-3 py-1.5 text-sm font-medium text-emerald-700 ring-1 ring-emerald-200">
          <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-emerald-500" />
          Sistema Activo
        </span>
        <Button variant="outline" size="sm" onClick={() => void signOut()}>
          <LogOut aria-hidden="true" className="size-4" />
          Cerrar Sesión
        </Button>
      </div>
    </header>
  );
}
