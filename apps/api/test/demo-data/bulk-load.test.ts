import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { createTestDatabase } from '../helpers/database';
import { dropForBulkLoad, finishInterruptedLoad, restore } from '../../src/db/bulk-load';
import { migrate } from '../../src/db/migrate';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

/** Every index and foreign key of the schema, as SQL. */
async function schemaObjects(): Promise<string[]> {
  const rows = await database.query<{ definition: string }>(
    `SELECT indexdef AS definition FROM pg_indexes
      WHERE schemaname = current_schema() AND tablename <> 'demo_load_restore'
     UNION ALL
     SELECT conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid) FROM pg_constraint
      WHERE contype = 'f' AND connamespace = current_schema()::regnamespace
     ORDER BY 1`,
  );
  return rows.map((row) => row.definition);
}

it('drops secondary indexes and foreign keys for a bulk load and restores them exactly', async () => {
  const before = await schemaObjects();
  const dropped = await dropForBulkLoad(database.query);
  expect(dropped.indexes.some((definition) => definition.includes('creators_document_idx'))).toBe(true);
  expect(dropped.indexes.some((definition) => definition.includes('creators_username_lower_key'))).toBe(true);
  expect(dropped.foreignKeys.some((statement) => statement.includes('reviews_creator_id_creators_id_fk'))).toBe(true);
  const during = await schemaObjects();
  expect(during.some((definition) => definition.includes('creators_pkey'))).toBe(true);
  expect(during.length + dropped.indexes.length + dropped.foreignKeys.length).toBe(before.length);
  await restore(database.query, dropped);
  expect(await schemaObjects()).toEqual(before);
  expect(await finishInterruptedLoad(database.query)).toBe(false);
});

it('repairs, on migrate(), the schema of a load that was killed half-way through restoring', async () => {
  const before = await schemaObjects();
  const dropped = await dropForBulkLoad(database.query);
  await database.query(dropped.indexes[0]);
  await database.query(dropped.foreignKeys[0]);
  await migrate(database);
  expect(await schemaObjects()).toEqual(before);
  expect(await finishInterruptedLoad(database.query)).toBe(false);
});
