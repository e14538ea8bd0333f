import { expect, it } from 'vitest';
import { SqlConversationAdmissions } from '../sql-conversation-admissions.js';
import { SqlConversationRepository } from '../sql-conversation-repository.js';
import { SqlLoginThrottleStore } from '../sql-login-throttle-store.js';
import { SqlSessionRepository } from '../sql-session-repository.js';
import { databaseProblem } from '../readiness.js';
import { describeDialects } from './dialects.js';
import { givenConversation, givenRestaurant, givenUser, unique, useDatabase } from './harness.js';

const at = (iso: string) => new Date(iso);

describeDialects('hardening repositories', (dialect) => {
  const db = useDatabase(dialect);

  it('keeps throttle entries per account and client, overwrites them and clears one or all', async () => {
    const store = new SqlLoginThrottleStore(db());
    const account = unique('acct');
    const entry = {
      failures: 3,
      firstFailureAt: at('2026-01-01T00:00:00.000Z'),
      lastFailureAt: at('2026-01-01T00:05:00.123Z'),
      blockedUntil: null,
    };
    await store.put(account, 'ip:1.1.1.1', entry);
    await store.put(account, 'ip:2.2.2.2', { ...entry, failures: 1 });
    expect(await store.get(account, 'ip:1.1.1.1')).toEqual(entry);
    const blocked = { ...entry, failures: 6, blockedUntil: at('2026-01-01T00:06:00.000Z') };
    await store.put(account, 'ip:1.1.1.1', blocked);
    expect(await store.get(account, 'ip:1.1.1.1')).toEqual(blocked);
    expect(await store.clear(account, 'ip:2.2.2.2')).toBe(1);
    expect(await store.get(account, 'ip:2.2.2.2')).toBeNull();
    expect(await store.clear(account)).toBe(1);
    expect(await store.get(account, 'ip:1.1.1.1')).toBeNull();
    await store.put(account, 'old', entry);
    expect(await store.prune(at('2026-01-01T00:05:00.124Z'))).toBeGreaterThanOrEqual(1);
    expect(await store.get(account, 'old')).toBeNull();
  });

  it('counts concurrent failures of one account all, and starts a new window once the last has ended', async () => {
    const throttle = new SqlLoginThrottleStore(db());
    const t0 = at('2026-03-01T00:00:00.000Z');
    const hour = 3_600_000;
    await Promise.all(Array.from({ length: 12 }, () => throttle.countFailure('ana@x.mx', '*', t0, hour)));
    expect(await throttle.get('ana@x.mx', '*')).toMatchObject({ failures: 12, firstFailureAt: t0 });
    const later = at('2026-03-01T00:30:00.000Z');
    expect(await throttle.countFailure('ana@x.mx', '*', later, hour)).toMatchObject({
      failures: 13,
      firstFailureAt: t0,
      lastFailureAt: later,
    });
    const next = at('2026-03-01T01:00:00.001Z');
    expect(await throttle.countFailure('ana@x.mx', '*', next, hour)).toMatchObject({ failures: 1, firstFailureAt: next });
    expect(await throttle.get('beto@x.mx', '*')).toBeNull();
  });

  it('ends all sessions of a user but the one kept', async () => {
    const sessions = new SqlSessionRepository(db());
    const user = await givenUser(db());
    const other = await givenUser(db());
    const make = (id: string, userId: string) =>
      sessions.create({ id, userId, createdAt: new Date(), expiresAt: at('2099-01-01T00:00:00Z') });
    await Promise.all([make(unique('s'), user.id), make('keep-' + user.id, user.id), make('other-' + other.id, other.id)]);
    expect(await sessions.deleteForUser(user.id, 'keep-' + user.id)).toBe(1);
    expect(await sessions.find('keep-' + user.id)).not.toBeNull();
    expect(await sessions.find('other-' + other.id)).not.toBeNull();
    expect(await sessions.deleteForUser(user.id)).toBe(1);
  });

  it('admits a conversation once and counts admissions per restaurant and period', async () => {
    const admissions = new SqlConversationAdmissions(db());
    const restaurant = await givenRestaurant(db());
    const other = await givenRestaurant(db());
    const a = await givenConversation(db(), restaurant.id);
    const b = await givenConversation(db(), restaurant.id);
    const c = await givenConversation(db(), other.id);
    expect(await admissions.isAdmitted(restaurant.id, a.id)).toBe(false);
    await admissions.admit(restaurant.id, a.id, at('2026-03-01T06:00:00.000Z'));
    await admissions.admit(restaurant.id, a.id, at('2026-03-05T00:00:00.000Z'));
    await admissions.admit(restaurant.id, b.id, at('2026-04-01T06:00:00.000Z'));
    await admissions.admit(other.id, c.id, at('2026-03-02T00:00:00.000Z'));
    expect(await admissions.isAdmitted(restaurant.id, a.id)).toBe(true);
    expect(await admissions.isAdmitted(other.id, a.id)).toBe(false);
    expect(await admissions.count(restaurant.id, at('2026-03-01T06:00:00.000Z'), at('2026-04-01T06:00:00.000Z'))).toBe(1);
    expect(await admissions.count(restaurant.id, at('2026-01-01T00:00:00.000Z'), at('2027-01-01T00:00:00.000Z'))).toBe(2);
  });

  it('gives conversations admitted at once each their own count of the month, and none to one admitted before', async () => {
    const admissions = new SqlConversationAdmissions(db());
    const restaurant = await givenRestaurant(db());
    const taken = await Promise.all(Array.from({ length: 5 }, () => givenConversation(db(), restaurant.id)));
    const when = at('2026-03-02T00:00:00.000Z');
    const counts = await Promise.all(taken.map((c) => admissions.admit(restaurant.id, c.id, when)));
    expect([...counts].sort()).toEqual([1, 2, 3, 4, 5]);
    expect(await admissions.admit(restaurant.id, taken[0]!.id, when)).toBeNull();
  });

  it('keeps the month’s usage when the restaurant deletes the conversations it counted', async () => {
    const admissions = new SqlConversationAdmissions(db());
    const conversations = new SqlConversationRepository(db());
    const restaurant = await givenRestaurant(db());
    const taken = [await givenConversation(db(), restaurant.id), await givenConversation(db(), restaurant.id)];
    for (const conversation of taken) await admissions.admit(restaurant.id, conversation.id, at('2026-03-02T00:00:00.000Z'));
    const month = [at('2026-03-01T06:00:00.000Z'), at('2026-04-01T06:00:00.000Z')] as const;
    expect(await admissions.count(restaurant.id, ...month)).toBe(2);
    expect(
      await conversations.delete(
        restaurant.id,
        taken.map((c) => c.id),
      ),
    ).toBe(2);
    expect(await admissions.count(restaurant.id, ...month)).toBe(2);
    // The same customer writing again is a new conversation: taken on, and counted, once more.
    const again = await givenConversation(db(), restaurant.id);
    await admissions.admit(restaurant.id, again.id, at('2026-03-03T00:00:00.000Z'));
    expect(await admissions.count(restaurant.id, ...month)).toBe(3);
  });

  it('is ready once migrated and writable', async () => {
    expect(await databaseProblem(db(), new Date())).toBeNull();
  });
});
