import { Migrator, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { AesSecretBox } from '../crypto/aes-secret-box.js';
import { openDatabase, type Database } from '../database.js';
import { SqlConfigRepository } from '../sql-config-repository.js';
import { ConfigService } from '../../../core/config/config-service.js';
import { MIGRATIONS } from './migrate.js';

let database: Database | null = null;
afterEach(async () => {
  await database?.close();
  database = null;
});

const provider = { getMigrations: async () => MIGRATIONS };

/** A database as it was before 0008, holding platform rows and `restaurantCount` restaurants. */
async function before0008(restaurantCount: number) {
  database = await openDatabase(':memory:');
  const db = database.db as unknown as Kysely<any>;
  const { error } = await new Migrator({ db, provider }).migrateTo('0005-billing');
  if (error) throw error;
  const now = new Date().toISOString();

  for (let i = 1; i <= restaurantCount; i++) {
    await db
      .insertInto('restaurants')
      .values({ id: `r${i}`, name: `R${i}`, subdomain: `r${i}`, subscription_status: 'trial', subscription_plan: 'basic', created_at: now })
      .execute();
  }
  const row = (scope: string, key: string, value: object) => ({ scope, key, value: JSON.stringify(value), updated_at: now });
  await db
    .insertInto('config_entries')
    .values([
      row('*', 'whatsapp_config', { provider: 'meta', phoneNumberId: '555', businessPhone: '+525500000000', accessToken: '' }),
      row('*', 'openai_config', { organization: 'org-plataforma' }),
      ...(restaurantCount > 0
        ? [row('r1', 'whatsapp_config', { provider: 'meta', businessPhone: '+525511111111', phoneNumberId: '' })]
        : []),
    ])
    .execute();
  return db;
}

async function migrateRest(db: Kysely<any>) {
  const { error } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error;
}

const rows = async (db: Kysely<any>) =>
  Object.fromEntries(
    (await db.selectFrom('config_entries').select(['scope', 'key', 'value']).execute()).map((r: any) => [
      `${r.scope}/${r.key}`,
      JSON.parse(r.value),
    ]),
  );

describe('0008: platform WhatsApp rows stop being inherited, without losing data', () => {
  it('moves the row to the only restaurant, whose own fields win', async () => {
    const db = await before0008(1);
    await migrateRest(db);
    const after = await rows(db);
    expect(after['*/whatsapp_config']).toBeUndefined();
    expect(after['r1/whatsapp_config']).toEqual({ provider: 'meta', phoneNumberId: '555', businessPhone: '+525511111111' });
    expect(after['*/openai_config']).toEqual({ organization: 'org-plataforma' });
  });

  it('parks the row for the administrator when several restaurants could own it', async () => {
    const db = await before0008(2);
    await migrateRest(db);
    const after = await rows(db);
    expect(after['*/whatsapp_config']).toBeUndefined();
    expect(after['*/unassigned:whatsapp_config']).toMatchObject({ phoneNumberId: '555', businessPhone: '+525500000000' });
    expect(after['r2/whatsapp_config']).toBeUndefined();
    const config = new ConfigService(new SqlConfigRepository(database!.db), new AesSecretBox('s'));
    expect(await config.unassigned()).toEqual([{ key: 'whatsapp_config', value: expect.objectContaining({ phoneNumberId: '555' }) }]);
    expect((await config.resolve('r2', 'whatsapp_config')).businessPhone).toBe('');
    await config.assignUnassigned('whatsapp_config', 'r2');
    expect((await config.resolve('r2', 'whatsapp_config')).businessPhone).toBe('+525500000000');
    expect(await config.unassigned()).toEqual([]);
  });

  it('parks the row when there is no restaurant yet', async () => {
    const db = await before0008(0);
    await migrateRest(db);
    expect(Object.keys(await rows(db)).sort()).toEqual(['*/openai_config', '*/unassigned:whatsapp_config']);
  });
});
