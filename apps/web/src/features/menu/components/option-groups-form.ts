import type { MenuItem } from '@/features/menu/api/get-menu';
import { readPrice } from '@core/menu/price-text';

type OptionGroup = MenuItem['optionGroups'][number];

export type OptionForm = { name: string; price: string; available: boolean };
export type OptionGroupForm = {
  name: string;
  kind: OptionGroup['kind'];
  required: boolean;
  max: string;
  options: OptionForm[];
};

export const KIND_LABELS: Record<OptionGroup['kind'], string> = {
  single: 'Elegir una (tamaño, salsa)',
  multiple: 'Elegir varias (extras)',
  remove: 'Ingredientes que se pueden quitar',
};

export const newGroup = (): OptionGroupForm => ({
  name: '',
  kind: 'single',
  required: true,
  max: '',
  options: [{ name: '', price: '', available: true }],
});

export const groupsToForm = (groups: OptionGroup[]): OptionGroupForm[] =>
  groups.map((g) => ({
    name: g.name,
    kind: g.kind,
    required: g.required,
    max: g.max === null ? '' : String(g.max),
    options: g.options.map((o) => ({ name: o.name, price: o.price ? (o.price / 100).toFixed(2) : '', available: o.available })),
  }));

export function groupsFromForm(groups: OptionGroupForm[]): OptionGroup[] {
  return groups.map((g) => ({
    name: g.name.trim(),
    kind: g.kind,
    required: g.kind === 'remove' ? false : g.required,
    max: g.kind === 'multiple' && g.max.trim() ? Number(g.max) : null,
    options: g.options
      .filter((o) => o.name.trim())
      .map((o) => {
        const price = o.price.trim() && g.kind !== 'remove' ? readPrice(o.price) : null;
        return { name: o.name.trim(), price: price?.ok ? price.cents : 0, available: o.available };
      }),
  }));
}

/** The first problem of the option groups, named so the owner finds it; null when they are fine. */
export function validateGroups(groups: OptionGroupForm[]): string | null {
  const names = new Set<string>();
  for (const [i, g] of groups.entries()) {
    const label = g.name.trim() || `el grupo ${i + 1}`;
    if (!g.name.trim()) return `Ponle nombre al grupo de opciones ${i + 1} (por ejemplo «Tamaño»)`;
    const key = g.name.trim().toLocaleLowerCase('es-MX');
    if (names.has(key)) return `El grupo «${g.name.trim()}» está repetido`;
    names.add(key);
    const options = g.options.filter((o) => o.name.trim());
    if (options.length === 0) return `Agrega al menos una opción en ${label}`;
    for (const o of options) {
      if (o.price.trim() && g.kind !== 'remove') {
        const price = readPrice(o.price);
        if (!price.ok) return `${label}, opción «${o.name.trim()}»: ${price.problem}`;
      }
    }
    if (g.kind === 'multiple' && g.max.trim()) {
      const max = Number(g.max);
      if (!Number.isInteger(max) || max < 1) return `En ${label} el máximo debe ser un número entero desde 1`;
      if (max > options.length) return `En ${label} el máximo (${max}) es mayor que las opciones que tiene`;
    }
  }
  return null;
}
