import { z } from 'zod';
import type { Database } from '../../db/client';

/**
 * One kind of record in the account's data export: the SQL that reads the account's rows of it
 * (`$1` is the account's id), the presenter that turns those rows into the section's JSON, and
 * the section's schema (the answer's OpenAPI description and its check).
 */
export interface ExportSection<Row, Output> {
  key: string;
  /** What the section holds, in a sentence (the OpenAPI description). */
  description: string;
  schema: z.ZodType<Output>;
  query: string;
  present(rows: Row[]): Output;
}

/** Declares a section (keeps the row and output types of one section together). */
export function exportSection<Row, Output>(section: ExportSection<Row, Output>): ExportSection<Row, Output> {
  return section;
}

type IsoDate<T> = T extends Date ? string : T;
type WithIsoDates<Row> = { [K in keyof Row]: IsoDate<Row[K]> };

/** Every Date of a row as an ISO 8601 string (both database drivers return timestamps as Date). */
export function withIsoDates<Row extends object>(row: Row): WithIsoDates<Row> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  ) as WithIsoDates<Row>;
}

/** A list section whose rows are already the JSON items but for their dates. */
export const listOf = <Row extends object>(rows: Row[]) => rows.map(withIsoDates);

/** A section of one record (the account itself): its one row, or null when there is none. */
export const firstRow = <Row extends object>(rows: Row[]) => (rows[0] ? withIsoDates(rows[0]) : null);

export const date = z.iso.datetime({ offset: true });

/** Reads every section for the account, in order, into one document. */
export async function readSections(
  database: Database,
  userId: number,
  sections: readonly ExportSection<never, unknown>[],
): Promise<Record<string, unknown>> {
  const document: Record<string, unknown> = {};
  for (const section of sections) {
    const rows = await database.query<never>(section.query, [userId]);
    document[section.key] = section.present(rows);
  }
  return document;
}
