import { sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from './client';

/** A drizzle transaction of either driver. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What raw parameterised SQL ($1, $2…) runs on: the database, or one of its transactions (see inTransaction). */
export type Queryable = Pick<Database, 'query'>;

/** Runs a drizzle `sql` query inside a transaction and returns its rows (both drivers have `.rows`). */
export async function txRows<T>(tx: Tx, query: SQL): Promise<T[]> {
  const result = (await tx.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A Postgres array literal (drizzle would expand a JS array into one parameter per element). */
export function textArrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/[\\"]/g, '\\$&')}"`).join(',')}}`;
}

/** Raw SQL with $1…$n placeholders as a drizzle query: each placeholder one parameter (an array stays one). */
function rawQuery(text: string, params: readonly unknown[]): SQL {
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)), sql`${sql.param(params[Number(match[1]) - 1])}`);
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/**
 * The transaction as a Queryable, so the queries written for `database.query` run inside it (e.g.
 * reading back a row the transaction wrote, before the commit).
 */
export function inTransaction(tx: Tx): Queryable {
  return {
    async query<T>(text: string, params: unknown[] = []) {
      const result = (await tx.execute(rawQuery(text, params))) as unknown as { rows: T[] };
      return result.rows;
    },
  };
}
