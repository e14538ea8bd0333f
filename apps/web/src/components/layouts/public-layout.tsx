import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Brand } from '@/components/ui/brand';

/** Frame for public pages other than the landing page (checkout, setup, pricing...). */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-orange-50 to-stone-50 text-stone-900">
      <header className="border-b border-orange-100 bg-white/80 backdrop-blur">
        <div className="mx-auto flex max-w-6xl items-center px-4 py-3 sm:px-6">
          <Link to="/" aria-label="Comanda, ir al inicio" className="rounded-lg focus-visible:outline-2 focus-visible:outline-orange-500">
            <Brand />
          </Link>
        </div>
      </header>
      <main className="flex-1 px-4 py-8 sm:px-6 sm:py-12">{children}</main>
    </div>
  );
}
