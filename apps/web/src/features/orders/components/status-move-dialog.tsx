import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { Order, OrderStatus } from '@/features/orders/api/get-orders';
import { useStatusMessages } from '@/features/orders/api/get-status-messages';
import { STATUS_LABELS } from './order-filters';
import { orderNumber } from './order-number';

/** Reasons staff pick most; the customer reads the chosen one after "tuvimos que cancelar tu pedido #0007:". */
export const CANCEL_REASONS = [
  'se nos terminó un producto de tu pedido',
  'la dirección está fuera de nuestra zona de entrega',
  'estamos por cerrar y ya no alcanzamos a prepararlo',
  'no pudimos confirmar el pedido contigo',
];
const OTHER = 'otro';
const ETA_CHOICES = [15, 30, 45, 60];

/** A move that asks something first: the reason (Cancelado) or the estimated time (Preparando, En camino). */
export const needsDetails = (status: OrderStatus) => status === 'cancelled' || status === 'preparing' || status === 'on_the_way';

/** Mount it with `key={status}` so each opening starts from the defaults. */
type StatusMoveDialogProps = {
  order: Order;
  status: OrderStatus | null;
  pending: boolean;
  onClose: () => void;
  onConfirm: (details: { reason?: string; etaMinutes?: number }) => void;
};

export function StatusMoveDialog({ order, status, pending, onClose, onConfirm }: StatusMoveDialogProps) {
  const id = useId();
  const defaults = useStatusMessages();
  const defaultEta = defaults.data?.settings.defaultEtaMinutes ?? 30;
  const [reason, setReason] = useState(CANCEL_REASONS[0]!);
  const [otherReason, setOtherReason] = useState('');
  // Untouched, it follows the order's estimate or the restaurant's default (which may load after opening).
  const [typedEta, setEta] = useState<string | null>(null);
  const eta = typedEta ?? String(order.etaMinutes ?? defaultEta);

  const cancelling = status === 'cancelled';
  const finalReason = reason === OTHER ? otherReason.trim() : reason;
  const minutes = Number(eta);
  const valid = cancelling ? finalReason.length > 0 : Number.isInteger(minutes) && minutes >= 1 && minutes <= 1440;
  const confirm = () => {
    if (!valid) return;
    onConfirm(cancelling ? { reason: finalReason } : { etaMinutes: minutes });
  };
  const pickup = order.fulfillment === 'pickup';
  const title = status
    ? cancelling
      ? `¿Cancelar el pedido #${orderNumber(order)}?`
      : `Pedido #${orderNumber(order)}: ${status === 'on_the_way' && pickup ? 'Listo para recoger' : STATUS_LABELS[status]}`
    : '';

  return (
    <Dialog
      open={status !== null}
      onClose={onClose}
      title={title}
      size="sm"
      description={cancelling ? 'El cliente recibirá el motivo por WhatsApp.' : 'El cliente recibirá el tiempo estimado por WhatsApp.'}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {cancelling ? 'No cancelar' : 'Volver'}
          </Button>
          <Button variant={cancelling ? 'danger' : 'primary'} onClick={confirm} disabled={pending || !valid}>
            {cancelling ? 'Cancelar pedido' : 'Guardar y avisar'}
          </Button>
        </>
      }
    >
      {cancelling ? (
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium text-stone-900">Motivo</legend>
          {[...CANCEL_REASONS, OTHER].map((value) => (
            <label key={value} className="flex items-start gap-2 text-sm text-stone-800">
              <input
                type="radio"
                name={`${id}-reason`}
                value={value}
                checked={reason === value}
                onChange={() => setReason(value)}
                className="mt-1 accent-orange-600"
              />
              <span>{value === OTHER ? 'Otro motivo' : value.charAt(0).toUpperCase() + value.slice(1)}</span>
            </label>
          ))}
          {reason === OTHER ? (
            <Textarea
              aria-label="Escribe el motivo"
              placeholder="Escribe el motivo que leerá el cliente"
              maxLength={300}
              value={otherReason}
              onChange={(e) => setOtherReason(e.target.value)}
            />
          ) : null}
        </fieldset>
      ) : (
        <div className="space-y-2">
          <Label htmlFor={`${id}-eta`}>Tiempo estimado (minutos)</Label>
          <div className="flex flex-wrap gap-2">
            {ETA_CHOICES.map((m) => (
              <Button key={m} size="sm" variant={eta === String(m) ? 'primary' : 'outline'} onClick={() => setEta(String(m))}>
                {m} min
              </Button>
            ))}
          </div>
          <Input
            id={`${id}-eta`}
            type="number"
            min={1}
            max={1440}
            inputMode="numeric"
            value={eta}
            onChange={(e) => setEta(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && confirm()}
          />
        </div>
      )}
    </Dialog>
  );
}
