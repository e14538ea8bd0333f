import { Copy, MessageCircle, Settings } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClassName } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { phoneDigits } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useSaveWhatsAppConfig, useWhatsAppStatus, type WhatsAppProvider, type WhatsAppStatus } from '@/lib/whatsapp-status';
import { WhatsAppBanners } from './whatsapp-banners';
import { WhatsAppConfigPanel } from './whatsapp-config-panel';

const GREETING = '¡Hola! Quiero hacer un pedido';

const PROVIDERS = [
  { value: 'meta', label: 'Meta WhatsApp Business API' },
  { value: 'twilio', label: 'Twilio API for WhatsApp' },
];

export function chatLink(phone: string): string {
  return `https://wa.me/${phoneDigits(phone)}?text=${encodeURIComponent(GREETING)}`;
}

/** Until the status arrives: nothing configured, on the default provider. */
const EMPTY: WhatsAppStatus = {
  configured: false,
  provider: 'meta',
  hasAccessToken: false,
  hasVerifyToken: false,
  phoneNumber: null,
  webhookUrl: '',
};

export function WhatsAppCard() {
  const { data, isPending } = useWhatsAppStatus();
  const status = data ?? EMPTY;
  const [panelOpen, setPanelOpen] = useState(false);
  const [chosen, setChosen] = useState<WhatsAppProvider | null>(null);
  const [pendingProvider, setPendingProvider] = useState<WhatsAppProvider | null>(null);
  const provider: WhatsAppProvider = chosen ?? status.provider;
  const ids = { panel: useId(), provider: useId(), webhook: useId() };
  const save = useSaveWhatsAppConfig({
    onSuccess: () => toast.success({ title: 'Configuración guardada', description: 'Proveedor de WhatsApp actualizado' }),
    onError: (cause) => {
      setChosen(null);
      toast.error({ cause, description: 'No se pudo guardar la configuración' });
    },
  });

  const applyProvider = (value: WhatsAppProvider) => {
    setChosen(value);
    save.mutate({ provider: value });
  };
  // A live configuration stops sending and receiving when the provider changes: ask first.
  const live = status.configured || status.hasAccessToken;
  const changeProvider = (value: WhatsAppProvider) => {
    if (value === provider) return;
    if (live) setPendingProvider(value);
    else applyProvider(value);
  };

  const copyWebhook = async () => {
    try {
      await navigator.clipboard.writeText(status.webhookUrl ?? '');
      toast.success({ title: 'Copiado', description: 'URL del webhook copiada al portapapeles' });
    } catch {
      toast.error({ description: 'No se pudo copiar' });
    }
  };

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>
          <MessageCircle aria-hidden="true" className="size-5 text-emerald-700" />
          WhatsApp Business
        </CardTitle>
        {isPending ? null : <Badge variant={status.configured ? 'green' : 'red'}>{status.configured ? 'Conectado' : 'Desconectado'}</Badge>}
      </CardHeader>
      <CardContent className="space-y-4">
        {isPending ? null : <WhatsAppBanners status={status} />}
        <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-3">
          <Fact term="Número de teléfono" value={status.phoneNumber || 'No configurado'} />
          <Fact term="Access Token" value={status.hasAccessToken ? 'Configurado' : 'No configurado'} ok={status.hasAccessToken} />
          <Fact term="Verify Token" value={status.hasVerifyToken ? 'Configurado' : 'No configurado'} ok={status.hasVerifyToken} />
        </dl>

        <div>
          <Label htmlFor={ids.provider}>Proveedor</Label>
          <Select
            id={ids.provider}
            value={provider}
            options={PROVIDERS}
            disabled={save.isPending}
            onChange={(e) => changeProvider(e.target.value as WhatsAppProvider)}
          />
        </div>

        <p className="flex items-center gap-2 text-sm text-stone-700">
          <span aria-hidden="true" className="size-2 rounded-full bg-emerald-500" />
          <span className="font-medium">Webhook:</span> Activo y recibiendo mensajes
        </p>

        <div>
          <Label htmlFor={ids.webhook}>URL del Webhook</Label>
          <div className="flex gap-2">
            <Input id={ids.webhook} readOnly value={status.webhookUrl ?? ''} className="font-mono text-xs" />
            <Button variant="outline" onClick={copyWebhook} aria-label="Copiar URL del webhook">
              <Copy aria-hidden="true" className="size-4" />
            </Button>
          </div>
        </div>

        <div className="flex flex-wrap gap-2">
          <Button variant="outline" aria-expanded={panelOpen} aria-controls={ids.panel} onClick={() => setPanelOpen((o) => !o)}>
            <Settings aria-hidden="true" className="size-4" />
            Configurar
          </Button>
          {status.phoneNumber ? (
            <a href={chatLink(status.phoneNumber)} target="_blank" rel="noopener noreferrer" className={buttonClassName('success')}>
              <MessageCircle aria-hidden="true" className="size-4" />
              Abrir Chat
            </a>
          ) : null}
        </div>
        {panelOpen ? <WhatsAppConfigPanel id={ids.panel} provider={provider} /> : null}
        <ConfirmDialog
          open={pendingProvider !== null}
          onClose={() => setPendingProvider(null)}
          onConfirm={() => {
            if (pendingProvider) applyProvider(pendingProvider);
            setPendingProvider(null);
          }}
          title="¿Cambiar de proveedor?"
          message={`WhatsApp de este restaurante está configurado con ${PROVIDERS.find((p) => p.value === provider)?.label}. Si cambias a ${
            PROVIDERS.find((p) => p.value === pendingProvider)?.label ?? ''
          }, dejará de enviar y recibir mensajes hasta que captures las credenciales del nuevo proveedor en API Settings.`}
          confirmLabel="Cambiar proveedor"
          tone="danger"
        />
      </CardContent>
    </Card>
  );
}

function Fact({ term, value, ok }: { term: string; value: string; ok?: boolean }) {
  return (
    <div className="rounded-lg bg-stone-50 px-3 py-2">
      <dt className="text-xs text-stone-500">{term}</dt>
      <dd className={ok === undefined ? 'font-medium text-stone-900' : ok ? 'font-medium text-emerald-700' : 'font-medium text-amber-700'}>
        {value}
      </dd>
    </div>
  );
}
