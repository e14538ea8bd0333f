import { sql, type Kysely, type Migration } from 'kysely';

// Migrations see an untyped Kysely: they describe the schema as it was then, not Schema today.
type Db = Kysely<any>;

export const tenancyAndCatalog: Migration = {
  async up(db: Db) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('name', 'text')
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('locked_until', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    // Sign-in is case-insensitive, so "Ana@x.mx" and "ana@x.mx" are one account.
    await db.schema
      .createIndex('users_email_lower_unique')
      .on('users')
      .unique()
      .expression(sql`lower(email)`)
      .execute();

    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
    await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute();

    await db.schema
      .createTable('restaurants')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('phone', 'text')
      .addColumn('email', 'text')
      .addColumn('address', 'text')
      .addColumn('subdomain', 'text', (c) => c.notNull())
      .addColumn('subscription_status', 'text', (c) => c.notNull())
      // A plan slug, not a foreign key: a plan may be retired while restaurants still pay for it.
      .addColumn('subscription_plan', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('trial_ends_at', 'text')
      .addUniqueConstraint('restaurants_subdomain_unique', ['subdomain'])
      .execute();

    await db.schema
      .createTable('restaurant_members')
      .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('restaurant_members_pk', ['restaurant_id', 'user_id'])
      .execute();
    await db.schema.createIndex('restaurant_members_user_id').on('restaurant_members').column('user_id').execute();

    await db.schema
      .createTable('subscription_plans')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('slug', 'text', (c) => c.notNull())
      .addColumn('price_monthly', 'integer', (c) => c.notNull())
      .addColumn('conversations_limit', 'integer', (c) => c.notNull())
      .addColumn('features', 'text', (c) => c.notNull())
      .addColumn('is_active', 'integer', (c) => c.notNull())
      .addColumn('display_order', 'integer', (c) => c.notNull())
      .addUniqueConstraint('subscription_plans_slug_unique', ['slug'])
      .execute();

    await db.schema
      .createTable('menu_items')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('price', 'integer', (c) => c.notNull())
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('ingredients', 'text', (c) => c.notNull())
      .addColumn('available', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('menu_items_restaurant_id').on('menu_items').column('restaurant_id').execute();
  },

  async down(db: Db) {
    for (const table of ['menu_items', 'subscription_plans', 'restaurant_members', 'restaurants', 'sessions', 'users']) {
      await db.schema.dropTable(table).execute();
    }
  },
};
