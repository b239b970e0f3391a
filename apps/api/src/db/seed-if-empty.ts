import type { FastifyBaseLogger } from 'fastify';
import { loadDemoData } from '@fanlens/tools/demo-data';
import type { Database } from './client';

/** On the first start of an empty database, loads the demo data set; never over existing data. */
export async function seedIfEmpty(database: Database, creators: number, log: FastifyBaseLogger) {
  if (creators <= 0) return;
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
}
