import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import type { TemplateChoice } from '@/features/conversations/api/get-templates';
import { TemplatePicker } from './template-picker';

/** What the server answered when not everyone got the message. */
export type BulkOutcome =
  | { kind: 'outside'; error: string; outsideWindow: string[] }
  | { kind: 'partial'; error: string; sent: number; failed: Array<{ phoneNumber: string; error: string }> };

export type BulkPayload = { message: string } | { template: TemplateChoice };

type Props = {
  open: boolean;
  count: number;
  pending: boolean;
  /** Set after a refused or partly failed send: shown in the dialog, which stays open. */
  outcome?: BulkOutcome | null;
  onClose: () => void;
  onSend: (payload: BulkPayload) => void;
};

export function BulkMessageDialog({ open, count, pending, outcome = null, onClose, onSend }: Props) {
  const [message, setMessage] = useState('');
  const [mode, setMode] = useState<'text' | 'template'>('text');
  const id = useId();
  const blank = message.trim() === '';
  // Someone is outside the 24-hour window: WhatsApp takes only a template for them.
  const templateOnly = outcome?.kind === 'outside';
  const current = templateOnly ? 'template' : mode;
  const close = () => {
    setMessage('');
    setMode('text');
    onClose();
  };
  const submit = () => {
    if (blank || count === 0 || pending) return;
    onSend({ message: message.trim() });
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Enviar Mensaje Masivo"
      description={`El mensaje se enviará a ${count} ${count === 1 ? 'cliente' : 'clientes'}.`}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            {outcome?.kind === 'partial' ? 'Cerrar' : 'Cancelar'}
          </Button>
          {current === 'text' ? (
            <Button onClick={submit} disabled={blank || count === 0 || pending}>
              Enviar mensaje
            </Button>
          ) : null}
        </>
      }
    >
      <div role="radiogroup" aria-label="Tipo de mensaje" className="mb-3 flex gap-2">
        {(['text', 'template'] as const).map((value) => (
          <label
            key={value}
            className="flex cursor-pointer items-center gap-2 rounded-lg border border-stone-200 px-3 py-1.5 text-sm has-checked:border-orange-500 has-checked:bg-orange-50"
          >
            <input
              type="radio"
              name={`${id}-mode`}
              className="accent-orange-600"
              checked={current === value}
              disabled={templateOnly && value === 'text'}
              onChange={() => setMode(value)}
            />
            {value === 'text' ? 'Texto libre' : 'Plantilla'}
          </label>
        ))}
      </div>
      {outcome ? <BulkOutcomeReport outcome={outcome} /> : null}
      {current === 'text' ? (
        <>
          <Label htmlFor={id}>Mensaje</Label>
          <Textarea id={id} rows={5} value={message} onChange={(e) => setMessage(e.target.value)} placeholder="Escribe tu mensaje..." />
          <p className="mt-1 text-xs text-stone-500">
            WhatsApp solo permite texto libre a clientes que escribieron en las últimas 24 horas; para los demás usa una plantilla aprobada.
          </p>
        </>
      ) : (
        <TemplatePicker
          enabled={open}
          pending={pending}
          submitLabel="Enviar plantilla"
          onSend={(template) => count > 0 && onSend({ template })}
        />
      )}
    </Dialog>
  );
}

/** Who could not be reached and why: nothing is left for the operator to guess. */
function BulkOutcomeReport({ outcome }: { outcome: BulkOutcome }) {
  if (outcome.kind === 'outside') {
    return (
      <div role="alert" className="mb-3 rounded-lg border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">
        <p>{outcome.error}</p>
        <p className="mt-1 text-xs">Fuera de la ventana: {outcome.outsideWindow.join(', ')}</p>
      </div>
    );
  }
  return (
    <div role="alert" className="mb-3 rounded-lg border border-red-300 bg-red-50 p-2 text-sm text-red-900">
      <p className="font-medium">
        Enviado a {outcome.sent}; no enviado a {outcome.failed.length}:
      </p>
      <ul className="mt-1 max-h-40 list-disc space-y-0.5 overflow-y-auto pl-5 text-xs">
        {outcome.failed.map((f) => (
          <li key={f.phoneNumber}>
            {f.phoneNumber}: {f.error}
          </li>
        ))}
      </ul>
    </div>
  );
}
