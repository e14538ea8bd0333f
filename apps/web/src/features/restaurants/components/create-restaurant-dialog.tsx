import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { LOGIN_URL, UNAUTHORIZED_REDIRECT_MS } from '@/lib/auth';
import { browser } from '@/lib/browser';
import { isUnauthorized } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateRestaurant } from '@/lib/create-restaurant';
import {
  emptyRestaurantForm,
  toCreateRestaurantInput,
  validateRestaurant,
  type RestaurantFormErrors,
  type RestaurantFormValues,
} from './restaurant-form';
import { siteAddress } from '@/lib/subdomain';

type CreateRestaurantDialogProps = { open: boolean; onClose: () => void };

export function CreateRestaurantDialog({ open, onClose }: CreateRestaurantDialogProps) {
  const id = useId();
  const [values, setValues] = useState<RestaurantFormValues>(emptyRestaurantForm);
  const [errors, setErrors] = useState<RestaurantFormErrors>({});
  const create = useCreateRestaurant();
  const redirectTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const close = () => {
    setValues(emptyRestaurantForm);
    setErrors({});
    onClose();
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateRestaurant(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(toCreateRestaurantInput(values), {
      onSuccess: (restaurant) => {
        toast.success({ title: 'Restaurante creado', description: restaurant?.name ?? values.name.trim() });
        close();
      },
      onError: (error) => {
        if (isUnauthorized(error)) {
          toast.error({ title: 'No autorizado', description: 'Iniciando sesión de nuevo...' });
          redirectTimer.current = window.setTimeout(() => browser.navigate(LOGIN_URL), UNAUTHORIZED_REDIRECT_MS);
          return;
        }
        toast.error({ cause: error, description: 'No se pudo crear el restaurante' });
      },
    });
  };

  const field = (name: keyof RestaurantFormValues, label: string, opts: { required?: boolean; type?: string; hint?: string } = {}) => {
    return (
      <FormField label={label} required={opts.required} hint={opts.hint} error={errors[name as keyof RestaurantFormErrors]}>
        {(control) => (
          <Input
            {...control}
            type={opts.type ?? 'text'}
            value={values[name]}
            onChange={(e) => setValues((c) => ({ ...c, [name]: e.target.value }))}
          />
        )}
      </FormField>
    );
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Crear restaurante"
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={create.isPending}>
            Cancelar
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={create.isPending}>
            {create.isPending ? 'Creando...' : 'Crear restaurante'}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} noValidate onSubmit={handleSubmit} className="space-y-4">
        {field('name', 'Nombre', { required: true })}
        {field('subdomain', 'Subdominio', {
          required: true,
          hint: `Tu sitio: ${siteAddress(values.subdomain.trim() || 'mi-restaurante')}`,
        })}
        <FormField label="Descripción">
          {(control) => (
            <Textarea {...control} value={values.description} onChange={(e) => setValues((c) => ({ ...c, description: e.target.value }))} />
          )}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          {field('phone', 'Teléfono', { type: 'tel' })}
          {field('email', 'Correo electrónico', { type: 'email' })}
        </div>
        {field('address', 'Dirección')}
      </form>
    </Dialog>
  );
}
