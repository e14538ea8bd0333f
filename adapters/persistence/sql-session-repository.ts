import type { Kysely, Selectable } from 'kysely';
import type { Session, SessionRepository } from '../../core/tenancy/session.js';
import type { User } from '../../core/tenancy/user.js';
import { fromIso, toIso } from './codec.js';
import type { Schema, SessionsTable } from './schema.js';
import { toUser } from './sql-user-repository.js';

const toSession = (row: Selectable<SessionsTable>): Session => ({
  id: row.id,
  userId: row.user_id,
  createdAt: fromIso(row.created_at),
  expiresAt: fromIso(row.expires_at),
});

export class SqlSessionRepository implements SessionRepository {
  constructor(private readonly db: Kysely<Schema>) {}

  async create(session: Session): Promise<void> {
    await this.db
      .insertInto('sessions')
      .values({
        id: session.id,
        user_id: session.userId,
        created_at: toIso(session.createdAt),
        expires_at: toIso(session.expiresAt),
      })
      .execute();
  }

  async find(id: string): Promise<Session | null> {
    const row = await this.db.selectFrom('sessions').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toSession(row) : null;
  }

  async findUser(id: string, now: Date): Promise<User | null> {
    const row = await this.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .selectAll('users')
      .where('sessions.id', '=', id)
      .where('sessions.expires_at', '>', toIso(now))
      .executeTakeFirst();
    return row ? toUser(row) : null;
  }

  async delete(id: string): Promise<void> {
    await this.db.deleteFrom('sessions').where('id', '=', id).execute();
  }

  async deleteForUser(userId: string, exceptId: string | null = null): Promise<number> {
    let query = this.db.deleteFrom('sessions').where('user_id', '=', userId);
    if (exceptId) query = query.where('id', '!=', exceptId);
    return Number((await query.executeTakeFirst()).numDeletedRows);
  }

  async deleteExpired(now: Date): Promise<number> {
    const result = await this.db.deleteFrom('sessions').where('expires_at', '<=', toIso(now)).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
