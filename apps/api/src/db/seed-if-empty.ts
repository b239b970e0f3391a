import type { FastifyBaseLogger } from 'fastify';
import { loadDemoData } from '@fanlens/tools/demo-data';
import type { Config } from '../config';
import type { Database } from './client';

/** Demo creators loaded on the embedded database when SEED_CREATORS is not set. */
export const DEFAULT_DEMO_CREATORS = 5000;

/**
 * How many demo creators a first start loads: SEED_CREATORS when set; otherwise the default on the
 * embedded database and none on a PostgreSQL server (DATABASE_URL), which may be a production one.
 */
export function demoCreatorsToLoad(config: Pick<Config, 'databaseUrl' | 'seedCreators'>): number {
  if (config.seedCreators !== undefined) return config.seedCreators;
  return config.databaseUrl ? 0 : DEFAULT_DEMO_CREATORS;
}

/** On the first start of an empty database, loads the demo data set; never over existing data. */
export async function seedIfEmpty(
  database: Database,
  config: Pick<Config, 'databaseUrl' | 'seedCreators'>,
  log: FastifyBaseLogger,
) {
  const creators = demoCreatorsToLoad(config);
  if (creators <= 0) {
    if (config.databaseUrl && config.seedCreators === undefined) {
      log.info('PostgreSQL server: no demo data unless SEED_CREATORS is set');
    }
    return;
  }
  const [row] = await database.query<{ empty: boolean }>(
    'select not exists (select 1 from creators) and not exists (select 1 from users) as empty',
  );
  if (!row?.empty) return;
  const started = Date.now();
  log.info({ creators }, 'empty database: loading demo data');
  let lastStage = '';
  const counts = await loadDemoData((text, params) => database.query(text, params), {
    creators,
    onProgress: (stage) => {
      if (stage !== lastStage) log.info({ stage }, 'demo data');
      lastStage = stage;
    },
  });
  log.info({ counts, ms: Date.now() - started }, 'demo data loaded');
  log.warn('demo data includes the demo accounts of the README, whose passwords are public: not for a public site');
}
