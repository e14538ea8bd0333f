import { Hono } from 'hono';
import { z } from 'zod';
import type { Plan } from '../../../core/tenancy/plan.js';
import { centsToDecimal, toCents } from '../../../core/shared/money.js';
import { forbidden, notFound } from '../../../core/shared/errors.js';
import { removePlan } from '../../../core/plans/remove-plan.js';
import type { HttpDeps } from '../deps.js';
import type { AppEnv } from '../env.js';
import { requireUser } from '../middleware/sessions.js';
import { readBody } from '../validation.js';

/** A plan as the API sends it: the price as a decimal string ("1299.00"). */
export const planJson = (plan: Plan) => ({ ...plan, priceMonthly: centsToDecimal(plan.priceMonthly) });

const requiredNumber = (message: string) =>
  z.union([z.number(), z.string().max(30, message).trim().min(1, message)], { error: message }).pipe(z.coerce.number({ error: message }));

const planInput = z.object({
  name: z.string({ error: 'El nombre es requerido' }).trim().min(1, 'El nombre es requerido').max(80),
  slug: z
    .string({ error: 'El slug es requerido' })
    .trim()
    .min(1, 'El slug es requerido')
    .max(40)
    .regex(/^[a-z0-9-]+$/, 'El slug solo admite letras minúsculas, números y guiones'),
  priceMonthly: requiredNumber('El precio es requerido').refine(
    (n) => n >= 0 && n <= 1_000_000,
    'El precio debe estar entre 0 y 1,000,000',
  ),
  conversationsLimit: requiredNumber('El límite de conversaciones es requerido').pipe(
    z.number().int('El límite de conversaciones debe ser un número entero').min(0, 'El límite no puede ser negativo'),
  ),
  features: z
    .array(z.string().trim().max(200))
    .max(50)
    .default([])
    .transform((list) => list.filter(Boolean)),
  isActive: z.boolean().default(true),
  displayOrder: requiredNumber('El orden es requerido').pipe(z.number().int('El orden debe ser un número entero')),
});

const parsePlan = async (c: Parameters<typeof readBody>[0]) => {
  const input = await readBody(c, planInput);
  return { ...input, priceMonthly: toCents(input.priceMonthly) ?? 0 };
};

/** Plans: anyone may read the catalogue; only the administrator may change it. */
export const planRoutes = (deps: Pick<HttpDeps, 'plans' | 'restaurants'>) => {
  const adminOnly = new Hono<AppEnv>()
    .use(requireUser)
    .use(async (c, next) => {
      if (c.get('user')!.role !== 'admin') throw forbidden('Solo un administrador puede modificar los planes');
      await next();
    })
    .post('/', async (c) => c.json(planJson(await deps.plans.create(await parsePlan(c))), 201))
    .put('/:id', async (c) => {
      const plan = await deps.plans.update(c.req.param('id'), await parsePlan(c));
      if (!plan) throw notFound('Plan no encontrado');
      return c.json(planJson(plan));
    })
    .delete('/:id', async (c) => {
      await removePlan(deps, c.req.param('id'));
      return c.json({ success: true });
    });

  return new Hono<AppEnv>().get('/', async (c) => c.json((await deps.plans.list()).map(planJson))).route('/', adminOnly);
};
