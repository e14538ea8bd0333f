import { PlayCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button, buttonClassName } from '@/components/ui/button';

const CLAIMS = [
  { value: '95%', label: 'de los pedidos se toman sin intervención humana' },
  { value: '24/7', label: 'atención sin descansos, ni en días festivos' },
  { value: '+35%', label: 'más ventas en horas pico' },
] as const;

type HeroProps = {
  onShowDemo: () => void;
};

export function Hero({ onShowDemo }: HeroProps) {
  return (
    <section aria-labelledby="hero-title" className="bg-gradient-to-b from-orange-50 via-amber-50/40 to-white">
      <div className="mx-auto max-w-6xl px-4 pt-14 pb-16 text-center sm:px-6 sm:pt-20">
        <p className="mx-auto mb-4 inline-flex items-center gap-2 rounded-full bg-emerald-100 px-3 py-1 text-sm font-medium text-emerald-800">
          <span aria-hidden="true" className="size-2 rounded-full bg-emerald-500" />
          Asistente de pedidos por WhatsApp con IA
        </p>
        <h1 id="hero-title" className="mx-auto max-w-3xl text-4xl font-extrabold tracking-tight text-stone-900 sm:text-5xl">
          Recibe los pedidos de tu restaurante por WhatsApp, <span className="text-orange-700">sin perder ni uno</span>
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-stone-600">
          Comanda contesta a tus clientes al instante, les muestra el menú, arma el pedido con tus precios y te lo manda listo para la
          cocina. Tú te dedicas a cocinar; la IA se encarga del chat.
        </p>
        <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Link to="/pricing" className={buttonClassName('primary', 'lg', 'w-full sm:w-auto')}>
            Ver Planes
          </Link>
          <Button variant="outline" size="lg" className="w-full sm:w-auto" onClick={onShowDemo}>
            <PlayCircle aria-hidden="true" className="size-5 text-emerald-700" />
            Ver Demo
          </Button>
        </div>
        <dl className="mx-auto mt-12 grid max-w-3xl grid-cols-1 gap-4 sm:grid-cols-3">
          {CLAIMS.map((claim) => (
            <div key={claim.value} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-orange-100">
              <dt className="sr-only">{claim.label}</dt>
              <dd className="text-3xl font-extrabold text-orange-700">{claim.value}</dd>
              <dd className="mt-1 text-sm text-stone-600">{claim.label}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
