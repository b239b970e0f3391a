import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { createServerDatabase } from './helpers/database';
import { startFakeSmtp, type FakeSmtp } from './helpers/fake-smtp';
import { startServer, type ServerProcess } from './helpers/server-process';

/**
 * A server process killed (SIGKILL) while it sends a mail: after the mail server took the message
 * and before the sender heard so (so before the job could be recorded done). Another process on
 * the same database (the embedded one in the same DATA_DIR, or PostgreSQL with DATABASE_URL) takes
 * the job once its lease runs out and sends it again with the same Message-ID: nothing is lost,
 * and the one copy is recognisable.
 */
const serverUrl = process.env.DATABASE_URL;
const repoRoot = path.resolve(__dirname, '../../..');
let smtp: FakeSmtp;
let database: { url: string; drop(): Promise<void> } | null = null;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanlens-crash-'));
let env: Record<string, string>;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  smtp = await startFakeSmtp();
  if (serverUrl) database = await createServerDatabase(serverUrl);
  env = {
    DATA_DIR: dataDir,
    ...(database ? { DATABASE_URL: database.url } : {}),
    SEED_CREATORS: '0',
    SMTP_URL: smtp.url,
    JWT_SECRET: 'crash-test-secret-crash-test-secret-1234',
    JOBS_POLL_MS: '200',
    JOBS_LEASE_SECONDS: '2',
    LOG_LEVEL: 'warn',
  };
}, 60_000);
afterAll(async () => {
  for (const server of servers) await server.stop();
  await smtp?.close();
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const waitFor = async (what: string, done: () => boolean, timeoutMs = 30_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('a worker killed between the mail server taking a mail and recording it', () => {
  it('loses no mail: another process sends it again, with the same Message-ID', async () => {
    const first = await startServer(env);
    servers.push(first);
    let killed = false;
    smtp.onMessage(() => {
      if (killed) return;
      killed = true;
      first.child.kill('SIGKILL'); // before the server's 250 reaches it
    });
    const res = await fetch(`${first.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'crash-victim@example.test', password: 'crash-pass-1' }),
    });
    expect(res.status).toBe(200);
    await waitFor('the first copy', () => smtp.received.length === 1 && first.child.signalCode === 'SIGKILL');

    const second = await startServer(env);
    servers.push(second);
    await waitFor('the second copy', () => smtp.received.length === 2);
    // Its lease is 2 s: past two more, nothing else comes.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(smtp.received).toHaveLength(2);
    const [copy, resent] = smtp.received;
    expect(resent.to).toEqual(['crash-victim@example.test']);
    expect(resent.to).toEqual(copy.to);
    expect(resent.messageId).toMatch(/^<fanlens-mail-\d+@fanlens\.local>$/);
    expect(resent.messageId).toBe(copy.messageId);
    expect(await second.stop()).toBe(0);

    const opened = await openDatabase(database ? { databaseUrl: database.url } : { dataDir });
    try {
      const jobs = await opened.query<{ state: string; attempts: number; payload: object }>(
        `select state, attempts, payload from jobs where kind = 'mail.email-confirmation'`,
      );
      expect(jobs).toEqual([{ state: 'done', attempts: 2, payload: {} }]);
    } finally {
      await opened.close();
    }
    // The operator's view: nothing failed.
    const { stdout } = await promisify(execFile)('npm', ['run', '-s', 'jobs', '--', 'failed'], {
      cwd: repoRoot,
      env: { ...process.env, ...env, DATABASE_URL: database?.url ?? '' },
    });
    expect(stdout.trim()).toBe('No failed jobs.');
  }, 120_000);
});
