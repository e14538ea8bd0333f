import { Dialog, DialogPanel } from '@headlessui/react';
import { Menu, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useRestaurantCacheReset } from '@/hooks/use-restaurant-cache-reset';
import { signOut } from '@/lib/auth';
import { Brand } from '@/components/ui/brand';
import { Sidebar } from './sidebar';

type AppLayoutProps = {
  isAdmin: boolean;
  children: ReactNode;
};

export function AppLayout({ isAdmin, children }: AppLayoutProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  useRestaurantCacheReset();
  const logout = () => void signOut();

  return (
    <div className="min-h-dvh bg-stone-50 text-stone-900">
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        Saltar al contenido
      </a>

      {/* Desktop: fixed sidebar from md up. */}
      <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 border-r border-stone-200 md:block">
        <Sidebar isAdmin={isAdmin} onLogout={logout} />
      </aside>

      {/* Mobile: top bar with a menu button that opens the sidebar as a drawer. */}
      <header className="sticky top-0 z-20 flex items-center justify-between border-b border-stone-200 bg-white/95 px-4 py-3 backdrop-blur md:hidden">
        <Brand />
        <button
          type="button"
          onClick={() => setMenuOpen(true)}
          aria-expanded={menuOpen}
          aria-label="Abrir menú"
          className="rounded-lg p-2 text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-orange-500"
        >
          <Menu aria-hidden="true" className="size-6" />
        </button>
      </header>

      <Dialog open={menuOpen} onClose={setMenuOpen} aria-label="Menú de navegación" className="relative z-40 md:hidden">
        <div aria-hidden="true" className="fixed inset-0 bg-stone-900/40" />
        <DialogPanel className="fixed inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col shadow-xl">
          <button
            type="button"
            onClick={() => setMenuOpen(false)}
            aria-label="Cerrar menú"
            className="absolute top-4 right-3 z-10 rounded-lg p-2 text-stone-600 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-orange-500"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
          <Sidebar isAdmin={isAdmin} onLogout={logout} onNavigate={() => setMenuOpen(false)} />
        </DialogPanel>
      </Dialog>

      <main id="main-content" tabIndex={-1} className="px-4 py-6 focus:outline-none sm:px-6 md:ml-64 lg:px-10 lg:py-8">
        {children}
      </main>
    </div>
  );
}
