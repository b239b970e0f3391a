import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoData } from '../src/demo-data';
import { buildTestApp, type TestApp } from './helpers/app';

/**
 * Relevance table: queries derived from the demo data's usernames and names, one class per kind of
 * mistake a visitor makes, each expecting its creator among the first three results of
 * GET /creators?search=. The whole table must pass at 95 % or more.
 */
let t: TestApp;
interface Row {
  id: number;
  username: string;
  name: string;
}
let creators: Row[] = [];
/** Joined usernames and names → the creators that have them. */
const owners = new Map<string, Set<number>>();
const SAMPLE_PER_CLASS = 12;
const LOOK_ALIKE: Record<string, string> = { o: '0', l: '1', e: '3', a: '4', s: '5' };

beforeAll(async () => {
  t = await buildTestApp();
  await loadDemoData((text, params) => t.database.query(text, params), {
    creators: 1500,
    seed: 11,
    now: new Date('2026-06-01T12:00:00Z'),
  });
  await t.database.query('ANALYZE');
  creators = await t.database.query<Row>('select id, username, name from creators order by id');
  for (const creator of creators) {
    for (const key of [letters(creator.username), letters(creator.name)]) {
      owners.set(key, (owners.get(key) ?? new Set()).add(creator.id));
    }
  }
}, 300_000);
afterAll(async () => t?.close());

const letters = (value: string) => value.toLowerCase().replace(/[^a-z0-9]/g, '');
const middle = (value: string) => Math.floor(value.length / 2);

/** Each class: how a query is made from a creator (null = the creator does not suit the class). */
const CLASSES: Record<string, (creator: Row) => string | null> = {
  'two letters swapped': ({ username }) => {
    const u = letters(username);
    const i = middle(u);
    return u.length >= 6 && u[i] !== u[i + 1] ? u.slice(0, i) + u[i + 1] + u[i] + u.slice(i + 2) : null;
  },
  'a letter dropped': ({ username }) => {
    const u = letters(username);
    const i = middle(u);
    return u.length >= 6 ? u.slice(0, i) + u.slice(i + 1) : null;
  },
  'a letter doubled': ({ username }) => {
    const u = letters(username);
    const i = middle(u);
    return u.length >= 5 ? u.slice(0, i) + u[i] + u.slice(i) : null;
  },
  'a wrong letter': ({ username }) => {
    const u = letters(username);
    const i = middle(u);
    return u.length >= 6 ? u.slice(0, i) + (u[i] === 'x' ? 'z' : 'x') + u.slice(i + 1) : null;
  },
  'two typos (swap and drop)': ({ username }) => {
    const u = letters(username);
    const i = 2;
    const j = u.length - 3;
    if (u.length < 9 || u[i] === u[i + 1]) return null;
    const swapped = u.slice(0, i) + u[i + 1] + u[i] + u.slice(i + 2);
    return swapped.slice(0, j) + swapped.slice(j + 1);
  },
  'look-alike digits': ({ username }) => {
    const u = letters(username);
    const mapped = [...u].map((char) => LOOK_ALIKE[char] ?? char).join('');
    return /[a-z]{2}/.test(u) && mapped !== u && !/\d/.test(u) ? mapped : null;
  },
  'name joined': ({ name }) => (name.includes(' ') ? letters(name) : null),
  'username split at its separator': ({ username }) =>
    /[_.-]/.test(username) ? username.toLowerCase().replace(/[_.-]+/g, ' ') : null,
  'username joined': ({ username }) => (/[_.-]/.test(username) ? letters(username) : null),
  'name as typed, then a typo in it': ({ name }) => {
    if (!name.includes(' ')) return null;
    const lower = name.toLowerCase();
    const i = lower.length - 2;
    return lower.slice(0, i) + lower[i + 1] + lower[i];
  },
  'username prefix as typed': ({ username }) => (username.length >= 9 ? username.toLowerCase().slice(0, -2) : null),
};

/**
 * A fair case: no other creator has the query (joined) as username or name, nor, for a name class,
 * the same name (another creator could then rightly rank first).
 */
function fair(creator: Row, query: string, kind: string): boolean {
  const others = (key: string) => [...(owners.get(key) ?? [])].some((id) => id !== creator.id);
  return !others(letters(query)) && !(kind.startsWith('name') && others(letters(creator.name)));
}

async function topThree(query: string): Promise<number[]> {
  const res = await t.app.inject({ url: `/api/creators?search=${encodeURIComponent(query)}&limit=3` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { results: { id: number }[] }).results.map((result) => result.id);
}

describe('search relevance on the demo data', () => {
  it('finds the intended creator in the first three results for 95 % of misspelt, joined and split queries', async () => {
    const outcomes: { kind: string; query: string; found: boolean }[] = [];
    for (const [kind, make] of Object.entries(CLASSES)) {
      let used = 0;
      for (let index = 7; index < creators.length && used < SAMPLE_PER_CLASS; index += 37) {
        const creator = creators[index];
        const query = make(creator);
        if (!query || !fair(creator, query, kind)) continue;
        used++;
        outcomes.push({ kind, query, found: (await topThree(query)).includes(creator.id) });
      }
      expect(used, kind).toBeGreaterThanOrEqual(SAMPLE_PER_CLASS / 2);
    }
    const rate = outcomes.filter((outcome) => outcome.found).length / outcomes.length;
    const missed = outcomes.filter((outcome) => !outcome.found).map((outcome) => `${outcome.kind}: ${outcome.query}`);
    expect(
      rate,
      `rate ${(rate * 100).toFixed(1)} % of ${outcomes.length}; missed: ${missed.join(', ')}`,
    ).toBeGreaterThanOrEqual(0.95);
  }, 300_000);
});
