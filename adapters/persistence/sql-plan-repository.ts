import type { Kysely, Selectable } from 'kysely';
import type { Plan, PlanInput, PlanRepository } from '../../core/tenancy/plan.js';
import { fromFlag, fromJson, newId, toFlag, toJson } from './codec.js';
import type { Schema, SubscriptionPlansTable } from './schema.js';
import { PreparedQuery } from './prepared-query.js';
import { conflictOnDuplicate } from './unique-violation.js';

const toPlan = (row: Selectable<SubscriptionPlansTable>): Plan => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  priceMonthly: Number(row.price_monthly),
  conversationsLimit: Number(row.conversations_limit),
  features: fromJson<string[]>(row.features),
  isActive: fromFlag(row.is_active),
  displayOrder: Number(row.display_order),
});

const toRow = (plan: PlanInput) => ({
  name: plan.name,
  slug: plan.slug,
  price_monthly: plan.priceMonthly,
  conversations_limit: plan.conversationsLimit,
  features: toJson(plan.features),
  is_active: toFlag(plan.isActive),
  display_order: plan.displayOrder,
});

const slugTaken = (slug: string) => `Ya existe un plan con el slug "${slug}"`;

export class SqlPlanRepository implements PlanRepository {
  /** A new conversation's plan check reads its plan: built once (prepared-query.ts). */
  private readonly bySlug = new PreparedQuery(1, (db, arg) => db.selectFrom('subscription_plans').selectAll().where('slug', '=', arg(0)));

  constructor(private readonly db: Kysely<Schema>) {}

  async list(): Promise<Plan[]> {
    const rows = await this.db
      .selectFrom('subscription_plans')
      .selectAll()
      .orderBy('display_order')
      .orderBy('price_monthly')
      .orderBy('slug')
      .execute();
    return rows.map(toPlan);
  }

  async findById(id: string): Promise<Plan | null> {
    const row = await this.db.selectFrom('subscription_plans').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toPlan(row) : null;
  }

  async findBySlug(slug: string): Promise<Plan | null> {
    const {
      rows: [row],
    } = await this.bySlug.execute(this.db, [slug]);
    return row ? toPlan(row) : null;
  }

  async create(plan: PlanInput): Promise<Plan> {
    const id = newId();
    await conflictOnDuplicate(
      () =>
        this.db
          .insertInto('subscription_plans')
          .values({ id, ...toRow(plan) })
          .execute(),
      'slug',
      slugTaken(plan.slug),
    );
    return { ...plan, features: [...plan.features], id };
  }

  async update(id: string, plan: PlanInput): Promise<Plan | null> {
    const row = await conflictOnDuplicate(
      () => this.db.updateTable('subscription_plans').set(toRow(plan)).where('id', '=', id).returningAll().executeTakeFirst(),
      'slug',
      slugTaken(plan.slug),
    );
    return row ? toPlan(row) : null;
  }

  async delete(id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('subscription_plans').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
