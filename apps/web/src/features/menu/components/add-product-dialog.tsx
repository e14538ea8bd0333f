import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { toast } from '../../../lib/toast';
import { useCreateMenuItem } from '../api/create-menu-item';
import type { MenuItem } from '../api/get-menu';
import { useUpdateMenuItem } from '../api/update-menu-item';
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

  const set = (field: keyof ProductFormValues) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const close = () => {
    setValues(initial);
    setErrors({});
    onClose();
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
          onError: (cause) => toast.error({ cause, description: 'No se pudo actualizar el producto' }),
        },
      );
      return;
    }
    createItem.mutate(toCreateMenuItemInput(values), {
      onSuccess: (item) => {
        toast.success({ title: 'Producto agregado', description: item?.name ?? values.name.trim() });
        close();
      },
      onError: (cause) => toast.error({ cause, description: 'No se pudo agregar el producto' }),
    });
  };

  const field = (name: keyof ProductFormErrors) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <Dialog
      open={open}
      onClose={close}
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
        <div>
          <Label htmlFor={`${id}-name`} required>Nombre</Label>
          <Input {...field('name')} value={values.name} onChange={(e) => set('name')(e.target.value)} />
          <FieldError id={`${id}-name-error`} message={errors.name} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <Label htmlFor={`${id}-price`} required>Precio (MXN)</Label>
            <Input
              {...field('price')}
              type="number"
              inputMode="decimal"
              step="0.01"
              min="0"
              placeholder="189.00"
              value={values.price}
              onChange={(e) => set('price')(e.target.value)}
            />
            <FieldError id={`${id}-price-error`} message={errors.price} />
          </div>
          <div>
            <Label htmlFor={`${id}-category`} required>Categoría</Label>
            <Input
              {...field('category')}
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
            <FieldError id={`${id}-category-error`} message={errors.category} />
          </div>
        </div>
        <div>
          <Label htmlFor={`${id}-description`}>Descripción</Label>
          <Textarea
            id={`${id}-description`}
            value={values.description}
            onChange={(e) => set('description')(e.target.value)}
          />
        </div>
        <div>
          <Label htmlFor={`${id}-ingredients`}>Ingredientes</Label>
          <Input
            id={`${id}-ingredients`}
            aria-describedby={`${id}-ingredients-hint`}
            placeholder="tortilla, pastor, piña"
            value={values.ingredients}
            onChange={(e) => set('ingredients')(e.target.value)}
          />
          <p id={`${id}-ingredients-hint`} className="mt-1 text-xs text-stone-500">
            Separa los ingredientes con comas.
          </p>
        </div>
        <div>
          <Label htmlFor={`${id}-synonyms`}>Sinónimos</Label>
          <Input
            {...field('synonyms')}
            aria-describedby={errors.synonyms ? `${id}-synonyms-error` : `${id}-synonyms-hint`}
            placeholder="coca, refresco de cola"
            value={values.synonyms ?? ''}
            onChange={(e) => set('synonyms')(e.target.value)}
          />
          <p id={`${id}-synonyms-hint`} className="mt-1 text-xs text-stone-500">
            Cómo le dicen tus clientes, separado por comas. El asistente también los reconoce.
          </p>
          <FieldError id={`${id}-synonyms-error`} message={errors.synonyms} />
        </div>
      </form>
    </Dialog>
  );
}
