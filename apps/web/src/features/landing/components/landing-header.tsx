import { Link } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button';
import { Brand } from '@/components/ui/brand';
import { LOGIN_URL } from '@/lib/auth';

export function LandingHeader() {
  return (
    <header className="sticky top-0 z-20 border-b border-orange-100 bg-white/90 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <Brand />
        <nav aria-label="Cuenta" className="flex items-center gap-2">
          <Link to="/admin-login" className={buttonClassName('ghost', 'sm')}>
            Iniciar Sesión
          </Link>
          {/* A server route: the browser must leave the SPA. */}
          <a href={LOGIN_URL} className={buttonClassName('primary', 'sm')}>
            Registrarse
          </a>
        </nav>
      </div>
    </header>
  );
}
