import type { FastifyBaseLogger } from 'fastify';
import { loadDemoData } from './index';
import type { Config } from '../config';
import type { Database } from '../db/client';

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
  config: Pick<Config, 'databaseUrl' | 'seedCreators' | 'demoAccounts'>,
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
  const signInAccounts = config.demoAccounts;
  log.info(
    { creators, demoAccounts: signInAccounts },
    signInAccounts
      ? 'empty database: loading demo data with the demo sign-ins of the README (a local site; DEMO_ACCOUNTS=false leaves them out)'
      : 'empty database: loading demo data without the demo sign-ins (PUBLIC_URL is not this machine or NODE_ENV=production; DEMO_ACCOUNTS=true adds them)',
  );
  let lastStage = '';
  const counts = await loadDemoData((text, params) => database.query(text, params), {
    creators,
    signInAccounts,
    onProgress: (stage) => {
      if (stage !== lastStage) log.info({ stage }, 'demo data');
      lastStage = stage;
    },
  });
  log.info({ counts, ms: Date.now() - started }, 'demo data loaded');
  if (signInAccounts) {
    log.warn('demo data includes the demo accounts of the README, whose passwords are public: not for a public site');
  }
}
