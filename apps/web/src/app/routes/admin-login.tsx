import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button';
import { AdminLoginForm } from '@/features/auth/components/admin-login-form';
import { OWNER_SIGN_IN_URL } from '@/lib/auth';

export function AdminLoginRoute() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-br from-orange-50 via-stone-50 to-emerald-50 px-4 py-10">
      <div className="w-full max-w-md">
        <div className="rounded-2xl bg-white p-8 shadow-lg ring-1 ring-stone-200">
          <div className="mb-6 text-center">
            <span className="mx-auto mb-3 flex size-12 items-center justify-center rounded-full bg-orange-100 text-orange-700">
              <ShieldCheck aria-hidden="true" className="size-6" />
            </span>
            <h1 className="text-2xl font-bold text-stone-900">Panel de Administración</h1>
            <p className="mt-1 text-sm text-stone-600">Ingresa tus credenciales de administrador</p>
          </div>
          <AdminLoginForm />
          <p className="mt-4 rounded-lg bg-orange-50 p-3 text-center text-sm text-stone-800">
            ¿Tienes un restaurante?{' '}
            <a href={OWNER_SIGN_IN_URL} className="font-semibold text-orange-800 underline">
              Inicia sesión aquí
            </a>
          </p>
          <Link to="/" className={buttonClassName('ghost', 'md', 'mt-4 w-full')}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Volver al inicio
          </Link>
        </div>
        <p className="mt-6 text-center text-xs text-stone-500">Acceso restringido para administradores del sistema</p>
      </div>
    </main>
  );
}
