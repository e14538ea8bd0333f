import { PartyPopper } from 'lucide-react';
import { Link } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button';

export function WelcomeRoute() {
  return (
    <section aria-labelledby="welcome-title" className="mx-auto max-w-2xl">
      <div className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-stone-200 sm:p-12">
        <PartyPopper aria-hidden="true" className="mx-auto mb-4 size-12 text-orange-500" />
        <h1 id="welcome-title" className="text-2xl font-bold text-stone-900 sm:text-3xl">
          ¡Bienvenido a Comanda!
        </h1>
        <p className="mt-3 text-stone-600">
          Tu cuenta está lista. Desde el panel podrás configurar tu menú, conectar WhatsApp Business y ver cómo tu asistente toma pedidos
          las 24 horas.
        </p>
        <Link to="/" className={buttonClassName('primary', 'lg', 'mt-8')}>
          Ir al Dashboard
        </Link>
      </div>
    </section>
  );
}
