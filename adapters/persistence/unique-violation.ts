import { conflict } from '../../core/shared/errors.js';

/** SQLite (better-sqlite3) and PostgreSQL (postgres.js) report a duplicate key differently. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}

/**
 * Runs a write and turns a duplicate key into the core's conflict error. The core checks
 * first, but only the database sees two concurrent requests that both passed that check.
 */
export async function conflictOnDuplicate<T>(write: () => Promise<T>, field: string, message: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(message, { [field]: message });
    throw error;
  }
}
