import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseRefreshArgs, refreshReport, runRefreshCommand } from '../src/modules/refresh/refresh-command';
import { buildTestApp, type TestApp } from './helpers/app';
import { buildCreator } from './helpers/factories/creators';
import { startFakePlatform, type FakePlatform } from './helpers/fake-platform';
import { readerEnv } from './helpers/reader-env';
import { HOUR, makeDueAt, parkRefreshRows, profileReads, publishProfile, refreshRow } from './helpers/refresh';

/** `npm run creators:refresh -- [--username U] [--platform P] [--due]` (modules/refresh/refresh-command.ts). */
let t: TestApp;
let fake: FakePlatform;
beforeAll(async () => {
  fake = await startFakePlatform();
  t = await buildTestApp(
    readerEnv(fake, {
      RATE_LIMIT_MULTIPLIER: '100',
      PLATFORM_READS_PER_MINUTE: '1000',
      PLATFORM_READ_TIMEOUT_MS: '5000',
    }),
  );
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(async () => {
  fake.reset();
  await parkRefreshRows(t);
});

let serial = 0;
const freshName = () => `command${Date.now().toString(36)}${String.fromCharCode(97 + (serial++ % 26))}`;
const deps = () => ({
  database: t.database,
  readers: t.app.services.readers,
  config: t.config,
  changes: t.app.services.changes,
});
const command = (args: string[]) => {
  const options = parseRefreshArgs(args);
  if (!options) throw new Error(`not understood: ${args.join(' ')}`);
  return runRefreshCommand(deps(), options);
};

async function pages(count: number, platform: 'onlyfans' | 'patreon' = 'onlyfans') {
  const made = [];
  for (let i = 0; i < count; i += 1) {
    const creator = await buildCreator(t.database, { username: freshName(), platform, subscribers: 10 });
    publishProfile(fake, platform, creator.username, { subscribers: 11 + i });
    made.push(creator);
  }
  return made;
}

describe('the refresh command', () => {
  it('understands --username, --platform and --due, and refuses anything else', () => {
    expect(parseRefreshArgs([])).toEqual({ username: undefined, platform: undefined, due: false });
    expect(parseRefreshArgs(['--username', 'ada', '--platform', 'twitch', '--due'])).toEqual({
      username: 'ada',
      platform: 'twitch',
      due: true,
    });
    expect(parseRefreshArgs(['--platform', 'myspace'])).toBeNull();
    expect(parseRefreshArgs(['--username', ' '])).toBeNull();
    expect(parseRefreshArgs(['--everything'])).toBeNull();
    expect(parseRefreshArgs(['--username'])).toBeNull();
  });

  it('--username reads that one page now, due or not, whatever the case of the name', async () => {
    const [page, other] = await pages(2);
    const { total, found } = await command(['--username', page.username.toUpperCase()]);
    expect(found).toBe(true);
    expect(total).toMatchObject({ read: 1, changed: 1 });
    expect(profileReads(fake, 'onlyfans', page.username)).toBe(1);
    expect(profileReads(fake, 'onlyfans', other.username)).toBe(0);
    expect(refreshReport(total)).toBe(
      'Read 1 pages: 1 changed, 0 unchanged, 0 not found (0 now gone, 0 back), 0 failed, 0 put off.',
    );
    const unknown = await command(['--username', 'nobody_has_this_name']);
    expect(unknown).toMatchObject({ found: false, total: { read: 0 } });
  });

  it('--platform reads every page of that platform, and no other; never a demo page', async () => {
    const onlyfans = await pages(3);
    const [patreon] = await pages(1, 'patreon');
    await t.database.query(`update creators set added_via = 'demo' where id = $1`, [onlyfans[2].id]);
    const [{ n }] = await t.database.query<{ n: number }>(
      `select count(*)::int as n from creators where platform = 'onlyfans' and added_via is distinct from 'demo'`,
    );
    const { total } = await command(['--platform', 'onlyfans']);
    // Every OnlyFans page there is (earlier tests' too), these two changed.
    expect(total.read).toBe(n);
    expect(total.changed).toBeGreaterThanOrEqual(2);
    expect(onlyfans.map((page) => profileReads(fake, 'onlyfans', page.username))).toEqual([1, 1, 0]);
    expect(profileReads(fake, 'patreon', patreon.username)).toBe(0);
  });

  it('--due reads only the pages that are due', async () => {
    const [due, later] = await pages(2);
    await makeDueAt(t, [due.id], new Date(Date.now() - HOUR));
    await makeDueAt(t, [later.id], new Date(Date.now() + 5 * HOUR));
    const { total } = await command(['--due']);
    expect(total).toMatchObject({ read: 1 });
    expect(profileReads(fake, 'onlyfans', due.username)).toBe(1);
    expect(profileReads(fake, 'onlyfans', later.username)).toBe(0);
    // With --username too: that page only when it is due.
    expect(await command(['--due', '--username', later.username])).toMatchObject({ found: false });
    expect(profileReads(fake, 'onlyfans', later.username)).toBe(0);
    expect((await refreshRow(t, due.id)).due_at.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * HOUR);
  });
});
