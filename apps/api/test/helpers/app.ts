import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { Database } from '../../src/db/client';
import { createTestDatabase } from './database';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

/**
 * The real server on a fresh database of its own (embedded, or PostgreSQL when DATABASE_URL is set),
 * or on `shared.database` (a second instance of one site: that database is not closed with it).
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  shared: { database?: Database } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanlens-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'test-secret-test-secret-test-secret-1234',
    WEB_DIST: path.join(dataDir, 'no-web'),
    // Factories write to the database past the services (no invalidation): tests of the cache turn it on.
    READ_CACHE_MB: '0',
    // The test drives the job queue (app.jobs.drain, runDue with its own clock): no polling behind its back.
    JOBS_POLL_MS: '0',
    // The discovery engine's layers off for a whole run (`DISCOVERY_LAYERS_OFF=probe npx vitest run …`).
    DISCOVERY_LAYERS_OFF: process.env.DISCOVERY_LAYERS_OFF ?? '',
    ...env,
  });
  const database = shared.database ?? (await createTestDatabase());
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      // Every change a write route records is one it declares (lib/changes/route-changes.ts).
      const undeclared = [...app.services.changes.undeclared];
      await app.close();
      if (!shared.database) await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (undeclared.length > 0) {
        const list = undeclared.map((item) => `${item.kind} by ${item.route}`).join(', ');
        throw new Error(`write routes recorded changes they do not declare: ${list}`);
      }
    },
  };
}
