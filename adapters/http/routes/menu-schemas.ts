import { z } from 'zod';
import { MAX_PRICE_CENTS } from '../../../core/menu/price-text.js';

export const MAX_OPTION_GROUPS = 10;
export const MAX_OPTIONS_PER_GROUP = 30;

const option = z.object({
  name: z
    .string({ error: 'Cada opción necesita un nombre' })
    .trim()
    .min(1, 'Cada opción necesita un nombre')
    .max(60, 'El nombre de una opción puede tener hasta 60 caracteres'),
  price: z
    .number({ error: 'El precio de una opción debe ser un número en centavos' })
    .int('El precio de una opción debe expresarse en centavos')
    .min(0, 'El precio de una opción no puede ser negativo')
    .max(MAX_PRICE_CENTS, 'El precio de una opción es demasiado alto')
    .default(0),
  available: z.boolean({ error: 'La disponibilidad de una opción debe ser verdadera o falsa' }).default(true),
});

const group = z
  .object({
    name: z
      .string({ error: 'Cada grupo de opciones necesita un nombre' })
      .trim()
      .min(1, 'Cada grupo de opciones necesita un nombre')
      .max(60, 'El nombre de un grupo puede tener hasta 60 caracteres'),
    kind: z.enum(['single', 'multiple', 'remove'], { error: 'El tipo de grupo debe ser single, multiple o remove' }),
    required: z.boolean({ error: 'Indica si el grupo es obligatorio' }).default(false),
    max: z
      .number({ error: 'El máximo debe ser un número' })
      .int('El máximo debe ser un número entero')
      .min(1, 'El máximo debe ser al menos 1')
      .nullish()
      .transform((m) => m ?? null),
    options: z
      .array(option, { error: 'Las opciones deben ser una lista' })
      .min(1, 'Cada grupo necesita al menos una opción')
      .max(MAX_OPTIONS_PER_GROUP, `Un grupo puede tener hasta ${MAX_OPTIONS_PER_GROUP} opciones`),
  })
  .superRefine((g, ctx) => {
    const seen = new Set<string>();
    for (const o of g.options) {
      const key = o.name.toLocaleLowerCase('es-MX');
      if (seen.has(key)) ctx.addIssue({ code: 'custom', message: `La opción «${o.name}» está repetida en ${g.name}` });
      seen.add(key);
    }
    if (g.kind === 'remove' && g.options.some((o) => o.price !== 0))
      ctx.addIssue({ code: 'custom', message: `Los ingredientes que se quitan no tienen precio (${g.name})` });
    if (g.kind === 'multiple' && g.max !== null && g.max > g.options.length)
      ctx.addIssue({ code: 'custom', message: `En ${g.name} el máximo (${g.max}) es mayor que las opciones que tiene` });
  })
  .transform((g) => ({
    ...g,
    max: g.kind === 'multiple' ? g.max : null,
    required: g.kind === 'remove' ? false : g.required,
  }));

/** An item's option groups as the API takes them (docs/api.md); names unique within the item. */
export const optionGroupsField = z
  .array(group, { error: 'Los grupos de opciones deben ser una lista' })
  .max(MAX_OPTION_GROUPS, `Un producto puede tener hasta ${MAX_OPTION_GROUPS} grupos de opciones`)
  .superRefine((groups, ctx) => {
    const seen = new Set<string>();
    for (const g of groups) {
      const key = g.name.toLocaleLowerCase('es-MX');
      if (seen.has(key)) ctx.addIssue({ code: 'custom', message: `El grupo «${g.name}» está repetido` });
      seen.add(key);
    }
  });
