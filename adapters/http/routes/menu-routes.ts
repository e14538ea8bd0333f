import { Hono } from 'hono';
import { z } from 'zod';
import { addMenuItem, editMenuItem } from '../../../core/menu/menu-editing.js';
import { MAX_SYNONYM_LENGTH, MAX_SYNONYMS } from '../../../core/menu/menu-item.js';
import { notFound } from '../../../core/shared/errors.js';
import type { HttpDeps } from '../deps.js';
import type { AppEnv } from '../env.js';
import { requireUser } from '../middleware/sessions.js';
import { withRestaurant } from '../middleware/tenancy.js';
import { readBody } from '../validation.js';

const MAX_PRICE_CENTS = 100_000_00;
const fields = {
  name: z.string({ error: 'El nombre es requerido' }).trim().min(1, 'El nombre es requerido').max(120),
  description: z
    .string()
    .trim()
    .max(1000)
    .nullish()
    .transform((d) => d || null),
  price: z
    .number({ error: 'El precio es requerido' })
    .int('El precio debe expresarse en centavos')
    .min(0, 'El precio no puede ser negativo')
    .max(MAX_PRICE_CENTS, 'El precio es demasiado alto'),
  category: z.string({ error: 'La categoría es requerida' }).trim().min(1, 'La categoría es requerida').max(60),
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
};
const newItem = z.object({ ...fields, available: fields.available.default(true), synonyms: fields.synonyms.default([]) });
const itemPatch = z
  .object(fields)
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, 'No hay cambios que guardar');

export const menuRoutes = (deps: Pick<HttpDeps, 'access' | 'menu'>) =>
  new Hono<AppEnv>()
    .use(requireUser, withRestaurant(deps))
    .get('/', async (c) => c.json(await deps.menu.list(c.get('restaurant').id)))
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
