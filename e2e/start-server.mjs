// Starts the built product for the e2e run on fresh data: a new data directory, and a
// database of its own on the PostgreSQL server when DATABASE_URL is set (dropped at the end).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { fakePlatformEnv, startFakePlatform } from './fake-platform.mjs';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanlens-e2e-'));
// Specs read the data directory from here (e.g. the outbox of e-mailed reset links), one file per port.
const dataDirFile = new URL(`./.data/data-dir-${process.env.PORT ?? 'default'}`, import.meta.url);
fs.mkdirSync(new URL('./.data/', import.meta.url), { recursive: true });
fs.writeFileSync(dataDirFile, dataDir);
const env = { ...process.env, DATA_DIR: dataDir };
let dropDatabase = async () => {};

if (process.env.DATABASE_URL) {
  const admin = new URL(process.env.DATABASE_URL);
  const name = `fanlens_e2e_${process.pid}`;
  const run = async (sql) => {
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`drop database if exists ${name} with (force)`);
  await run(`create database ${name}`);
  const target = new URL(admin);
  target.pathname = `/${name}`;
  env.DATABASE_URL = target.toString();
  dropDatabase = () => run(`drop database if exists ${name} with (force)`);
}

// The creators' platforms for verification and adding pages: a local fake and its avatar host (see fake-platform.mjs).
if (process.env.E2E_FAKE_PLATFORM_PORT) {
  const port = Number(process.env.E2E_FAKE_PLATFORM_PORT);
  await startFakePlatform(port);
  for (const [name, value] of Object.entries(fakePlatformEnv(port))) env[name] ??= value;
}

const server = spawn(process.execPath, ['apps/api/dist/server.js'], { env, stdio: 'inherit' });
const stop = async (signal) => {
  server.kill(signal);
  await new Promise((resolve) => server.once('exit', resolve));
  await dropDatabase().catch(() => {});
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(dataDirFile, { force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
server.on('exit', (code) => {
  if (code !== 0 && code !== null) process.exit(code);
});
