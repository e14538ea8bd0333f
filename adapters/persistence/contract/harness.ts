import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Kysely } from 'kysely';
import type { Schema } from '../schema.js';
import type { TestDatabase, TestDialect } from './dialects.js';
import { SqlConversationRepository } from '../sql-conversation-repository.js';
import { SqlRestaurantRepository } from '../sql-restaurant-repository.js';
import { SqlUserRepository } from '../sql-user-repository.js';

/** Call inside a dialect's describe: one database per file, emptied before each test. */
export function useDatabase(dialect: TestDialect): () => Kysely<Schema> {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await dialect.open();
  });
  beforeEach(async () => {
    await database!.wipe();
  });
  afterAll(async () => {
    await database?.close();
  });
  return () => database!.db;
}

/**
 * Unique per call: subdomains, emails and phones that never collide within a test, nor between
 * test files sharing a database (40 random bits; short enough for a 20-character subdomain).
 */
export const unique = (prefix: string) => `${prefix}${randomUUID().replaceAll('-', '').slice(0, 10)}`;

export async function givenUser(db: Kysely<Schema>, email = `${unique('u')}@example.mx`) {
  return new SqlUserRepository(db).create({ email, name: 'Ana', role: 'operator', passwordHash: 'hash' });
}

export async function givenRestaurant(db: Kysely<Schema>, ownerId?: string) {
  const owner = ownerId ?? (await givenUser(db)).id;
  return new SqlRestaurantRepository(db).create(
    {
      name: 'Tacos Don Pepe',
      subdomain: unique('r').slice(0, 20),
      description: null,
      phone: null,
      email: null,
      address: null,
      subscriptionStatus: 'trial',
      subscriptionPlan: null,
      trialEndsAt: null,
    },
    owner,
  );
}

export async function givenConversation(db: Kysely<Schema>, restaurantId: string, at = new Date()) {
  return new SqlConversationRepository(db).upsertByPhone(restaurantId, unique('+52155'), at);
}

/** Dates a timestamp column must carry to the millisecond: years 0000–9999 keep ISO text fixed-width. */
export const DATE_RANGE = { min: new Date('0000-01-01T00:00:00.000Z'), max: new Date('9999-12-31T23:59:59.999Z'), noInvalidDate: true };
