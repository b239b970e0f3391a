/**
 * `npm run jobs -- failed` lists the jobs of the queue given up after their tries (no payload: it
 * may hold an address); `npm run jobs -- retry [id]` queues one of them, or all, again with a fresh
 * count of tries. On the database the server would use (DATABASE_URL, or the embedded one in
 * DATA_DIR, default ./data: only while no server has it open).
 */
import { openDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { listFailedJobs, retryFailedJobs } from './failed-jobs';

const USAGE = 'Usage: npm run jobs -- failed | npm run jobs -- retry [id]';
const [command, idText] = process.argv.slice(2);
const id = idText === undefined ? undefined : Number(idText);
if ((command !== 'failed' && command !== 'retry') || (id !== undefined && !(Number.isInteger(id) && id > 0))) {
  console.error(USAGE);
  process.exit(2);
}

const ago = (value: Date | string) => {
  const minutes = Math.round((Date.now() - new Date(value).getTime()) / 60_000);
  return minutes < 120 ? `${minutes} min ago` : `${Math.round(minutes / 60)} h ago`;
};

try {
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR || './data',
  });
  try {
    await migrate(database);
    if (command === 'failed') {
      const failed = await listFailedJobs(database);
      if (failed.length === 0) console.log('No failed jobs.');
      for (const job of failed) {
        console.log(
          `${job.id}\t${job.kind}\tgiven up ${ago(job.finished_at)} after ${job.attempts} tries` +
            `${job.expired ? ' (expired: cannot be retried)' : ''}\t${job.last_error ?? ''}`,
        );
      }
    } else {
      const { retried, expired } = await retryFailedJobs(database, id);
      if (retried.length > 0) console.log(`Queued again: ${retried.join(', ')}.`);
      if (expired.length > 0) console.log(`Expired, not queued (a link past its life): ${expired.join(', ')}.`);
      if (retried.length + expired.length === 0) {
        console.error(id === undefined ? 'No failed jobs.' : `No failed job has the id ${id}.`);
        process.exitCode = 1;
      }
    }
  } finally {
    await database.close();
  }
} catch (error) {
  // e.g. the embedded database is open in the running server (db/embedded-lock.ts)
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
