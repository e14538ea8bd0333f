import type { Kysely } from 'kysely';
import { pendingMigrations } from './migrations/migrate.js';
import type { Schema } from './schema.js';

/**
 * For /readyz: null when every migration has run and a write commits, else the reason.
 * The write is real (one row, rewritten each time): a read-only file, a full disk or a
 * lost connection all show up here, which a SELECT would not reveal.
 */
export async function databaseProblem(db: Kysely<Schema>, now: Date): Promise<string | null> {
  try {
    const pending = await pendingMigrations(db);
    if (pending.length) return `Migraciones pendientes: ${pending.join(', ')}`;
    const checkedAt = now.toISOString();
    await db
      .insertInto('health_probe')
      .values({ id: 'readyz', checked_at: checkedAt })
      .onConflict((oc) => oc.column('id').doUpdateSet({ checked_at: checkedAt }))
      .execute();
    return null;
  } catch (error) {
    return `La base de datos no acepta escrituras: ${(error as Error).message}`;
  }
}
