import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';
import { PreparedQuery } from './prepared-query.js';

describe('PreparedQuery', () => {
  it("runs each call with its own values, keeps the query's fixed ones, and fills a value used twice in both places", async () => {
    const { db, close } = await openDatabase(':memory:');
    try {
      const echo = new PreparedQuery(2, (d, arg) =>
        d.selectNoFrom([
          sql<string>`${arg(0)}`.as('a'),
          sql<string>`${arg(1)}`.as('b'),
          sql<string>`${'fijo'}`.as('c'),
          sql<string>`${arg(0)}`.as('d'),
        ]),
      );
      expect((await echo.execute(db, ['uno', 'dos'])).rows).toEqual([{ a: 'uno', b: 'dos', c: 'fijo', d: 'uno' }]);
      expect((await echo.execute(db, [3, null])).rows).toEqual([{ a: 3, b: null, c: 'fijo', d: 3 }]);
      await expect(echo.execute(db, ['solo uno'])).rejects.toThrow('espera 2 valores');
      const careless = new PreparedQuery(2, (d, arg) => d.selectNoFrom(sql<string>`${arg(0)}`.as('a')));
      await expect(careless.execute(db, ['a', 'b'])).rejects.toThrow('no usa todos sus valores');
    } finally {
      await close();
    }
  });
});
