import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { PlanInput } from '../../../core/tenancy/plan.js';
import { DomainError } from '../../../core/shared/errors.js';
import { SqlPlanRepository } from '../sql-plan-repository.js';
import { describeDialects } from './dialects.js';
import { useDatabase } from './harness.js';

const plan = (patch: Partial<PlanInput> = {}): PlanInput => ({
  name: 'Básico',
  slug: 'basico',
  priceMonthly: 69_900,
  conversationsLimit: 500,
  features: ['WhatsApp', 'Menú digital', 'Soporte por correo'],
  isActive: true,
  displayOrder: 1,
  ...patch,
});

describeDialects('SqlPlanRepository', (dialect) => {
  const db = useDatabase(dialect);
  const repo = () => new SqlPlanRepository(db());

  it('round-trips every field and finds by id and slug', async () => {
    const created = await repo().create(plan({ isActive: false, conversationsLimit: -1, features: [] }));
    expect(created).toEqual({ ...plan({ isActive: false, conversationsLimit: -1, features: [] }), id: created.id });
    expect(await repo().findById(created.id)).toEqual(created);
    expect(await repo().findBySlug('basico')).toEqual(created);
    expect(await repo().findById('nope')).toBeNull();
    expect(await repo().findBySlug('nope')).toBeNull();
  });

  it('lists by displayOrder', async () => {
    const third = await repo().create(plan({ slug: 'empresa', displayOrder: 3 }));
    const first = await repo().create(plan({ slug: 'basico', displayOrder: 1 }));
    const second = await repo().create(plan({ slug: 'pro', displayOrder: 2 }));
    expect(await repo().list()).toEqual([first, second, third]);
  });

  it('refuses a taken slug on create and on update as a conflict', async () => {
    await repo().create(plan({ slug: 'pro' }));
    const other = await repo().create(plan({ slug: 'basico' }));
    const onCreate = await repo()
      .create(plan({ slug: 'pro' }))
      .catch((e: unknown) => e);
    expect(onCreate).toBeInstanceOf(DomainError);
    expect(onCreate).toMatchObject({ kind: 'conflict', message: 'Ya existe un plan con el slug "pro"' });
    const onUpdate = await repo()
      .update(other.id, plan({ slug: 'pro' }))
      .catch((e: unknown) => e);
    expect(onUpdate).toMatchObject({ kind: 'conflict', message: 'Ya existe un plan con el slug "pro"' });
    expect(await repo().findById(other.id)).toEqual(other);
  });

  it('replaces a plan on update, and answers null for an unknown id', async () => {
    const created = await repo().create(plan());
    const changed = plan({ name: 'Pro', slug: 'pro', priceMonthly: 129_900, features: ['Todo'], isActive: false, displayOrder: 7 });
    expect(await repo().update(created.id, changed)).toEqual({ ...changed, id: created.id });
    expect(await repo().findBySlug('pro')).toEqual({ ...changed, id: created.id });
    expect(await repo().update('nope', changed)).toBeNull();
  });

  it('deletes once', async () => {
    const created = await repo().create(plan());
    expect(await repo().delete(created.id)).toBe(true);
    expect(await repo().delete(created.id)).toBe(false);
    expect(await repo().list()).toEqual([]);
  });

  it('keeps any feature list and price as given', async () => {
    const created = await repo().create(plan());
    await fc.assert(
      fc.asyncProperty(fc.array(fc.string()), fc.integer({ min: 0, max: 2_000_000_000 }), async (features, priceMonthly) => {
        await repo().update(created.id, plan({ features, priceMonthly }));
        expect(await repo().findById(created.id)).toMatchObject({ features, priceMonthly });
      }),
      { numRuns: 40 },
    );
  });
});
