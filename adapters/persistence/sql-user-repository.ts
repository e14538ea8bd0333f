import { sql, type Kysely, type Selectable } from 'kysely';
import type { User, Role } from '../../core/tenancy/user.js';
import type { NewUser, UserRepository } from '../../core/tenancy/user-repository.js';
import { fromIso, fromIsoOrNull, newId, toIso, toIsoOrNull } from './codec.js';
import type { Schema, UsersTable } from './schema.js';
import { conflictOnDuplicate } from './unique-violation.js';

export const toUser = (row: Selectable<UsersTable>): User => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role as Role,
  passwordHash: row.password_hash,
  failedLogins: Number(row.failed_logins),
  lockedUntil: fromIsoOrNull(row.locked_until),
  createdAt: fromIso(row.created_at),
});

export class SqlUserRepository implements UserRepository {
  constructor(private readonly db: Kysely<Schema>) {}

  async create(user: NewUser): Promise<User> {
    const created: User = { ...user, id: user.id ?? newId(), failedLogins: 0, lockedUntil: null, createdAt: new Date() };
    await conflictOnDuplicate(
      () =>
        this.db
          .insertInto('users')
          .values({
            id: created.id,
            email: created.email,
            name: created.name,
            role: created.role,
            password_hash: created.passwordHash,
            failed_logins: 0,
            locked_until: null,
            created_at: toIso(created.createdAt),
          })
          .execute(),
      'email',
      'Ya existe una cuenta con ese correo',
    );
    return created;
  }

  async findById(id: string): Promise<User | null> {
    const row = await this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toUser(row) : null;
  }

  async findByEmail(email: string): Promise<User | null> {
    const row = await this.db
      .selectFrom('users')
      .selectAll()
      .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
      .executeTakeFirst();
    return row ? toUser(row) : null;
  }

  async updateLoginState(id: string, state: { failedLogins: number; lockedUntil: Date | null }): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ failed_logins: state.failedLogins, locked_until: toIsoOrNull(state.lockedUntil) })
      .where('id', '=', id)
      .execute();
  }

  async updatePassword(id: string, passwordHash: string): Promise<void> {
    await this.db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
  }

  async list(): Promise<User[]> {
    const rows = await this.db.selectFrom('users').selectAll().orderBy('created_at').orderBy('email').execute();
    return rows.map(toUser);
  }
}
