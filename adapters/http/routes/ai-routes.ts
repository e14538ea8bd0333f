import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { AiCallHealth, AiUsageRecord, AiUsageRepository, AiUsageTotals } from '../../../core/ai-usage/ai-usage.js';
import { AI_HEALTH_WINDOW_MS, AI_SERVICE_LABELS, aiServiceState } from '../../../core/ai-usage/ai-health.js';
import { checkAiConnection } from '../../../core/assistant/connection-check.js';
import { type AiUsagePeriod, isAiUsagePeriod, periodStart } from '../../../core/ai-usage/periods.js';
import { AI_PRICING_KEY, pricingFor } from '../../../core/ai-usage/pricing.js';
import type { LanguageModelFactory } from '../../../core/assistant/model-selector.js';
import type { ScenarioRunner } from '../../../core/assistant/scenario-runner.js';
import type { ConfigService } from '../../../core/config/config-service.js';
import type { Clock } from '../../../core/shared/clock.js';
import { notFound, validationError } from '../../../core/shared/errors.js';
import type { RestaurantAccess } from '../../../core/tenancy/access.js';
import type { AppEnv } from '../env.js';
import { requireUser } from '../middleware/sessions.js';
import { withRestaurant } from '../middleware/tenancy.js';
import { parseWith } from '../validation.js';
import { pricingConfigSchema } from './config-schemas.js';

export interface AiRouteDeps {
  access: Pick<RestaurantAccess, 'resolve'>;
  clock: Clock;
  aiUsage: AiUsageRepository;
  config: Pick<ConfigService, 'resolve' | 'write'>;
  languageModels: LanguageModelFactory;
  /** Runs a scenario through the real pipeline (inbox, worker, assistant) from an empty cart, and judges it. */
  scenarios: Pick<ScenarioRunner, 'run' | 'list'>;
}

const MAX_RECENT = 100;

const runBody = z.object({
  phone: z
    .string({ error: 'El teléfono debe ser texto' })
    .max(40, 'El teléfono debe tener entre 8 y 15 dígitos')
    .trim()
    .regex(/^\+?\d{8,15}$/, 'El teléfono debe tener entre 8 y 15 dígitos')
    .optional(),
});

const round = (usd: number) => Math.round(usd * 1e6) / 1e6;

async function readOptionalJson(c: Context) {
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw validationError('El cuerpo de la solicitud debe ser JSON válido');
  }
}

/** GET /api/ai/usage-stats: the period's totals, costs rounded to a millionth of a dollar. */
export const usageStatsJson = (period: AiUsagePeriod, totals: AiUsageTotals) => ({
  period,
  totalConversations: totals.totalConversations,
  totalTokens: totals.totalTokens,
  totalBaseCostUSD: round(totals.totalBaseCostUSD),
  totalFinalCostUSD: round(totals.totalFinalCostUSD),
});

/** A row of GET /api/ai/recent-usage. */
export const usageRecordJson = (r: AiUsageRecord) => ({
  id: r.id,
  model: r.model,
  requestType: r.requestType,
  createdAt: r.createdAt,
  totalTokens: r.totalTokens,
  finalCostUSD: r.finalCostUSD,
});

/** GET /api/ai/status: the OpenAI API as the restaurant's recent model calls went. */
export function aiStatusJson(health: AiCallHealth) {
  const state = aiServiceState(health);
  return {
    openai: {
      state,
      label: AI_SERVICE_LABELS[state],
      calls: health.calls,
      failures: health.failures,
      lastError: health.lastError,
      lastFailureAt: health.lastFailureAt,
    },
  };
}

async function pricingView(deps: AiRouteDeps, restaurantId: string, model: string) {
  return { model, ...pricingFor(model, await deps.config.resolve(restaurantId, AI_PRICING_KEY)) };
}

/** Usage totals, recent calls and per-model pricing; mount at /api/ai. */
export const aiRoutes = (deps: AiRouteDeps) =>
  new Hono<AppEnv>()
    .use(requireUser, withRestaurant(deps))
    .get('/usage-stats', async (c) => {
      const period = c.req.query('period') ?? 'today';
      if (!isAiUsagePeriod(period)) throw validationError('El periodo debe ser today, week o month', { period: 'Periodo no válido' });
      const totals = await deps.aiUsage.totalsSince(c.get('restaurant').id, periodStart(period, deps.clock.now()));
      return c.json(usageStatsJson(period, totals));
    })
    .get('/recent-usage', async (c) => {
      const raw = c.req.query('limit') ?? '10';
      const limit = /^\d+$/.test(raw) ? Number(raw) : NaN;
      if (!(limit >= 1 && limit <= MAX_RECENT))
        throw validationError(`El límite debe ser un entero entre 1 y ${MAX_RECENT}`, { limit: 'Límite no válido' });
      const records = await deps.aiUsage.recent(c.get('restaurant').id, limit);
      return c.json(records.map(usageRecordJson));
    })
    // The dashboard's "Estado del Sistema": OpenAI API as the restaurant's recent model calls went.
    .get('/status', async (c) => {
      const now = deps.clock.now();
      const health = await deps.aiUsage.healthSince(c.get('restaurant').id, new Date(now.getTime() - AI_HEALTH_WINDOW_MS));
      return c.json(aiStatusJson(health));
    })
    .get('/pricing-config', async (c) => {
      const { model } = parseWith(pricingConfigSchema.pick({ model: true }), { model: c.req.query('model') ?? 'gpt-4o' });
      return c.json(await pricingView(deps, c.get('restaurant').id, model));
    })
    .post('/pricing-config', async (c) => {
      const { model, ...pricing } = parseWith(pricingConfigSchema, await readOptionalJson(c));
      const restaurantId = c.get('restaurant').id;
      // Merges by model: saving gpt-4 leaves the other models' prices as they were.
      await deps.config.write(restaurantId, AI_PRICING_KEY, { [model]: pricing });
      return c.json(await pricingView(deps, restaurantId, model));
    });

/** The test centre's AI calls; mount at /api/test. Guards are per route: other groups share the /test prefix. */
export const aiTestRoutes = (deps: AiRouteDeps) => {
  const guard = [requireUser, withRestaurant(deps)] as const;
  return new Hono<AppEnv>()
    .get('/openai', ...guard, async (c) => {
      const restaurantId = c.get('restaurant').id;
      const result = await checkAiConnection(
        {
          models: deps.languageModels,
          usage: deps.aiUsage,
          clock: deps.clock,
          settings: async (id) => ({
            model: (await deps.config.resolve(id, 'ai_config')).model,
            storedPricing: await deps.config.resolve(id, AI_PRICING_KEY),
          }),
        },
        restaurantId,
      );
      return c.json(result, result.success ? 200 : 502);
    })
    .get('/scenarios', ...guard, async (c) =>
      c.json(
        (await deps.scenarios.list(c.get('restaurant').id)).map(({ id, category, title, message, skip }) => ({
          id,
          category,
          title,
          message,
          skip: skip ?? null,
        })),
      ),
    )
    .post('/scenarios/:id/run', ...guard, async (c) => {
      const scenario = (await deps.scenarios.list(c.get('restaurant').id)).find((s) => s.id === c.req.param('id'));
      if (!scenario) throw notFound('Escenario de prueba no encontrado');
      const { phone } = parseWith(runBody, await readOptionalJson(c));
      return c.json(await deps.scenarios.run(c.get('restaurant').id, scenario, phone));
    });
};
