import type { CreateRestaurantInput } from '@/lib/create-restaurant';

export type RestaurantFormValues = Required<Omit<CreateRestaurantInput, 'plan' | 'checkoutId'>>;
export type RestaurantFormErrors = Partial<Record<'name' | 'subdomain' | 'email', string>>;

export const emptyRestaurantForm: RestaurantFormValues = {
  name: '',
  subdomain: '',
  description: '',
  phone: '',
  email: '',
  address: '',
};

const SUBDOMAIN_PATTERN = /^[a-z0-9-]+$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateRestaurant(values: RestaurantFormValues): RestaurantFormErrors {
  const errors: RestaurantFormErrors = {};
  if (!values.name.trim()) errors.name = 'El nombre es requerido';
  const subdomain = values.subdomain.trim();
  if (subdomain.length < 3) errors.subdomain = 'El subdominio debe tener al menos 3 caracteres';
  else if (!SUBDOMAIN_PATTERN.test(subdomain)) errors.subdomain = 'Solo letras minúsculas, números y guiones';
  const email = values.email.trim();
  if (email && !EMAIL_PATTERN.test(email)) errors.email = 'Ingresa un correo electrónico válido';
  return errors;
}

/** Optional fields left blank are not sent. */
export function toCreateRestaurantInput(values: RestaurantFormValues): CreateRestaurantInput {
  const input: CreateRestaurantInput = { name: values.name.trim(), subdomain: values.subdomain.trim() };
  for (const key of ['description', 'phone', 'email', 'address'] as const) {
    const value = values[key].trim();
    if (value) input[key] = value;
  }
  return input;
}
