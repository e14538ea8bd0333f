import fc from 'fast-check';
import { expect, it } from 'vitest';
import { DomainError } from '../../../core/shared/errors.js';
import { SqlUserRepository } from '../sql-user-repository.js';
import { describeDialects } from './dialects.js';
import { DATE_RANGE, unique, useDatabase } from './harness.js';

describeDialects('SqlUserRepository', (dialect) => {
  const db = useDatabase(dialect);
  const repo = () => new SqlUserRepository(db());

  it('round-trips every field, with a generated or a given id', async () => {
    const created = await repo().create({ email: 'ana@example.mx', name: 'Ana', role: 'operator', passwordHash: 'scrypt$x' });
    expect(created).toMatchObject({ email: 'ana@example.mx', name: 'Ana', role: 'operator', failedLogins: 0, lockedUntil: null });
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await repo().findById(created.id)).toEqual(created);

    const admin = await repo().create({ id: 'admin', email: 'admin', name: null, role: 'admin', passwordHash: 'h' });
    expect(await repo().findById('admin')).toEqual(admin);
    expect(await repo().findById('nobody')).toBeNull();
  });

  it('finds by e-mail ignoring case and surrounding spaces', async () => {
    const created = await repo().create({ email: 'Luis@Example.mx', name: null, role: 'operator', passwordHash: 'h' });
    expect(await repo().findByEmail('luis@example.mx')).toEqual(created);
    expect(await repo().findByEmail('  LUIS@EXAMPLE.MX ')).toEqual(created);
    expect(await repo().findByEmail('otro@example.mx')).toBeNull();
  });

  it('refuses a second account with the same e-mail in any case as a conflict', async () => {
    await repo().create({ email: 'dup@example.mx', name: null, role: 'operator', passwordHash: 'h' });
    const error = await repo()
      .create({ email: 'DUP@example.mx', name: null, role: 'operator', passwordHash: 'h' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ kind: 'conflict', message: 'Ya existe una cuenta con ese correo' });
    expect(await repo().list()).toHaveLength(1);
  });

  it('stores login state and password changes', async () => {
    const user = await repo().create({ email: unique('s') + '@x.mx', name: null, role: 'operator', passwordHash: 'old' });
    const lockedUntil = new Date('2031-05-06T07:08:09.123Z');
    await repo().updateLoginState(user.id, { failedLogins: 4, lockedUntil });
    await repo().updatePassword(user.id, 'new');
    expect(await repo().findById(user.id)).toEqual({ ...user, failedLogins: 4, lockedUntil, passwordHash: 'new' });
    await repo().updateLoginState(user.id, { failedLogins: 0, lockedUntil: null });
    expect(await repo().findById(user.id)).toMatchObject({ failedLogins: 0, lockedUntil: null });
  });

  it('keeps any lock date to the millisecond', async () => {
    const user = await repo().create({ email: 'lock@example.mx', name: null, role: 'operator', passwordHash: 'h' });
    await fc.assert(
      fc.asyncProperty(fc.date(DATE_RANGE), fc.nat(1000), async (lockedUntil, failedLogins) => {
        await repo().updateLoginState(user.id, { failedLogins, lockedUntil });
        const found = await repo().findById(user.id);
        expect(found?.lockedUntil?.getTime()).toBe(lockedUntil.getTime());
        expect(found?.failedLogins).toBe(failedLogins);
      }),
      { numRuns: 40 },
    );
  });

  it('lists every user, oldest first', async () => {
    const first = await repo().create({ email: 'a@example.mx', name: null, role: 'operator', passwordHash: 'h' });
    await new Promise((r) => setTimeout(r, 3));
    const second = await repo().create({ email: 'b@example.mx', name: 'B', role: 'admin', passwordHash: 'h' });
    expect(await repo().list()).toEqual([first, second]);
  });
});
