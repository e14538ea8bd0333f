import type { Kysely, Selectable } from 'kysely';
import type { NewRestaurant, Restaurant, SubscriptionStatus } from '../../core/tenancy/restaurant.js';
import type { RestaurantProfilePatch, RestaurantRepository } from '../../core/tenancy/restaurant-repository.js';
import { definedOnly, fromIso, fromIsoOrNull, newId, toIso, toIsoOrNull } from './codec.js';
import type { RestaurantsTable, Schema } from './schema.js';
import { conflictOnDuplicate } from './unique-violation.js';

export const toRestaurant = (row: Selectable<RestaurantsTable>): Restaurant => ({
  id: row.id,
  name: row.name,
  description: row.description,
  phone: row.phone,
  email: row.email,
  address: row.address,
  subdomain: row.subdomain,
  subscriptionStatus: row.subscription_status as SubscriptionStatus,
  subscriptionPlan: row.subscription_plan,
  createdAt: fromIso(row.created_at),
  trialEndsAt: fromIsoOrNull(row.trial_ends_at),
});

export class SqlRestaurantRepository implements RestaurantRepository {
  constructor(private readonly db: Kysely<Schema>) {}

  async create(restaurant: NewRestaurant, ownerId: string): Promise<Restaurant> {
    const created: Restaurant = { ...restaurant, id: newId(), createdAt: new Date() };
    const message = `El subdominio "${restaurant.subdomain}" ya está en uso, elige otro`;
    await conflictOnDuplicate(
      () =>
        this.db.transaction().execute(async (trx) => {
          await trx
            .insertInto('restaurants')
            .values({
              id: created.id,
              name: created.name,
              description: created.description,
              phone: created.phone,
              email: created.email,
              address: created.address,
              subdomain: created.subdomain,
              subscription_status: created.subscriptionStatus,
              subscription_plan: created.subscriptionPlan,
              created_at: toIso(created.createdAt),
              trial_ends_at: toIsoOrNull(created.trialEndsAt),
            })
            .execute();
          await trx
            .insertInto('restaurant_members')
            .values({ restaurant_id: created.id, user_id: ownerId, created_at: toIso(created.createdAt) })
            .execute();
        }),
      'subdomain',
      message,
    );
    return created;
  }

  async findById(id: string): Promise<Restaurant | null> {
    const row = await this.db.selectFrom('restaurants').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toRestaurant(row) : null;
  }

  async findBySubdomain(subdomain: string): Promise<Restaurant | null> {
    const row = await this.db.selectFrom('restaurants').selectAll().where('subdomain', '=', subdomain.toLowerCase()).executeTakeFirst();
    return row ? toRestaurant(row) : null;
  }

  async list(): Promise<Restaurant[]> {
    const rows = await this.db.selectFrom('restaurants').selectAll().orderBy('created_at').orderBy('id').execute();
    return rows.map(toRestaurant);
  }

  /** In the order the user joined them: the first one is where they land after signing in. */
  async listForUser(userId: string): Promise<Restaurant[]> {
    const rows = await this.db
      .selectFrom('restaurants')
      .innerJoin('restaurant_members as m', 'm.restaurant_id', 'restaurants.id')
      .selectAll('restaurants')
      .where('m.user_id', '=', userId)
      .orderBy('m.created_at')
      .orderBy('restaurants.created_at')
      .orderBy('restaurants.id')
      .execute();
    return rows.map(toRestaurant);
  }

  async findForMember(restaurantId: string, userId: string): Promise<Restaurant | null> {
    const row = await this.db
      .selectFrom('restaurants')
      .innerJoin('restaurant_members', 'restaurant_members.restaurant_id', 'restaurants.id')
      .selectAll('restaurants')
      .where('restaurants.id', '=', restaurantId)
      .where('restaurant_members.user_id', '=', userId)
      .executeTakeFirst();
    return row ? toRestaurant(row) : null;
  }

  async isMember(restaurantId: string, userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('restaurant_members')
      .select('user_id')
      .where('restaurant_id', '=', restaurantId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async addMember(restaurantId: string, userId: string): Promise<void> {
    await this.db
      .insertInto('restaurant_members')
      .values({ restaurant_id: restaurantId, user_id: userId, created_at: toIso(new Date()) })
      .onConflict((oc) => oc.columns(['restaurant_id', 'user_id']).doNothing())
      .execute();
  }

  async updateProfile(id: string, patch: RestaurantProfilePatch): Promise<Restaurant | null> {
    const set = definedOnly({
      name: patch.name,
      description: patch.description,
      address: patch.address,
      phone: patch.phone,
      email: patch.email,
    });
    if (Object.keys(set).length === 0) return this.findById(id);
    const row = await this.db.updateTable('restaurants').set(set).where('id', '=', id).returningAll().executeTakeFirst();
    return row ? toRestaurant(row) : null;
  }

  async updateSubscription(
    id: string,
    patch: { subscriptionStatus?: SubscriptionStatus; subscriptionPlan?: string | null },
  ): Promise<Restaurant | null> {
    const set = definedOnly({ subscription_status: patch.subscriptionStatus, subscription_plan: patch.subscriptionPlan });
    if (Object.keys(set).length === 0) return this.findById(id);
    const row = await this.db.updateTable('restaurants').set(set).where('id', '=', id).returningAll().executeTakeFirst();
    return row ? toRestaurant(row) : null;
  }
}
