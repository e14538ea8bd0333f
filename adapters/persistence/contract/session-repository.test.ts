import { expect, it } from 'vitest';
import { SqlSessionRepository } from '../sql-session-repository.js';
import { describeDialects } from './dialects.js';
import { givenUser, useDatabase } from './harness.js';

const at = (iso: string) => new Date(iso);

describeDialects('SqlSessionRepository', (dialect) => {
  const db = useDatabase(dialect);
  const repo = () => new SqlSessionRepository(db());

  it('round-trips a session and deletes it', async () => {
    const user = await givenUser(db());
    const session = { id: 'hash-1', userId: user.id, createdAt: at('2025-01-01T10:00:00.001Z'), expiresAt: at('2025-01-31T10:00:00.999Z') };
    await repo().create(session);
    expect(await repo().find('hash-1')).toEqual(session);
    await repo().delete('hash-1');
    expect(await repo().find('hash-1')).toBeNull();
    await expect(repo().delete('hash-1')).resolves.toBeUndefined();
  });

  it("finds a live session's user in one lookup, and nobody for an expired or unknown session", async () => {
    const user = await givenUser(db());
    await repo().create({ id: 'live', userId: user.id, createdAt: at('2025-05-01T00:00:00Z'), expiresAt: at('2025-06-01T12:00:00.000Z') });
    expect(await repo().findUser('live', at('2025-06-01T11:59:59.999Z'))).toEqual(user);
    expect(await repo().findUser('live', at('2025-06-01T12:00:00.000Z'))).toBeNull();
    expect(await repo().findUser('unknown', at('2025-05-02T00:00:00Z'))).toBeNull();
  });

  it('deletes only sessions expired at the given instant and says how many', async () => {
    const user = await givenUser(db());
    const now = at('2025-06-01T12:00:00.000Z');
    const expiring = (id: string, expiresAt: string) =>
      repo().create({ id, userId: user.id, createdAt: at('2025-05-01T00:00:00Z'), expiresAt: at(expiresAt) });
    await expiring('past', '2025-06-01T11:59:59.999Z');
    await expiring('exact', '2025-06-01T12:00:00.000Z');
    await expiring('future', '2025-06-01T12:00:00.001Z');
    expect(await repo().deleteExpired(now)).toBe(2);
    expect(await repo().find('past')).toBeNull();
    expect(await repo().find('exact')).toBeNull();
    expect(await repo().find('future')).not.toBeNull();
    expect(await repo().deleteExpired(now)).toBe(0);
  });

  it('refuses a session for a user that does not exist', async () => {
    const session = { id: 'orphan', userId: 'ghost', createdAt: new Date(), expiresAt: new Date() };
    await expect(repo().create(session)).rejects.toThrow();
  });
});
