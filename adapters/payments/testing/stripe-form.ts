export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

/**
 * Decodes Stripe's bracket form encoding (`items[0][price]=p&expand[0]=x`) into nested
 * objects and arrays, the way Stripe's API reads the SDK's requests.
 */
export function parseStripeForm(encoded: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: FormObject | FormValue[] = root;
    path.forEach((segment, i) => {
      const slot = node as Record<string, FormValue>;
      if (i === path.length - 1) {
        slot[segment] = value;
        return;
      }
      slot[segment] ??= /^\d+$/.test(path[i + 1] ?? '') ? [] : {};
      node = slot[segment] as FormObject | FormValue[];
    });
  }
  return root;
}

export const formString = (form: FormObject, key: string): string | undefined => {
  const value = form[key];
  return typeof value === 'string' ? value : undefined;
};

export const formList = (form: FormObject, key: string): string[] => {
  const value = form[key];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
};
