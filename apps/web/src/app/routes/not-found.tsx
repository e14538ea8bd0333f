import { Link } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button';

export function NotFoundRoute() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-stone-50 px-4">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-stone-200">
        <p aria-hidden="true" className="text-6xl font-black text-orange-500">
          404
        </p>
        <h1 className="mt-2 text-2xl font-bold text-stone-900">404 Page Not Found</h1>
        <p className="mt-3 text-stone-600">La página que buscas no existe o fue movida.</p>
        <Link to="/" className={buttonClassName('primary', 'md', 'mt-6')}>
          Volver al inicio
        </Link>
      </div>
    </main>
  );
}
