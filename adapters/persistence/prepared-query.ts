import { CompiledQuery, type Compilable, type Kysely, type QueryResult } from 'kysely';
import { dialectOf } from './dialect.js';
import type { SqlDialect } from './dialect.js';
import type { Schema } from './schema.js';

/** The value of argument `i` while the query is built: a text no caller sends. */
const marker = (i: number) => `\u0000argumento-${i}\u0000`;

/** Where each of the compiled query's parameters comes from: an argument's index, or the value the query fixed. */
type Slot = { arg: number } | { fixed: unknown };

/**
 * A query whose shape never changes (the same columns, conditions and order whatever the
 * values), built through Kysely once per dialect and then run with each call's values in
 * their places. Building and compiling a query costs 10–20 µs of CPU each time, and the
 * reply path runs a dozen of these per message (`npm run bench -- steady`).
 *
 * `build` receives `arg(i)` for the i-th value of `execute`; it must place the values as they
 * are (no `.trim()`, no conditions on them), since it runs with markers, not values.
 */
export class PreparedQuery<R> {
  private readonly compiled = new Map<SqlDialect, { sql: string; slots: Slot[] }>();

  constructor(
    private readonly arity: number,
    private readonly build: (db: Kysely<Schema>, arg: (i: number) => never) => Compilable<R>,
  ) {}

  async execute(db: Kysely<Schema>, values: readonly unknown[]): Promise<QueryResult<R>> {
    if (values.length !== this.arity) throw new Error(`La consulta preparada espera ${this.arity} valores, recibió ${values.length}`);
    // A handle with plugins (a test recording query plans, a bench counting statements) sees the query built as usual.
    if (db.getExecutor().plugins.length > 0) return db.executeQuery(this.build(db, (i) => values[i] as never));
    const { sql, slots } = this.compiledFor(db);
    return db.executeQuery<R>(
      CompiledQuery.raw(
        sql,
        slots.map((slot) => ('arg' in slot ? values[slot.arg] : slot.fixed)),
      ),
    );
  }

  private compiledFor(db: Kysely<Schema>) {
    const dialect = dialectOf(db);
    const known = this.compiled.get(dialect);
    if (known) return known;
    const markers = Array.from({ length: this.arity }, (_, i) => marker(i));
    const query = this.build(db, (i) => markers[i] as never).compile();
    const slots: Slot[] = query.parameters.map((p) => {
      const arg = typeof p === 'string' ? markers.indexOf(p) : -1;
      return arg >= 0 ? { arg } : { fixed: p };
    });
    const placed = new Set(slots.flatMap((s) => ('arg' in s ? [s.arg] : [])));
    if (placed.size !== this.arity) throw new Error(`La consulta preparada no usa todos sus valores: ${query.sql}`);
    const compiled = { sql: query.sql, slots };
    this.compiled.set(dialect, compiled);
    return compiled;
  }
}

/**
 * Queries of a few shapes (the columns a patch sets, the rows of a batch, the keys asked for):
 * one PreparedQuery per shape, made on its first use. At most `maxShapes` are kept, so a caller
 * with endless shapes costs what it did before: past the bound a query is built through Kysely.
 * `shape` must name everything `build` depends on besides the values.
 */
export class PreparedQueries {
  private readonly byShape = new Map<string, PreparedQuery<unknown>>();

  constructor(private readonly maxShapes: number) {}

  execute<R>(
    db: Kysely<Schema>,
    shape: string,
    build: (db: Kysely<Schema>, arg: (i: number) => never) => Compilable<R>,
    values: readonly unknown[],
  ): Promise<QueryResult<R>> {
    let query = this.byShape.get(shape) as PreparedQuery<R> | undefined;
    if (!query) {
      if (this.byShape.size >= this.maxShapes) return db.executeQuery(build(db, (i) => values[i] as never));
      query = new PreparedQuery(values.length, build);
      this.byShape.set(shape, query as PreparedQuery<unknown>);
    }
    return query.execute(db, values);
  }
}
