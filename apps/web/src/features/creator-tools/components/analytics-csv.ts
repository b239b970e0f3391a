import type { Analytics } from '@fanlens/shared';

const COLUMNS = [
  'date',
  'views',
  'impressions',
  'platformClicks',
  'favoritesAdded',
  'favoritesRemoved',
  'badgeViews',
  'reviews',
  'averageRating',
] as const;

/** The days of an analytics answer as CSV: a header line, then one line per day (empty rating without reviews). */
export function analyticsCsv(analytics: Analytics): string {
  const lines = analytics.days.map((day) => COLUMNS.map((column) => day[column] ?? '').join(','));
  return [COLUMNS.join(','), ...lines].join('\r\n') + '\r\n';
}

/** 'fanlens-ada-2026-01-01-to-2026-01-30.csv' */
export function analyticsFileName(username: string, analytics: Analytics): string {
  const safe = username.replace(/[^A-Za-z0-9._-]/g, '_');
  return `fanlens-${safe}-${analytics.from}-to-${analytics.to}.csv`;
}

/** Saves the CSV through a temporary object URL and link. */
export function downloadCsv(fileName: string, csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
