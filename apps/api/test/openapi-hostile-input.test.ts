import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app';
import { bearer } from './helpers/factories/auth';
import { buildCreatorAccount, buildReview } from './helpers/factories/reviews';

/**
 * Walks the OpenAPI description (/api/docs/json) and sends hostile values to every parameter and
 * body field of every operation, signed in and not: NUL and other control characters, huge and
 * odd numbers, arrays and objects where strings go, broken and wrongly typed bodies. No answer may
 * be a 5xx, and every 4xx must be the JSON error shape. Runs on the embedded database, and on
 * PostgreSQL when DATABASE_URL is set.
 */

interface Operation {
  method: string;
  path: string;
  query: string[];
  pathParams: string[];
  bodyFields: string[];
  multipart: boolean;
  secured: boolean;
}

let t: TestApp;
let operations: Operation[];
let signedIn: Record<string, string>;
let reviewId: number;

beforeAll(async () => {
  t = await buildTestApp({
    RATE_LIMIT_MULTIPLIER: '100000',
    VERIFY_ALLOW_PRIVATE_HOSTS: 'true',
    VERIFY_TIMEOUT_MS: '300',
    // Nothing listens there: a verification that gets as far as fetching fails at once.
    PLATFORM_URL_ONLYFANS: 'http://127.0.0.1:9/onlyfans/{username}',
    PLATFORM_URL_PATREON: 'http://127.0.0.1:9/patreon/{username}',
    PLATFORM_URL_TWITCH: 'http://127.0.0.1:9/twitch/{username}',
  });
  const { user, creator } = await buildCreatorAccount(t.database, { username: 'ada' });
  reviewId = (await buildReview(t.database, { creatorId: creator.id })).id;
  signedIn = bearer(await t.app.services.signer.signAccess({ userId: user.id }));
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
  operations = [];
  for (const [path, methods] of Object.entries<Record<string, OpenApiOperation>>(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      const schema = content['application/json']?.schema ?? content['multipart/form-data']?.schema;
      operations.push({
        method: method.toUpperCase(),
        path,
        query: params.filter((p) => p.in === 'query').map((p) => p.name),
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        bodyFields: Object.keys(schema?.properties ?? {}),
        multipart: 'multipart/form-data' in content,
        secured: Boolean(op.security?.length),
      });
    }
  }
});
afterAll(async () => {
  // The walk must really have reached the handlers: many answers, of many kinds.
  const total = [...statuses.values()].reduce((sum, n) => sum + n, 0);
  if (statuses.size > 0) {
    expect(total).toBeGreaterThan(3000);
    expect([...statuses.keys()].sort()).toEqual(expect.arrayContaining([200, 400, 401, 404]));
  }
  await t?.close();
});

interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
  security?: unknown[];
}

/** Hostile values for a path segment or a query value, already URL-encoded. */
const HOSTILE_URL_VALUES = [
  '%00',
  'ab%00cd',
  '%01%1F%7F',
  '%0D%0Ainjected%3A%20header',
  '-1',
  '0',
  '1.5',
  '1e309',
  '99999999999999999999999999',
  'NaN',
  'Infinity',
  '',
  '%20%20',
  'x'.repeat(3000),
  '..%2F..%2Fetc%2Fpasswd',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  "'%20or%201%3D1%20--",
  '%ED%A0%80',
  '%FF%FE',
  '%F0%9D%95%8F',
  'true',
  '%5B%5D',
];

/** Hostile values for JSON body fields. */
const HOSTILE_JSON_VALUES: unknown[] = [
  '\u0000',
  'ab\u0000cd',
  '\u0001\u001f\u007f text',
  '',
  ' ',
  'x'.repeat(20_000),
  '\ud800',
  1e308,
  -1e308,
  2 ** 53 + 2,
  -1,
  0,
  1.5,
  null,
  true,
  [],
  ['a', 'b'],
  [null],
  {},
  { nested: { deeper: ['x'] } },
];

/** Bodies that are broken as a whole. */
const BROKEN_BODIES: { type: string; payload: string }[] = [
  { type: 'application/json', payload: '{' },
  { type: 'application/json', payload: '{"a":' },
  { type: 'application/json', payload: 'null' },
  { type: 'application/json', payload: '[]' },
  { type: 'application/json', payload: '"text"' },
  { type: 'application/json', payload: '12' },
  { type: 'application/json', payload: '\u0000' },
  { type: 'application/json', payload: '{"__proto__":{"x":1}}' },
  { type: 'application/json', payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { type: 'text/plain', payload: 'hello' },
  { type: 'application/x-www-form-urlencoded', payload: 'a=b' },
  {
    type: 'multipart/form-data; boundary=xyz',
    payload: '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nCut',
  },
  { type: 'multipart/form-data', payload: '--xyz\r\n' },
  { type: 'multipart/form-data; boundary=xyz', payload: '--xyz--\r\n' },
];

/** Hostile Authorization headers. */
const HOSTILE_AUTH = [
  'Bearer ',
  'Bearer a.b.c',
  'Bearer eyJhbGciOiJub25lIn0.e30.',
  'Basic Zm9vOmJhcg==',
  'Bearer ' + 'x'.repeat(8000),
];

/** A plausible value for a path parameter while another one is under attack. */
const validPathValue = (name: string) =>
  ({ idOrUsername: 'ada', username: 'ada', reviewId: String(reviewId), id: String(reviewId), file: 'Ada.svg' })[name] ??
  '1';

function urlOf(op: Operation, pathValues: Record<string, string> = {}, query = ''): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => pathValues[name] ?? validPathValue(name));
  return query ? `${path}?${query}` : path;
}

const failures: string[] = [];
/** Answers by status, to show what the walk covered. */
const statuses = new Map<number, number>();

/** Sends one request and records it when the answer is a 5xx or a 4xx without the JSON error shape. */
async function probe(label: string, options: InjectOptions): Promise<LightMyRequestResponse> {
  const res = await t.app.inject(options);
  statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
  const problem = judge(res);
  if (problem) failures.push(`${label}: ${problem}`);
  return res;
}

function judge(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 200)}`;
  if (res.statusCode < 400) return null;
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return `${res.statusCode} without a JSON body: ${res.body.slice(0, 100)}`;
  }
  const error = body as { statusCode?: unknown; code?: unknown; message?: unknown };
  if (error.statusCode !== res.statusCode || typeof error.code !== 'string' || typeof error.message !== 'string') {
    return `${res.statusCode} without the error shape: ${res.body.slice(0, 200)}`;
  }
  return null;
}

const headerSets = () => [{}, signedIn];

describe('every operation of the OpenAPI description, with hostile input', () => {
  it('finds the operations to walk', () => {
    expect(operations.length).toBeGreaterThanOrEqual(29);
    // The public files beside the pages are walked too.
    expect(operations.map((op) => op.path)).toEqual(
      expect.arrayContaining([
        '/{username}/reviews.xml',
        '/creators/{username}/reviews.xml',
        '/deals.xml',
        '/{username}/badge.svg',
        '/creators/{username}/badge.png',
      ]),
    );
  });

  it('answers hostile path and query values without a 5xx, and every 4xx as JSON errors', async () => {
    for (const op of operations) {
      for (const headers of headerSets()) {
        for (const name of op.pathParams) {
          for (const value of HOSTILE_URL_VALUES) {
            if (value === '') continue; // an empty segment is another route
            await probe(`${op.method} ${op.path} ${name}=${value.slice(0, 30)}`, {
              method: op.method as InjectOptions['method'],
              url: urlOf(op, { [name]: value }),
              headers,
            });
          }
        }
        for (const name of op.query) {
          for (const value of [...HOSTILE_URL_VALUES, `a&${name}=b`]) {
            await probe(`${op.method} ${op.path} ?${name}=${value.slice(0, 30)}`, {
              method: op.method as InjectOptions['method'],
              url: urlOf(op, {}, `${name}=${value}`),
              headers,
            });
          }
        }
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it('answers hostile body fields, broken bodies and hostile bearers without a 5xx', async () => {
    for (const op of operations) {
      const method = op.method as InjectOptions['method'];
      for (const headers of headerSets()) {
        for (const field of op.bodyFields) {
          for (const value of HOSTILE_JSON_VALUES) {
            const label = `${op.method} ${op.path} body.${field}=${JSON.stringify(value)?.slice(0, 30)}`;
            if (op.multipart) {
              const form = new FormData();
              form.append(field, typeof value === 'string' ? value : JSON.stringify(value));
              await probe(label, { method, url: urlOf(op), headers, payload: form });
            }
            await probe(label, { method, url: urlOf(op), headers, payload: { [field]: value } as object });
          }
        }
        if (method === 'GET') continue;
        for (const body of BROKEN_BODIES) {
          await probe(`${op.method} ${op.path} ${body.type} ${body.payload.slice(0, 20)}`, {
            method,
            url: urlOf(op),
            headers: { ...headers, 'content-type': body.type },
            payload: body.payload,
          });
        }
      }
      if (!op.secured) continue;
      for (const authorization of HOSTILE_AUTH) {
        const res = await probe(`${op.method} ${op.path} auth=${authorization.slice(0, 20)}`, {
          method,
          url: urlOf(op),
          headers: { authorization },
        });
        if (op.path !== '/api/auth/logout') expect(res.statusCode, op.path).toBeGreaterThanOrEqual(400);
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);

  it('answers random strings and JSON values anywhere without a 5xx (property-based)', async () => {
    const text = fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ maxLength: 40 }));
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 10_000 }),
        text,
        fc.jsonValue({ maxDepth: 3 }),
        fc.boolean(),
        async (pick, value, json, withUser) => {
          const op = operations[pick % operations.length];
          const headers = withUser ? signedIn : {};
          const method = op.method as InjectOptions['method'];
          const encoded = encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '\u0000'));
          const targets = [
            ...op.pathParams.map((name) => urlOf(op, { [name]: encoded || 'x' })),
            ...op.query.map((name) => urlOf(op, {}, `${name}=${encoded}`)),
          ];
          for (const url of targets) await probe(`${op.method} ${url.slice(0, 80)}`, { method, url, headers });
          if (method !== 'GET' && op.bodyFields.length > 0) {
            const field = op.bodyFields[pick % op.bodyFields.length];
            await probe(`${op.method} ${op.path} body.${field}`, {
              method,
              url: urlOf(op),
              headers,
              payload: { [field]: json } as object,
            });
          }
          return true;
        },
      ),
      { numRuns: 150, seed: 1313 },
    );
    expect(failures).toEqual([]);
  }, 240_000);
});
