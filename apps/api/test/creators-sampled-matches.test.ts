import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoData } from '../src/demo-data';
import { buildTestApp, type TestApp } from './helpers/app';
import type { CreatorFilter } from '../src/modules/creators/creator-filter';
import { collectPage, countCreatorsExactly, sampledMatches } from '../src/modules/creators/list-queries';
import { resolveSearch } from '../src/modules/creators/search-resolver';

/**
 * A capped collect tells how many creators match from the share of the table it read (see
 * sampledMatches): the demo data's creators, spread over the table's pages as they came.
 */
let t: TestApp;
const everyone: CreatorFilter = { nsfw: true, rating: 'any', price: 'any', gender: 'all', verifiedOnly: false };
const page = { limit: 10, offset: 0, excludeIds: [] };
const CAP = 100;

beforeAll(async () => {
  t = await buildTestApp();
  await loadDemoData((text, params) => t.database.query(text, params), {
    creators: 3000,
    seed: 7,
    now: new Date('2026-06-01T12:00:00Z'),
  });
  await t.database.query('ANALYZE');
}, 300_000);
afterAll(async () => t?.close());

describe('matches sampled by a capped collect', () => {
  it('come within a third of the exact number for filters and terms', async () => {
    const filters: CreatorFilter[] = [
      everyone,
      { ...everyone, platform: 'onlyfans' },
      { ...everyone, gender: 'female', nsfw: false },
      { ...everyone, platform: 'patreon', rating: '3' },
    ];
    const words = (
      await t.database.query<{ word: string }>(
        `select word from ts_stat('select document from creators') where word !~ '^§' and ndoc between 300 and 1500
       order by ndoc desc, word limit 3`,
      )
    ).map((row) => row.word);
    expect(words).toHaveLength(3);
    for (const word of words) filters.push({ ...everyone, search: await resolveSearch(t.database, word) });
    for (const filter of filters) {
      const exact = await countCreatorsExactly(t.database, filter);
      expect(exact).toBeGreaterThan(3 * CAP);
      const collected = await collectPage(t.database, filter, 'popularity', page, CAP);
      expect(collected.capped).toBe(true);
      const sampled = await sampledMatches(t.database, collected);
      expect(sampled, JSON.stringify({ filter, exact })).not.toBeNull();
      expect(Math.abs((sampled as number) - exact) / exact, JSON.stringify({ filter, exact, sampled })).toBeLessThan(
        1 / 3,
      );
    }
  });

  it('is none when the collect found every match, or with coordinates', async () => {
    const filter = { ...everyone, platform: 'twitch' as const };
    const exact = await countCreatorsExactly(t.database, filter);
    const all = await collectPage(t.database, filter, 'popularity', page, exact + 1);
    expect(all.capped).toBe(false);
    expect(await sampledMatches(t.database, all)).toBeNull();
    const near = { ...everyone, near: { lat: 40.7, lon: -74 } };
    const around = await collectPage(t.database, near, 'popularity', page, 1);
    expect(around.capped).toBe(true);
    expect(await sampledMatches(t.database, around)).toBeNull();
  });

  it("come from the table's first pages when the collect is a sequential scan: no scan starts where another stopped", async () => {
    // PostgreSQL starts a sequential scan of a large table where the last one stopped, unless told
    // not to; a capped collect would then sample pages from the middle of the table.
    const [row] = await t.database.query<{ synchronize_seqscans: string }>('show synchronize_seqscans');
    expect(row?.synchronize_seqscans).toBe('off');
  });
});
