import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { inspect } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../src/config';
import { demoCreatorsToLoad } from '../src/demo-data/seed-if-empty';
import { sanitizeBio } from '../src/lib/bio-html';
import { redactUrl } from '../src/lib/request-log';
import { prepareServer } from '../src/start';
import { PUBLIC_CACHE_CONTROL } from '../src/lib/read-cache/cached-reply';
import { buildTestApp, type TestApp } from './helpers/app';
import { bearer, lastResetToken } from './helpers/factories/auth';
import { authAs } from './helpers/factories/reviews';
import { buildUser } from './helpers/factories/users';

let http: TestApp;
let https: TestApp;
beforeAll(async () => {
  [http, https] = await Promise.all([
    buildTestApp({ RATE_LIMIT_MULTIPLIER: '100', PUBLIC_URL: 'http://192.168.1.20:3000' }),
    buildTestApp({ RATE_LIMIT_MULTIPLIER: '100', PUBLIC_URL: 'https://fanlens.example' }),
  ]);
});
afterAll(async () => {
  await http?.close();
  await https?.close();
});

describe('security headers', () => {
  it('sends HSTS and upgrade-insecure-requests only when PUBLIC_URL is https', async () => {
    const plain = await http.app.inject({ url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(String(plain.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
    expect(String(plain.headers['content-security-policy'])).toContain("default-src 'self'");

    const secure = await https.app.inject({ url: '/api/health' });
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(secure.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
  });

  it("marks every answer to a request with a bearer 'private, no-store', and API answers Vary: Authorization", async () => {
    const user = await buildUser(http.database);
    const headers = await authAs(http.app, user.id);
    for (const url of ['/api/users/my', '/api/creators?limit=1', '/api/categories', '/api/nothing-here']) {
      const res = await http.app.inject({ url, headers });
      expect(res.headers['cache-control'], url).toBe('private, no-store');
      expect(String(res.headers.vary), url).toMatch(/\bAuthorization\b/);
    }
    // A guest's public answer may be kept briefly by a shared cache (see docs/architecture.md, "Read cache").
    const guest = await http.app.inject({ url: '/api/creators?limit=1' });
    expect(guest.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(String(guest.headers.vary)).toMatch(/\bAuthorization\b/);
    // A bad bearer is still a bearer: its answer is personal too.
    const bad = await http.app.inject({ url: '/api/categories', headers: bearer('nonsense') });
    expect(bad.headers['cache-control']).toBe('private, no-store');
  });
});

describe('request bodies and parameters', () => {
  it('refuses prototype poisoning in JSON bodies with a 400', async () => {
    for (const payload of ['{"email":"a@b.co","__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}']) {
      const res = await http.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', field: 'body' });
    }
  });

  it('answers a NUL byte in a path, a query or a body with a 400 naming the field', async () => {
    const user = await buildUser(http.database);
    const headers = await authAs(http.app, user.id);
    const cases = [
      { url: '/api/creators/details/ab%00cd', field: 'idOrUsername' },
      { url: '/api/creators/related?search=ab%00cd', field: 'search' },
      { url: '/api/creators?search=ab%01cd', field: 'search' },
      { url: '/api/creators/facets?search=ab%00cd', field: 'search' },
      { url: '/api/creators/facets?search=%1b', field: 'search' },
      {
        url: '/api/auth/register',
        method: 'POST',
        payload: { email: 'n@b.co', password: 'password-1', name: 'a\u0000b' },
        field: 'name',
      },
      { url: '/api/reviews/reaction/1', method: 'PATCH', payload: { comment: 'nul \u0000 here' }, field: 'comment' },
      { url: '/api/users/my', method: 'PATCH', payload: { name: 'Na\u0000me' }, field: 'name' },
    ] as const;
    for (const { url, field, ...rest } of cases) {
      const method = 'method' in rest ? rest.method : 'GET';
      const payload = 'payload' in rest ? rest.payload : undefined;
      const res = await http.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({
        code: 'validation_failed',
        field,
        message: expect.stringContaining('Must not contain control characters'),
      });
    }
  });

  it('bounds offset with a clear 400', async () => {
    const res = await http.app.inject({ url: '/api/creators?offset=10001' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      code: 'validation_failed',
      field: 'offset',
      message: 'offset: Must be at most 10000',
    });
    expect((await http.app.inject({ url: '/api/creators?offset=10000' })).statusCode).toBe(200);
  });

  it('limits public GETs per IP, generously', async () => {
    const limited = await buildTestApp({ RATE_LIMIT_MULTIPLIER: '0.005' }); // 600 per minute → 3
    try {
      const get = () => limited.app.inject({ url: '/api/categories', remoteAddress: '203.0.113.70' });
      for (let i = 0; i < 3; i += 1) expect((await get()).statusCode).toBe(200);
      const res = await get();
      expect(res.statusCode).toBe(429);
      expect(res.json()).toMatchObject({ code: 'rate_limited' });
      // Health checks are never limited.
      for (let i = 0; i < 5; i += 1) {
        expect((await limited.app.inject({ url: '/api/health', remoteAddress: '203.0.113.70' })).statusCode).toBe(200);
      }
    } finally {
      await limited.close();
    }
  });
});

describe('secrets in logs', () => {
  it('redacts reset tokens from logged addresses', () => {
    expect(redactUrl('/reset-password?token=abc.def-123&x=1')).toBe('/reset-password?token=[redacted]&x=1');
    expect(redactUrl('/x?a=1&token=abc')).toBe('/x?a=1&token=[redacted]');
    expect(redactUrl('/x?mytoken=keep')).toBe('/x?mytoken=keep');
    expect(redactUrl('/api/invitations/Abc_def-123?x=1')).toBe('/api/invitations/[redacted]?x=1');
    expect(redactUrl('/API/Invitations/Abc')).toBe('/API/Invitations/[redacted]');
    expect(redactUrl('/api/creators/7/invitations/12')).toBe('/api/creators/7/invitations/12');
  });

  it('writes request logs with the token of a reset address and an invitation code redacted', async () => {
    const lines: string[] = [];
    const config = { ...http.config, logLevel: 'info' as const };
    const { buildApp } = await import('../src/app');
    const app = await buildApp({ config, database: http.database, logStream: { write: (line) => lines.push(line) } });
    const code = 'SecretInvitationCode_0123456789abcdefghijklmno';
    try {
      await app.inject({ method: 'GET', url: '/reset-password?token=secret-reset-token-123' });
      // Unknown (404) and malformed (400) codes are logged with their answer too.
      await app.inject({ method: 'GET', url: `/api/invitations/${code}` });
      await app.inject({ method: 'GET', url: '/api/invitations/short-secret-code' });
    } finally {
      await app.close();
    }
    const log = lines.join('');
    expect(log).toContain('/reset-password?token=[redacted]');
    expect(log).toContain('/api/invitations/[redacted]');
    for (const secret of ['secret-reset-token-123', code, 'short-secret-code']) expect(log).not.toContain(secret);
  });

  it('never logs the reset link, with or without SMTP', async () => {
    const user = await buildUser(http.database);
    const logged: unknown[] = [];
    const spies = (['info', 'warn', 'error', 'debug'] as const).map((level) =>
      vi.spyOn(http.app.log, level).mockImplementation((...args: unknown[]) => void logged.push(args)),
    );
    try {
      await http.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
      await http.app.jobs.drain();
    } finally {
      spies.forEach((spy) => spy.mockRestore());
    }
    const token = lastResetToken(http.config.mail.outboxDir, user.email)!;
    expect(token).toBeTruthy();
    expect(inspect(logged, { depth: 6 })).not.toContain(token);
  });
});

describe('bios', () => {
  it('are sanitised on write: scripts, handlers, unsafe links and unknown tags go, the allowed markup stays', () => {
    const dirty =
      '<p onclick="x()">Hi <b>there</b><script>alert(1)</script><img src=x onerror=alert(2)></p>' +
      '<a href="javascript:alert(3)">bad</a> <a href="https://ok.example" target="_blank">ok</a><iframe src="//x"></iframe>' +
      '<div>plain <span style="color:red">text</span></div>';
    expect(sanitizeBio(dirty)).toBe('<p>Hi <b>there</b></p><a>bad</a> <a href="https://ok.example">ok</a>plain text');
  });
});

describe('demo data on start', () => {
  it('loads by default only on the embedded database; with DATABASE_URL only when SEED_CREATORS is set', () => {
    expect(demoCreatorsToLoad(loadConfig({}))).toBe(5000);
    expect(demoCreatorsToLoad(loadConfig({ SEED_CREATORS: '0' }))).toBe(0);
    expect(demoCreatorsToLoad(loadConfig({ DATABASE_URL: 'postgres://db/x' }))).toBe(0);
    expect(demoCreatorsToLoad(loadConfig({ DATABASE_URL: 'postgres://db/x', SEED_CREATORS: '300' }))).toBe(300);
  });

  it('bounds the platform fetch of verification so the call answers within the 10 s of SPEC', () => {
    expect(loadConfig({}).verifyTimeoutMs).toBe(8000);
    expect(() => loadConfig({ VERIFY_TIMEOUT_MS: '10000' })).toThrow(/VERIFY_TIMEOUT_MS/);
  });

  it('loads the demo sign-ins only for a site on this machine, unless DEMO_ACCOUNTS says otherwise', () => {
    const demo = (env: Record<string, string>) => loadConfig(env).demoAccounts;
    for (const url of ['http://localhost:3000', 'http://127.0.0.1:3100', 'http://[::1]:3000', 'http://app.localhost']) {
      expect(demo({ PUBLIC_URL: url })).toBe(true);
    }
    expect(demo({})).toBe(true);
    expect(demo({ PUBLIC_URL: 'https://fanlens.example' })).toBe(false);
    expect(demo({ PUBLIC_URL: 'http://192.168.1.20:3000' })).toBe(false);
    expect(demo({ NODE_ENV: 'production' })).toBe(false);
    expect(demo({ PUBLIC_URL: 'https://fanlens.example', DEMO_ACCOUNTS: 'true' })).toBe(true);
    expect(demo({ DEMO_ACCOUNTS: 'false' })).toBe(false);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'a start on an empty PostgreSQL database without SEED_CREATORS creates no account',
    async () => {
      const admin = process.env.DATABASE_URL!;
      const name = `fanlens_t_start_${randomBytes(5).toString('hex')}`;
      const run = async (sql: string) => {
        const client = new pg.Client({ connectionString: admin });
        await client.connect();
        await client.query(sql).finally(() => client.end());
      };
      await run(`create database ${name}`);
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fanlens-start-'));
      const url = new URL(admin);
      url.pathname = `/${name}`;
      try {
        const config = loadConfig({ DATABASE_URL: url.toString(), DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
        const { app, database } = await prepareServer(config);
        const [row] = await database.query<{ users: number; creators: number }>(
          'select (select count(*) from users)::int as users, (select count(*) from creators)::int as creators',
        );
        expect(row).toEqual({ users: 0, creators: 0 });
        await app.close();
        await database.close();
      } finally {
        await run(`drop database if exists ${name} with (force)`);
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
