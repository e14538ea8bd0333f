import { Hono } from 'hono';
import { z } from 'zod';
import { addMenuItem, duplicateMenuItem, editMenuItem, reorderMenu } from '../../../core/menu/menu-editing.js';
import { menuToCsv } from '../../../core/menu/menu-csv.js';
import { importMenu, previewImport } from '../../../core/menu/menu-import.js';
import { MAX_SYNONYM_LENGTH, MAX_SYNONYMS } from '../../../core/menu/menu-item.js';
import { MAX_CATEGORY_LENGTH, MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH } from '../../../core/menu/menu-names.js';
import { MAX_PRICE_CENTS, readPrice } from '../../../core/menu/price-text.js';
import { notFound } from '../../../core/shared/errors.js';
import { readImport } from './menu-files.js';
import { optionGroupsField } from './menu-schemas.js';
import type { HttpDeps } from '../deps.js';
import type { AppEnv } from '../env.js';
import { requireUser } from '../middleware/sessions.js';
import { withRestaurant } from '../middleware/tenancy.js';
import { readBody } from '../validation.js';

const fields = {
  name: z
    .string({ error: 'El nombre es requerido' })
    .trim()
    .min(1, 'El nombre es requerido')
    .max(MAX_NAME_LENGTH, `El nombre puede tener hasta ${MAX_NAME_LENGTH} caracteres`),
  description: z
    .string({ error: 'La descripción debe ser texto' })
    .trim()
    .max(MAX_DESCRIPTION_LENGTH, `La descripción puede tener hasta ${MAX_DESCRIPTION_LENGTH} caracteres`)
    .nullish()
    .transform((d) => d || null),
  // Cents as a number; or pesos as the owner types them ("89,50", "$1,299.00").
  price: z.union([z.number(), z.string()], { error: 'El precio es requerido' }).transform((value, ctx) => {
    if (typeof value === 'string') {
      const reading = readPrice(value);
      if (reading.ok) return reading.cents;
      ctx.addIssue({ code: 'custom', message: reading.problem });
      return z.NEVER;
    }
    const problem = !Number.isInteger(value)
      ? 'El precio debe expresarse en centavos'
      : value < 0
        ? 'El precio no puede ser negativo'
        : value > MAX_PRICE_CENTS
          ? 'El precio es demasiado alto (máximo $100,000.00)'
          : null;
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return value;
  }),
  category: z
    .string({ error: 'La categoría es requerida' })
    .trim()
    .min(1, 'La categoría es requerida')
    .max(MAX_CATEGORY_LENGTH, `La categoría puede tener hasta ${MAX_CATEGORY_LENGTH} caracteres`),
  ingredients: z
    .array(z.string().trim().max(80))
    .max(60)
    .default([])
    .transform((list) => list.filter(Boolean)),
  available: z.boolean({ error: 'La disponibilidad debe ser verdadera o falsa' }),
  synonyms: z
    .array(
      z
        .string({ error: 'Cada sinónimo debe ser texto' })
        .trim()
        .max(MAX_SYNONYM_LENGTH, `Cada sinónimo puede tener hasta ${MAX_SYNONYM_LENGTH} caracteres`),
      {
        error: 'Los sinónimos deben ser una lista de textos',
      },
    )
    .max(MAX_SYNONYMS, `Puedes agregar hasta ${MAX_SYNONYMS} sinónimos`)
    .transform((list) => [...new Set(list.filter(Boolean))]),
  optionGroups: optionGroupsField,
};
const newItem = z.object({
  ...fields,
  available: fields.available.default(true),
  synonyms: fields.synonyms.default([]),
  optionGroups: fields.optionGroups.default([]),
});
const importBody = z.object({
  format: z.enum(['text', 'csv', 'xlsx'], { error: 'El formato debe ser text, csv o xlsx' }),
  content: z.string({ error: 'Pega el menú o elige un archivo' }).min(1, 'Pega el menú o elige un archivo'),
});
const orderBody = z.object({
  ids: z.array(z.string(), { error: 'El orden debe ser una lista de productos' }).max(2000, 'Demasiados productos'),
});
const itemPatch = z
  .object(fields)
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'No hay cambios que guardar');

export const menuRoutes = (deps: Pick<HttpDeps, 'access' | 'menu'>) =>
  new Hono<AppEnv>()
    .use(requireUser, withRestaurant(deps))
    .get('/', async (c) => c.json(await deps.menu.list(c.get('restaurant').id)))
    .get('/export.csv', async (c) => {
      const restaurant = c.get('restaurant');
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="menu-${restaurant.subdomain}.csv"`);
      return c.body(menuToCsv(await deps.menu.list(restaurant.id)));
    })
    .post('/import/preview', async (c) => {
      const { format, content } = await readBody(c, importBody);
      const rows = await readImport(format, content);
      return c.json(previewImport(rows, await deps.menu.list(c.get('restaurant').id)));
    })
    .post('/import', async (c) => {
      const { format, content } = await readBody(c, importBody);
      const restaurantId = c.get('restaurant').id;
      const rows = await readImport(format, content);
      const preview = previewImport(rows, await deps.menu.list(restaurantId));
      if (preview.rows.length === 0) return c.json({ error: 'No encontramos productos para importar', ...preview }, 400);
      if (preview.withProblems > 0) {
        const n = preview.withProblems;
        const error =
          n === 1 ? 'Hay 1 fila con problemas; corrígela antes de importar' : `Hay ${n} filas con problemas; corrígelas antes de importar`;
        return c.json({ error, ...preview }, 400);
      }
      const created = await importMenu(deps.menu, restaurantId, rows);
      return c.json({ created: created.length, items: created }, 201);
    })
    .put('/order', async (c) => {
      const { ids } = await readBody(c, orderBody);
      return c.json(await reorderMenu(deps.menu, c.get('restaurant').id, ids));
    })
    .post('/:id/duplicate', async (c) => c.json(await duplicateMenuItem(deps.menu, c.get('restaurant').id, c.req.param('id')), 201))
    .post('/', async (c) => {
      const input = await readBody(c, newItem);
      return c.json(await addMenuItem(deps.menu, { ...input, restaurantId: c.get('restaurant').id }), 201);
    })
    .patch('/:id', async (c) => {
      const patch = await readBody(c, itemPatch);
      const item = await editMenuItem(deps.menu, c.get('restaurant').id, c.req.param('id'), patch);
      if (!item) throw notFound('Producto no encontrado');
      return c.json(item);
    })
    .delete('/:id', async (c) => {
      if (!(await deps.menu.delete(c.get('restaurant').id, c.req.param('id')))) throw notFound('Producto no encontrado');
      return c.json({ success: true });
    });
