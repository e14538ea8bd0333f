import { LogOut } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { withRestaurantParam } from '@/lib/restaurant';
import { Brand } from '@/components/ui/brand';
import { isNavItemActive, visibleNavItems } from './nav-items';

type SidebarProps = {
  isAdmin: boolean;
  onLogout: () => void;
  /** Called after a link is followed (closes the mobile drawer). */
  onNavigate?: () => void;
  className?: string;
};

export function Sidebar({ isAdmin, onLogout, onNavigate, className }: SidebarProps) {
  const { pathname, search } = useLocation();

  return (
    <div className={cn('flex h-full flex-col bg-white', className)}>
      <div className="border-b border-stone-200 px-5 py-5">
        <Brand subtitle="WhatsApp IA System" />
      </div>

      <nav aria-label="Principal" className="flex-1 overflow-y-auto px-3 py-4">
        <ul className="space-y-1">
          {visibleNavItems(isAdmin).map((item) => {
            const active = isNavItemActive(item, pathname);
            const Icon = item.icon;
            return (
              <li key={item.to}>
                <Link
                  to={withRestaurantParam(item.to, search)}
                  onClick={onNavigate}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
                    'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-orange-500',
                    active
                      ? 'bg-orange-50 text-orange-700 ring-1 ring-orange-200'
                      : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900',
                  )}
                >
                  <Icon aria-hidden="true" className={cn('size-5', active ? 'text-orange-700' : 'text-stone-400')} />
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <div className="space-y-3 border-t border-stone-200 p-4">
        <div role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2.5">
          <p className="flex items-center gap-2 text-sm font-semibold text-emerald-800">
            <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-emerald-500" />
            Sistema Activo
          </p>
          <p className="mt-0.5 text-xs text-emerald-700">Todos los servicios operando</p>
        </div>
        <button
          type="button"
          onClick={onLogout}
          className="flex w-full items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-stone-700 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-orange-500"
        >
          <LogOut aria-hidden="true" className="size-5" />
          Cerrar Sesión
        </button>
      </div>
    </div>
  );
}
