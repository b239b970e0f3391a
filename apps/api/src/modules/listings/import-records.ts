import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';

/** One line of a data file: its number (as an editor counts lines), and its record or why it has none. */
export type ImportRecord =
  { line: number; record: Record<string, unknown> } | { line: number; problem: { field: string; message: string } };

export type ImportFormat = 'jsonl' | 'csv';

/** The format of a file by its name: `.jsonl` (or `.ndjson`) and `.csv`; null for anything else. */
export function formatOfFile(name: string): ImportFormat | null {
  if (/\.(jsonl|ndjson)$/i.test(name)) return 'jsonl';
  if (/\.csv$/i.test(name)) return 'csv';
  return null;
}

/** CSV columns that hold numbers, true/false, or lists (`|` between items). */
const NUMBER_COLUMNS = new Set([
  'price',
  'promoPrice',
  'counters.likes',
  'counters.photos',
  'counters.posts',
  'counters.videos',
  'counters.subscribers',
]);
const BOOLEAN_COLUMNS = new Set(['nsfw']);
const LIST_COLUMNS = new Set(['tags', 'categories']);

/**
 * The records of a JSONL file (one JSON object per line; blank lines skipped) or a CSV file (a
 * header row of field names, `counters.likes` and `links.twitter` for nested ones), one at a time,
 * so a file of any size is read in little memory. In CSV an empty cell says nothing (the stored
 * value stays), numbers and `true`/`false` are read as such, and lists are `|`-separated.
 */
export async function* readImportRecords(input: Readable, format: ImportFormat): AsyncGenerator<ImportRecord> {
  if (format === 'jsonl') yield* jsonLines(input);
  else yield* csvRows(input);
}

async function* jsonLines(input: Readable): AsyncGenerator<ImportRecord> {
  let line = 0;
  for await (const text of createInterface({ input, crlfDelay: Infinity })) {
    line += 1;
    if (text.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      yield { line, problem: { field: 'line', message: 'Not a JSON object' } };
      continue;
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      yield { line, problem: { field: 'line', message: 'Not a JSON object' } };
      continue;
    }
    yield { line, record: value as Record<string, unknown> };
  }
}

async function* csvRows(input: Readable): AsyncGenerator<ImportRecord> {
  const parser = input.pipe(
    parse({ columns: true, info: true, bom: true, skip_empty_lines: true, skip_records_with_error: true, trim: true }),
  );
  const skipped: ImportRecord[] = [];
  parser.on('skip', (error: { lines?: number; message: string }) => {
    skipped.push({ line: error.lines ?? 0, problem: { field: 'line', message: csvProblem(error.message) } });
  });
  for await (const { record, info } of parser as AsyncIterable<{
    record: Record<string, string>;
    info: { lines: number };
  }>) {
    while (skipped.length > 0) yield skipped.shift() as ImportRecord;
    yield csvRecord(record, info.lines);
  }
  while (skipped.length > 0) yield skipped.shift() as ImportRecord;
}

function csvProblem(message: string): string {
  if (/column/i.test(message)) return 'The line has another number of columns than the header';
  if (/quote/i.test(message)) return 'A quoted cell is not closed';
  return 'Not a CSV line';
}

/** A CSV row as the JSON record it stands for. */
function csvRecord(row: Record<string, string>, line: number): ImportRecord {
  const record: Record<string, unknown> = {};
  for (const [column, cell] of Object.entries(row)) {
    if (cell === '') continue;
    let value: unknown = cell;
    if (NUMBER_COLUMNS.has(column)) {
      value = /^-?\d+(\.\d+)?$/.test(cell) ? Number(cell) : cell;
    } else if (BOOLEAN_COLUMNS.has(column)) {
      value = cell === 'true' ? true : cell === 'false' ? false : cell;
    } else if (LIST_COLUMNS.has(column)) {
      value = cell
        .split('|')
        .map((item) => item.trim())
        .filter(Boolean);
    }
    const [head, tail] = column.split('.', 2);
    if (tail === undefined) record[head] = value;
    else {
      const nested = (record[head] ??= {}) as Record<string, unknown>;
      if (typeof nested === 'object' && nested !== null) nested[tail] = value;
    }
  }
  return { line, record };
}
