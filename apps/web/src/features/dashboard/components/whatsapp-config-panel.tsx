import { ExternalLink, Settings } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button';
import { withRestaurantParam } from '@/lib/restaurant';
import type { WhatsAppProvider } from '@/lib/whatsapp-status';

const PORTALS: Record<WhatsAppProvider, { url: string; label: string }> = {
  meta: { url: 'https://developers.facebook.com/apps', label: 'Abrir Meta for Developers' },
  twilio: { url: 'https://console.twilio.com', label: 'Abrir consola de Twilio' },
};

export function WhatsAppConfigPanel({ id, provider }: { id: string; provider: WhatsAppProvider }) {
  const { search } = useLocation();
  const portal = PORTALS[provider];
  return (
    <div id={id} className="space-y-3 rounded-xl border border-stone-200 bg-stone-50 p-4 text-sm">
      <p className="text-stone-700">
        Configura las credenciales del proveedor en API Settings. Obtén el token y el número en el portal de desarrolladores del proveedor.
      </p>
      <div className="flex flex-wrap gap-2">
        <Link to={withRestaurantParam('/api-settings', search)} className={buttonClassName('primary', 'sm')}>
          <Settings aria-hidden="true" className="size-4" />
          Ir a API Settings
        </Link>
        <a href={portal.url} target="_blank" rel="noopener noreferrer" className={buttonClassName('outline', 'sm')}>
          <ExternalLink aria-hidden="true" className="size-4" />
          {portal.label}
          <span className="sr-only"> (se abre en una pestaña nueva)</span>
        </a>
      </div>
    </div>
  );
}
