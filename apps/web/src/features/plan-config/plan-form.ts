import type { PlanJson } from '@api-types';
import type { PlanInput } from './api/plan-input';

/** What the plan dialog edits: text as typed, parsed only on submit. */
export type PlanFormValues = {
  name: string;
  slug: string;
  priceMonthly: string;
  conversationsLimit: string;
  features: string;
  isActive: boolean;
  displayOrder: string;
};

export type PlanFormErrors = Partial<Record<keyof PlanFormValues, string>>;

export function emptyPlanForm(nextOrder: number): PlanFormValues {
  return {
    name: '',
    slug: '',
    priceMonthly: '',
    conversationsLimit: '',
    features: '',
    isActive: true,
    displayOrder: String(nextOrder),
  };
}

export function planToForm(plan: PlanJson): PlanFormValues {
  return {
    name: plan.name,
    slug: plan.slug,
    priceMonthly: String(plan.priceMonthly),
    conversationsLimit: String(plan.conversationsLimit),
    features: plan.features.join(', '),
    isActive: plan.isActive,
    displayOrder: String(plan.displayOrder),
  };
}

/** Spec §5: features are comma-separated, trimmed, empties dropped. */
export function parseFeatures(text: string): string[] {
  return text
    .split(',')
    .map((feature) => feature.trim())
    .filter((feature) => feature.length > 0);
}

const REQUIRED: Record<'name' | 'slug' | 'priceMonthly' | 'conversationsLimit' | 'displayOrder', string> = {
  name: 'El nombre es requerido',
  slug: 'El slug es requerido',
  priceMonthly: 'El precio es requerido',
  conversationsLimit: 'El límite de conversaciones es requerido',
  displayOrder: 'El orden es requerido',
};

const isDecimal = (text: string) => /^\d+(\.\d{1,2})?$/.test(text.trim());
const isInteger = (text: string) => /^-?\d+$/.test(text.trim());

export function validatePlanForm(values: PlanFormValues): PlanFormErrors {
  const errors: PlanFormErrors = {};
  for (const [field, message] of Object.entries(REQUIRED) as [keyof typeof REQUIRED, string][]) {
    if (!values[field].trim()) errors[field] = message;
  }
  if (!errors.priceMonthly && !isDecimal(values.priceMonthly)) {
    errors.priceMonthly = 'Ingresa un precio válido, por ejemplo 699.00';
  }
  if (!errors.conversationsLimit && !(isInteger(values.conversationsLimit) && Number(values.conversationsLimit) >= 0)) {
    errors.conversationsLimit = 'Ingresa un número entero';
  }
  if (!errors.displayOrder && !isInteger(values.displayOrder)) {
    errors.displayOrder = 'Ingresa un número entero';
  }
  return errors;
}

/** Spec §5: numbers are parsed before sending. */
export function formToPlanInput(values: PlanFormValues): PlanInput {
  return {
    name: values.name.trim(),
    slug: values.slug.trim(),
    priceMonthly: Number.parseFloat(values.priceMonthly),
    conversationsLimit: Number.parseInt(values.conversationsLimit, 10),
    features: parseFeatures(values.features),
    isActive: values.isActive,
    displayOrder: Number.parseInt(values.displayOrder, 10),
  };
}
