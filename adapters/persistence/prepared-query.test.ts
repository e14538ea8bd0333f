import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';
import { PreparedQueries, PreparedQuery } from './prepared-query.js';

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

  it('keeps one query per shape, and builds past its bound the query it would have prepared', async () => {
    const { db, close } = await openDatabase(':memory:');
    try {
      const queries = new PreparedQueries(2);
      let builds = 0;
      // A query of `n` columns: its shape is n.
      const columns = (values: string[]) =>
        queries.execute(
          db,
          String(values.length),
          (d, arg) => {
            builds++;
            return d.selectNoFrom(values.map((_, i) => sql<string>`${arg(i)}`.as(`c${i}`)));
          },
          values,
        );
      expect((await columns(['a'])).rows).toEqual([{ c0: 'a' }]);
      expect((await columns(['b'])).rows).toEqual([{ c0: 'b' }]);
      expect((await columns(['a', 'b'])).rows).toEqual([{ c0: 'a', c1: 'b' }]);
      expect((await columns(['x', 'y', 'z'])).rows).toEqual([{ c0: 'x', c1: 'y', c2: 'z' }]);
      expect((await columns(['u', 'v', 'w'])).rows).toEqual([{ c0: 'u', c1: 'v', c2: 'w' }]);
      // Shapes 1 and 2 built once each; shape 3, past the bound of two, built for each call.
      expect(builds).toBe(4);
    } finally {
      await close();
    }
  });
});
