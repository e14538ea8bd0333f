import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { serverReason } from '@/lib/api-client';
import { useTemplates, type MessageTemplate, type TemplateChoice } from '@/features/conversations/api/get-templates';

type Props = {
  /** Fetches the list only while shown. */
  enabled: boolean;
  pending: boolean;
  submitLabel: string;
  onSend: (choice: TemplateChoice) => void;
};

/** What the customer will read, variables filled as typed (empty ones shown as their label). */
function preview(template: MessageTemplate, values: string[]) {
  return template.segments.map((s, i) =>
    typeof s === 'string' ? (
      <span key={i}>{s}</span>
    ) : (
      <mark key={i} className="rounded bg-orange-100 px-0.5 text-orange-900">
        {values[s.variable]?.trim() || template.variables[s.variable]!.label}
      </mark>
    ),
  );
}

/** Pick an approved template, fill its variables, send: the only message WhatsApp allows after 24 hours. */
export function TemplatePicker({ enabled, pending, submitLabel, onSend }: Props) {
  const { data, error, isPending } = useTemplates(enabled);
  const [templateId, setTemplateId] = useState('');
  const [values, setValues] = useState<string[]>([]);
  const id = useId();
  const template = data?.find((t) => t.id === templateId) ?? null;
  const missing = template ? template.variables.some((_, i) => !values[i]?.trim()) : true;

  if (error)
    return (
      <p role="alert" className="text-sm text-red-700">
        {serverReason(error) ?? 'No se pudieron cargar las plantillas'}
      </p>
    );
  if (isPending) return <p className="text-sm text-stone-500">Cargando plantillas...</p>;
  if (data.length === 0) {
    return (
      <p className="text-sm text-stone-600">
        No hay plantillas aprobadas. Créalas en WhatsApp Manager (Meta) o en Content Template Builder (Twilio) y espera su aprobación.
      </p>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!template || missing || pending) return;
    onSend({ templateId: template.id, variables: template.variables.map((_, i) => values[i]!.trim()) });
  };

  return (
    <form className="space-y-3" onSubmit={submit} aria-label="Enviar plantilla">
      <div>
        <Label htmlFor={`${id}-template`}>Plantilla aprobada</Label>
        <Select
          id={`${id}-template`}
          value={templateId}
          onChange={(e) => {
            setTemplateId(e.target.value);
            setValues([]);
          }}
          options={[
            { value: '', label: 'Elige una plantilla', disabled: true },
            ...data.map((t) => ({ value: t.id, label: `${t.name} (${t.language})` })),
          ]}
        />
      </div>
      {template ? (
        <>
          {template.variables.map((v, i) => (
            <div key={v.key}>
              <Label htmlFor={`${id}-var-${i}`}>Variable {v.label}</Label>
              <Input
                id={`${id}-var-${i}`}
                value={values[i] ?? ''}
                maxLength={1024}
                placeholder={v.example ? `Ej. ${v.example}` : undefined}
                onChange={(e) => setValues((current) => Object.assign([...current], { [i]: e.target.value }))}
              />
            </div>
          ))}
          <div>
            <p className="text-xs font-medium text-stone-600">Vista previa</p>
            <p
              data-testid="template-preview"
              className="mt-1 whitespace-pre-wrap rounded-lg border border-stone-200 bg-stone-50 p-2 text-sm text-stone-800"
            >
              {preview(template, values)}
            </p>
          </div>
        </>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" size="sm" disabled={!template || missing || pending}>
          {pending ? 'Enviando...' : submitLabel}
        </Button>
      </div>
    </form>
  );
}
