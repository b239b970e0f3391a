import type { TransparencyMonth, TransparencyYear } from '@fanlens/shared';

type Figure = string | number | null;

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** A month's figures as [column, value] pairs, nested names joined by '_' in snake case, in the JSON's order. */
function flatten(value: unknown, prefix = ''): [string, Figure][] {
  if (value === null || typeof value !== 'object') return [[prefix, value as Figure]];
  return Object.entries(value).flatMap(([key, inner]) =>
    flatten(inner, prefix ? `${prefix}_${snake(key)}` : snake(key)),
  );
}

/**
 * The yearly download as CSV (RFC 4180, CRLF lines): a header, then one line per month, January
 * first, with the same figures as the JSON (`reports_by_page_owners`,
 * `hidden_by_moderators_by_reason_spam`, `median_hours_to_decision_appeals`…); a median no item
 * of the month reached is empty. Every value is a number or 'YYYY-MM', so none needs quoting.
 */
export function transparencyCsv(report: TransparencyYear): string {
  const rows = report.months.map((month: TransparencyMonth) => flatten(month));
  const header = (rows[0] ?? []).map(([column]) => column);
  const lines = [header, ...rows.map((row) => row.map(([, value]) => (value === null ? '' : String(value))))];
  return lines.map((line) => line.join(',')).join('\r\n') + '\r\n';
}
