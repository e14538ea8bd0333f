import { Copy } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/lib/toast';
import { useWhatsAppStatus } from '@/lib/whatsapp-status';

export function WebhookUrlField() {
  const id = useId();
  const status = useWhatsAppStatus();
  const url = status.data?.webhookUrl ?? '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success({ title: 'Copiado', description: 'URL del webhook copiada al portapapeles' });
    } catch {
      toast.error({ description: 'No se pudo copiar la URL' });
    }
  };

  return (
    <div>
      <Label htmlFor={id}>URL del webhook</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={url}
          placeholder={status.isPending ? 'Cargando...' : 'No disponible'}
          className="font-mono"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button variant="outline" onClick={copy} disabled={!url} aria-label="Copiar URL del webhook">
          <Copy aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <p className="mt-1 text-xs text-stone-500">Pega esta dirección en la consola de tu proveedor de WhatsApp.</p>
    </div>
  );
}
