import type { Query } from './types';

/**
 * Column kinds of a set-based insert. Values travel as one array parameter per column:
 * `timestamptz` as epoch seconds, `jsonb` as JSON text, `text[]` as '|'-joined text, `bytea` as hex.
 */
export type Kind = 'int' | 'text' | 'bool' | 'float8' | 'timestamptz' | 'jsonb' | 'text[]' | 'date' | 'bytea';
export type Column = [name: string, kind: Kind, values: unknown[]];

const PARAM_TYPE: Record<Kind, string> = {
  int: 'int[]',
  text: 'text[]',
  bool: 'bool[]',
  float8: 'float8[]',
  timestamptz: 'float8[]',
  jsonb: 'text[]',
  'text[]': 'text[]',
  date: 'text[]',
  bytea: 'text[]',
};

function selectExpression(name: string, kind: Kind): string {
  switch (kind) {
    case 'timestamptz':
      return `to_timestamp(${name})`;
    case 'jsonb':
      return `${name}::jsonb`;
    case 'text[]':
      return `string_to_array(${name}, '|')`;
    case 'date':
      return `${name}::date`;
    case 'bytea':
      return `decode(${name}, 'hex')`;
    default:
      return name;
  }
}

/** Multi-row `INSERT … SELECT … FROM unnest($1::…[], …)`, at most `chunk` rows per statement. */
export async function insertRows(query: Query, table: string, columns: Column[], chunk = 10_000): Promise<number> {
  const total = columns[0][2].length;
  const names = columns.map(([name]) => name).join(', ');
  const unnest = columns.map(([, kind], i) => `$${i + 1}::${PARAM_TYPE[kind]}`).join(', ');
  const select = columns.map(([name, kind]) => selectExpression(name, kind)).join(', ');
  const text = `INSERT INTO ${table} (${names}) SELECT ${select} FROM unnest(${unnest}) AS u(${names})`;
  for (let start = 0; start < total; start += chunk) {
    const params = columns.map(([, , values]) =>
      start === 0 && total <= chunk ? values : values.slice(start, start + chunk),
    );
    await query(text, params);
  }
  return total;
}
