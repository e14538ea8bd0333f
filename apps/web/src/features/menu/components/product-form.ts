import type { CreateMenuItemInput } from '@/features/menu/api/create-menu-item';
import type { MenuItem } from '@/features/menu/api/get-menu';

export type ProductFormValues = {
  name: string;
  price: string;
  category: string;
  description: string;
  ingredients: string;
  /** Comma-separated: what customers call the product ("coca, refresco de cola"). */
  synonyms?: string;
};

export type ProductFormErrors = Partial<Record<'name' | 'price' | 'category' | 'synonyms', string>>;

/** The same bounds the API enforces. */
export const MAX_SYNONYMS = 20;
export const MAX_SYNONYM_LENGTH = 60;

export const emptyProductForm: ProductFormValues = {
  name: '',
  price: '',
  category: '',
  description: '',
  ingredients: '',
  synonyms: '',
};

/** Spec §5: the price is typed in pesos (step 0.01) and stored in cents. */
export function priceToCents(price: number): number {
  return Math.round(price * 100);
}

/** Comma-separated, trimmed, empty entries dropped. */
export function parseIngredients(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

export function validateProduct(values: ProductFormValues): ProductFormErrors {
  const errors: ProductFormErrors = {};
  if (!values.name.trim()) errors.name = 'El nombre es requerido';
  const price = Number.parseFloat(values.price);
  if (!values.price.trim() || !Number.isFinite(price)) errors.price = 'El precio es requerido';
  else if (price < 0) errors.price = 'El precio no puede ser negativo';
  if (!values.category.trim()) errors.category = 'La categoría es requerida';
  const synonyms = parseIngredients(values.synonyms ?? '');
  if (synonyms.length > MAX_SYNONYMS) errors.synonyms = `Puedes agregar hasta ${MAX_SYNONYMS} sinónimos`;
  else if (synonyms.some((s) => s.length > MAX_SYNONYM_LENGTH))
    errors.synonyms = `Cada sinónimo puede tener hasta ${MAX_SYNONYM_LENGTH} caracteres`;
  return errors;
}

export function toCreateMenuItemInput(values: ProductFormValues): CreateMenuItemInput {
  const description = values.description.trim();
  return {
    name: values.name.trim(),
    description: description || null,
    price: priceToCents(Number.parseFloat(values.price)),
    category: values.category.trim(),
    ingredients: parseIngredients(values.ingredients),
    synonyms: [...new Set(parseIngredients(values.synonyms ?? ''))],
    available: true,
  };
}

/** The add form's fields, filled from an existing item, for the edit dialog. */
export function productFormFrom(item: MenuItem): ProductFormValues {
  return {
    name: item.name,
    price: (item.price / 100).toFixed(2),
    category: item.category,
    description: item.description ?? '',
    ingredients: item.ingredients.join(', '),
    synonyms: (item.synonyms ?? []).join(', '),
  };
}
