import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import type { PlanInput } from '@/features/plan-config/api/plan-input';
import { formToPlanInput, validatePlanForm, type PlanFormErrors, type PlanFormValues } from '@/features/plan-config/plan-form';

type PlanFormDialogProps = {
  open: boolean;
  mode: 'create' | 'edit';
  initialValues: PlanFormValues;
  saving: boolean;
  onClose: () => void;
  onSubmit: (input: PlanInput) => void;
};

const FORM_ID = 'plan-form';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-semibold tracking-wide text-orange-700 uppercase">{title}</legend>
      {children}
    </fieldset>
  );
}

export function PlanFormDialog({ open, mode, initialValues, saving, onClose, onSubmit }: PlanFormDialogProps) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<PlanFormErrors>({});

  const field = (key: Exclude<keyof PlanFormValues, 'isActive'>) => ({
    id: `plan-${key}`,
    name: key,
    value: values[key],
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `plan-${key}-error` : undefined,
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [key]: value }));
      setErrors((current) => ({ ...current, [key]: undefined }));
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validatePlanForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onSubmit(formToPlanInput(values));
  };

  const submitLabel = saving ? 'Guardando...' : mode === 'create' ? 'Crear Plan' : 'Actualizar Plan';

  return (
    <Dialog
      open={open}
      onClose={saving ? () => {} : onClose}
      title={mode === 'create' ? 'Crear Nuevo Plan' : 'Editar Plan de Suscripción'}
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={saving}>
            Cancelar
          </Button>
          <Button type="submit" form={FORM_ID} disabled={saving}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={submit} noValidate className="space-y-6">
        <Section title="Información Básica">
          <div className="grid gap-3 sm:grid-cols-2">
            <div>
              <Label htmlFor="plan-name" required>
                Nombre del plan
              </Label>
              <Input placeholder="Plan Básico" {...field('name')} />
              <FieldError id="plan-name-error" message={errors.name} />
            </div>
            <div>
              <Label htmlFor="plan-slug" required>
                Slug
              </Label>
              <Input placeholder="basic" autoCapitalize="none" spellCheck={false} {...field('slug')} />
              <FieldError id="plan-slug-error" message={errors.slug} />
            </div>
          </div>
        </Section>

        <Section title="Precios y Límites">
          <div className="grid gap-3 sm:grid-cols-2">
            <div>
              <Label htmlFor="plan-priceMonthly" required>
                Precio mensual (MXN)
              </Label>
              <Input type="number" inputMode="decimal" step="0.01" min="0" placeholder="699.00" {...field('priceMonthly')} />
              <FieldError id="plan-priceMonthly-error" message={errors.priceMonthly} />
            </div>
            <div>
              <Label htmlFor="plan-conversationsLimit" required>
                Límite de conversaciones al mes
              </Label>
              <Input type="number" inputMode="numeric" step="1" min="0" placeholder="400" {...field('conversationsLimit')} />
              <FieldError id="plan-conversationsLimit-error" message={errors.conversationsLimit} />
            </div>
          </div>
        </Section>

        <Section title="Características">
          <div>
            <Label htmlFor="plan-features">Características (separadas por comas)</Label>
            <Textarea rows={3} placeholder="Menú digital, Pedidos por WhatsApp, Reportes semanales" {...field('features')} />
          </div>
        </Section>

        <Section title="Configuración">
          <div className="grid items-end gap-3 sm:grid-cols-2">
            <div>
              <Label htmlFor="plan-displayOrder" required>
                Orden de visualización
              </Label>
              <Input type="number" inputMode="numeric" step="1" placeholder="1" {...field('displayOrder')} />
              <FieldError id="plan-displayOrder-error" message={errors.displayOrder} />
            </div>
            <Switch
              className="pb-2"
              label="Plan activo"
              checked={values.isActive}
              onChange={(isActive) => setValues((current) => ({ ...current, isActive }))}
            />
          </div>
        </Section>
      </form>
    </Dialog>
  );
}
