import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useCreateMenuItem } from '@/features/menu/api/create-menu-item';
import type { MenuItem } from '@/features/menu/api/get-menu';
import { useUpdateMenuItem } from '@/features/menu/api/update-menu-item';
import { OptionGroupsEditor } from './option-groups-editor';
import {
  emptyProductForm,
  productFormFrom,
  toCreateMenuItemInput,
  validateProduct,
  type ProductFormErrors,
  type ProductFormValues,
} from './product-form';

type AddProductDialogProps = {
  open: boolean;
  onClose: () => void;
  categories: string[];
  /** Edit mode: the same form, filled with this item, saved with PATCH. */
  item?: MenuItem;
};

export function AddProductDialog({ open, onClose, categories, item }: AddProductDialogProps) {
  const id = useId();
  const initial = item ? productFormFrom(item) : emptyProductForm;
  const [values, setValues] = useState<ProductFormValues>(initial);
  const [errors, setErrors] = useState<ProductFormErrors>({});
  const createItem = useCreateMenuItem();
  const updateItem = useUpdateMenuItem();
  const create = item ? updateItem : createItem;

  const set = (field: Exclude<keyof ProductFormValues, 'optionGroups'>) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const close = () => {
    setValues(initial);
    setErrors({});
    onClose();
  };

  // The server's per-field message (a name already on the menu, a price it cannot read) goes beside the field too.
  const failed = (description: string) => (cause: unknown) => {
    if (cause instanceof ApiError) {
      const known = ['name', 'price', 'category', 'description', 'synonyms'] as const;
      const fieldErrors: ProductFormErrors = {};
      for (const [key, message] of Object.entries(cause.fields)) {
        const field = known.find((k) => key === k) ?? (key.startsWith('optionGroups') ? 'optionGroups' : null);
        if (field) fieldErrors[field] ??= message;
      }
      if (Object.keys(fieldErrors).length) setErrors(fieldErrors);
    }
    toast.error({ cause, description });
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateProduct(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (item) {
      const { available: _available, ...fields } = toCreateMenuItemInput(values);
      updateItem.mutate(
        { id: item.id, ...fields },
        {
          onSuccess: (saved) => {
            toast.success({ title: 'Producto actualizado', description: saved?.name ?? values.name.trim() });
            onClose();
          },
          onError: failed('No se pudo actualizar el producto'),
        },
      );
      return;
    }
    createItem.mutate(toCreateMenuItemInput(values), {
      onSuccess: (item) => {
        toast.success({ title: 'Producto agregado', description: item?.name ?? values.name.trim() });
        close();
      },
      onError: failed('No se pudo agregar el producto'),
    });
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      size="lg"
      title={item ? 'Editar producto' : 'Agregar producto'}
      description="Los precios se capturan en pesos mexicanos."
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={create.isPending}>
            Cancelar
          </Button>
          <Button type="submit" form={`${id}-form`} disabled={create.isPending}>
            {create.isPending ? 'Guardando...' : item ? 'Guardar cambios' : 'Agregar producto'}
          </Button>
        </>
      }
    >
      <form id={`${id}-form`} noValidate onSubmit={handleSubmit} className="space-y-4">
        <FormField label="Nombre" required error={errors.name}>
          {(control) => <Input {...control} value={values.name} onChange={(e) => set('name')(e.target.value)} />}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Precio (MXN)" required error={errors.price}>
            {(control) => (
              <Input
                {...control}
                inputMode="decimal"
                placeholder="189.00"
                value={values.price}
                onChange={(e) => set('price')(e.target.value)}
              />
            )}
          </FormField>
          <FormField label="Categoría" required error={errors.category}>
            {(control) => (
              <>
                <Input
                  {...control}
                  list={`${id}-categories`}
                  placeholder="Tacos"
                  value={values.category}
                  onChange={(e) => set('category')(e.target.value)}
                />
                <datalist id={`${id}-categories`}>
                  {categories.map((category) => (
                    <option key={category} value={category} />
                  ))}
                </datalist>
              </>
            )}
          </FormField>
        </div>
        <FormField label="Descripción" error={errors.description}>
          {(control) => <Textarea {...control} value={values.description} onChange={(e) => set('description')(e.target.value)} />}
        </FormField>
        <FormField label="Ingredientes" hint="Separa los ingredientes con comas.">
          {(control) => (
            <Input
              {...control}
              placeholder="tortilla, pastor, piña"
              value={values.ingredients}
              onChange={(e) => set('ingredients')(e.target.value)}
            />
          )}
        </FormField>
        <FormField
          label="Sinónimos"
          hint="Cómo le dicen tus clientes, separado por comas. El asistente también los reconoce."
          error={errors.synonyms}
        >
          {(control) => (
            <Input
              {...control}
              placeholder="coca, refresco de cola"
              value={values.synonyms ?? ''}
              onChange={(e) => set('synonyms')(e.target.value)}
            />
          )}
        </FormField>
        <OptionGroupsEditor
          groups={values.optionGroups ?? []}
          onChange={(optionGroups) => setValues((current) => ({ ...current, optionGroups }))}
          error={errors.optionGroups}
        />
      </form>
    </Dialog>
  );
}
