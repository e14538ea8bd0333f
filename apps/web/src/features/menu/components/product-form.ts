import { readPrice } from '@core/menu/price-text';
import type { CreateMenuItemInput } from '@/features/menu/api/create-menu-item';
import type { MenuItem } from '@/features/menu/api/get-menu';
import { groupsFromForm, groupsToForm, validateGroups, type OptionGroupForm } from './option-groups-form';

export type ProductFormValues = {
  name: string;
  price: string;
  category: string;
  description: string;
  ingredients: string;
  /** Comma-separated: what customers call the product ("coca, refresco de cola"). */
  synonyms?: string;
  /** Sizes, sauces, extras and removable ingredients, as the editor holds them. */
  optionGroups?: OptionGroupForm[];
};

export type ProductFormErrors = Partial<Record<'name' | 'price' | 'category' | 'synonyms' | 'description' | 'optionGroups', string>>;

/** The same bounds the API enforces (core/menu/menu-names.ts). */
export const MAX_NAME_LENGTH = 120;
export const MAX_CATEGORY_LENGTH = 60;

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
  optionGroups: [],
};

/** Spec §5: the price is typed in pesos (step 0.01) and stored in cents. */
export function priceToCents(price: number): number {
  return Math.round(price * 100);
}

/** "89,50", "$1,299.00" or "189" pesos → cents (0 when it cannot be read: validation refuses it first). */
export function pesosToCents(text: string): number {
  const reading = readPrice(text);
  return reading.ok ? reading.cents : 0;
}

/** Comma-separated, trimmed, empty entries dropped. */
export function parseIngredients(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/** Each message names the real problem: a too-long name is not "El nombre es requerido". */
export function validateProduct(values: ProductFormValues): ProductFormErrors {
  const errors: ProductFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = 'El nombre es requerido';
  else if (name.length > MAX_NAME_LENGTH) errors.name = `El nombre puede tener hasta ${MAX_NAME_LENGTH} caracteres (tiene ${name.length})`;
  if (!values.price.trim()) errors.price = 'El precio es requerido';
  else {
    const price = readPrice(values.price);
    if (!price.ok) errors.price = price.problem;
  }
  const category = values.category.trim();
  if (!category) errors.category = 'La categoría es requerida';
  else if (category.length > MAX_CATEGORY_LENGTH)
    errors.category = `La categoría puede tener hasta ${MAX_CATEGORY_LENGTH} caracteres (tiene ${category.length})`;
  if (values.description.trim().length > 1000) errors.description = 'La descripción puede tener hasta 1000 caracteres';
  const synonyms = parseIngredients(values.synonyms ?? '');
  if (synonyms.length > MAX_SYNONYMS) errors.synonyms = `Puedes agregar hasta ${MAX_SYNONYMS} sinónimos`;
  else if (synonyms.some((s) => s.length > MAX_SYNONYM_LENGTH))
    errors.synonyms = `Cada sinónimo puede tener hasta ${MAX_SYNONYM_LENGTH} caracteres`;
  const groups = validateGroups(values.optionGroups ?? []);
  if (groups) errors.optionGroups = groups;
  return errors;
}

export function toCreateMenuItemInput(values: ProductFormValues): CreateMenuItemInput {
  const description = values.description.trim();
  return {
    name: values.name.trim(),
    description: description || null,
    price: pesosToCents(values.price),
    category: values.category.trim(),
    ingredients: parseIngredients(values.ingredients),
    synonyms: [...new Set(parseIngredients(values.synonyms ?? ''))],
    optionGroups: groupsFromForm(values.optionGroups ?? []),
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
    optionGroups: groupsToForm(item.optionGroups ?? []),
  };
}
