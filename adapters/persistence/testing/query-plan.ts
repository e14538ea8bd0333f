import {
  CompiledQuery,
  createQueryId,
  type Kysely,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import { dialectOf } from '../dialect.js';

/** Records every query a Kysely instance runs, untouched. */
class CapturePlugin implements KyselyPlugin {
  readonly nodes: RootOperationNode[] = [];
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    this.nodes.push(node);
    return node;
  }
  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

export interface QueryPlan {
  sql: string;
  /** One line per plan node: SQLite's EXPLAIN QUERY PLAN details, or Postgres' EXPLAIN text. */
  lines: string[];
}

/**
 * Runs `work` against a capturing view of `db`, then asks the engine how it plans each
 * statement it issued (with the same bound values). EXPLAIN never executes the statement.
 */
export async function plansOf<DB>(db: Kysely<DB>, work: (db: Kysely<DB>) => Promise<unknown>): Promise<QueryPlan[]> {
  const capture = new CapturePlugin();
  await work(db.withPlugin(capture));
  const postgres = dialectOf(db) === 'postgres';
  const plans: QueryPlan[] = [];
  for (const node of capture.nodes) {
    const { sql, parameters } = db.getExecutor().compileQuery(node, createQueryId());
    const explain = CompiledQuery.raw(`${postgres ? 'EXPLAIN' : 'EXPLAIN QUERY PLAN'} ${sql}`, [...parameters]);
    const { rows } = await db.executeQuery<Record<string, unknown>>(explain);
    plans.push({ sql, lines: rows.map((row) => String(postgres ? row['QUERY PLAN'] : row.detail)) });
  }
  return plans;
}

export interface TableAccess {
  table: string;
  /** Columns the index search binds, in index order; empty for a full scan of the table. */
  bound: string[];
}

const boundColumns = (condition: string) =>
  [
    ...condition
      .replace(/"/g, '')
      // Postgres prints a row-value range as ROW(a, b) < ROW(…): each column of it is bound.
      .replace(/ROW\(([^)]*)\)\s*(<=|>=|<|>|=)/g, (_, cols: string, op: string) =>
        cols
          .split(',')
          .map((c) => `${c.trim()} ${op} ?`)
          .join(' AND '),
      )
      .matchAll(/\(?(\w+)\)?\s*(?:=|<=|>=|<|>)/g),
  ]
    .map((m) => m[1]!)
    .filter((c, i, all) => all.indexOf(c) === i);

/**
 * How each statement reaches `tables` (aliases map to their table): SQLite's `SCAN t` or
 * `SEARCH t USING … (cond)`, Postgres' `Seq Scan on t` or an index scan and its Index Cond.
 * For a restaurant's own history, a search that binds only the restaurant is a scan too:
 * callers check which columns are bound, not merely that an index was used.
 */
export function accessesOf(plans: QueryPlan[], tables: string[], aliases: Record<string, string> = {}): TableAccess[] {
  const tableOf = (name: string) => aliases[name] ?? name;
  const wanted = (name: string) => tables.includes(tableOf(name));
  const out: TableAccess[] = [];
  for (const { lines } of plans) {
    lines.forEach((raw, at) => {
      const line = raw.trim().replace(/^->\s*/, '');
      const sqlite = /^(SCAN|SEARCH) (\w+)(?: USING .*?(?:\((.*)\))?)?$/.exec(line);
      if (sqlite) {
        if (wanted(sqlite[2]!))
          out.push({ table: tableOf(sqlite[2]!), bound: sqlite[1] === 'SEARCH' ? boundColumns(sqlite[3] ?? '') : [] });
        return;
      }
      const seq = /^Seq Scan on (\w+)/.exec(line);
      if (seq) {
        if (wanted(seq[1]!)) out.push({ table: tableOf(seq[1]!), bound: [] });
        return;
      }
      const index = /^(?:Bitmap Index Scan on (\w+)|Index (?:Only )?Scan(?: Backward)? using \w+ on (\w+))/.exec(line);
      if (!index) return;
      // A bitmap index scan names the index; its table is on the Bitmap Heap Scan line above.
      const table =
        index[2] ??
        /Bitmap Heap Scan on (\w+)/.exec(
          lines
            .slice(0, at)
            .reverse()
            .find((l) => l.includes('Bitmap Heap Scan')) ?? '',
        )?.[1];
      if (!table || !wanted(table)) return;
      // The node's own Index Cond, if any, comes before the next node (`->`).
      const cond = lines.slice(at + 1).find((l) => /^\s*(Index Cond:|->)/.test(l));
      out.push({ table: tableOf(table), bound: cond?.includes('Index Cond:') ? boundColumns(cond.split('Index Cond:')[1]!) : [] });
    });
  }
  return out;
}
