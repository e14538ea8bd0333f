import { AlertTriangle, XCircle } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button';
import { withRestaurantParam } from '@/lib/restaurant';
import type { WhatsAppStatus } from '@/lib/whatsapp-status';

type Props = { status: Pick<WhatsAppStatus, 'configured' | 'hasAccessToken' | 'hasVerifyToken'> };

/** Spec §4: the three banners of the WhatsApp card. */
export function WhatsAppBanners({ status }: Props) {
  const { search } = useLocation();
  const expired = !status.configured && status.hasAccessToken;
  const noToken = !status.hasAccessToken;
  const noVerify = status.hasAccessToken && !status.hasVerifyToken;

  return (
    <>
      {expired ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          <p className="flex items-center gap-2 font-semibold">
            <XCircle aria-hidden="true" className="size-4" />
            Access Token expirado
          </p>
          <p className="mt-1">Los mensajes llegan, pero la IA no puede responder. Necesitas generar un nuevo token de acceso permanente.</p>
          <Link to={withRestaurantParam('/api-settings', search)} className={buttonClassName('danger', 'sm', 'mt-3')}>
            Renovar Token
          </Link>
        </div>
      ) : null}
      {noToken ? (
        <Warning title="Access Token no configurado">
          Configura tu Access Token en API Settings para que el asistente pueda responder.
        </Warning>
      ) : null}
      {noVerify ? (
        <Warning title="Verify Token faltante">Configura el Verify Token para que el proveedor pueda validar tu webhook.</Warning>
      ) : null}
    </>
  );
}

function Warning({ title, children }: { title: string; children: string }) {
  return (
    <div role="status" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
      <p className="flex items-center gap-2 font-semibold">
        <AlertTriangle aria-hidden="true" className="size-4" />
        {title}
      </p>
      <p className="mt-1">{children}</p>
    </div>
  );
}
