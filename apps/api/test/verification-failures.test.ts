import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app';
import { bearer, readOutbox } from './helpers/factories/auth';
import { buildCreator } from './helpers/factories/creators';
import { buildUser } from './helpers/factories/users';
import { startFakePlatform, type FakePlatform } from './helpers/fake-platform';
import { READERS_OFF } from './helpers/reader-env';
import { afterTeamWindow } from './helpers/job-clock';

const TIMEOUT_MS = 400;
let t: TestApp;
let fake: FakePlatform;
beforeAll(async () => {
  fake = await startFakePlatform();
  t = await buildTestApp({
    ...READERS_OFF,
    RATE_LIMIT_MULTIPLIER: '100',
    VERIFY_ALLOW_PRIVATE_HOSTS: 'true',
    VERIFY_TIMEOUT_MS: String(TIMEOUT_MS),
    PUBLIC_URL: 'http://fanlens.test:8080',
    TEAM_EMAIL: 'team@fanlens.test',
    PLATFORM_URL_ONLYFANS: fake.template('onlyfans'),
    PLATFORM_URL_PATREON: fake.template('patreon'),
    PLATFORM_URL_TWITCH: fake.template('twitch'),
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});
beforeEach(async () => {
  fake.reset();
  // Team e-mails are batched: send what earlier tests left waiting.
  await t.app.jobs.runDue(afterTeamWindow());
});

/** A fresh user and an unclaimed creator page `username` on onlyfans. */
async function setUp(username: string) {
  const user = await buildUser(t.database);
  const creator = await buildCreator(t.database, { username });
  return { user, creator, headers: bearer(await t.app.services.signer.signAccess({ userId: user.id })) };
}

async function expectFailure(username: string, reason: string) {
  const { user, creator, headers } = await setUp(username);
  const res = await t.app.inject({ method: 'POST', url: '/api/verification', headers, payload: { username } });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ success: false, creator: null, reason });
  const [row] = await t.database.query<{ verified: boolean; user_id: number | null }>(
    'select verified, user_id from creators where id = $1',
    [creator.id],
  );
  expect(row).toEqual({ verified: false, user_id: null });
  const attempts = await t.database.query(
    'select username, success, reason from verification_attempts where user_id = $1',
    [user.id],
  );
  expect(attempts).toEqual([{ username, success: false, reason }]);
  return { user, res };
}

/** The team e-mails that mention the page, once the waiting notices have been sent. */
async function mailsAbout(username: string) {
  await t.app.jobs.runDue(afterTeamWindow());
  return readOutbox(t.config.mail.outboxDir).filter((mail) => mail.includes(`@${username} `));
}

describe('POST /verification: the link is not in the bio', () => {
  it('fails with link_not_found, records the attempt and e-mails the team', async () => {
    fake.setHtmlBio('/onlyfans/no_link_yet', 'Just my bio, nothing else. fanlens.test:8080/no_link_yet_2');
    const { user } = await expectFailure('no_link_yet', 'link_not_found');
    const [mail] = await mailsAbout('no_link_yet');
    expect(mail).toMatch(/^To: team@fanlens\.test$/m);
    expect(mail).toContain('Verification failed: @no_link_yet on OnlyFans (link_not_found)');
    expect(mail).toContain(`${fake.origin}/onlyfans/no_link_yet`);
    expect(mail).toContain(user.email);
  });

  it('does not read text hidden in scripts, nor a link to another site', async () => {
    fake.set('/onlyfans/hidden_link', {
      kind: 'page',
      body: '<script>var bio = "http://fanlens.test:8080/hidden_link"</script><p>http://evilfanlens.test:8080/hidden_link</p>',
    });
    await expectFailure('hidden_link', 'link_not_found');
  });

  it('still answers when the team e-mail cannot be sent (the failure is logged)', async () => {
    const send = vi.spyOn(t.app.services.mailer, 'send').mockRejectedValueOnce(new Error('SMTP down'));
    fake.setHtmlBio('/onlyfans/mail_fails', 'nothing');
    await expectFailure('mail_fails', 'link_not_found');
    await t.app.jobs.runDue(afterTeamWindow());
    expect(send).toHaveBeenCalledTimes(1);
    send.mockRestore();
  });
});

describe('team e-mails about failed verifications', () => {
  it('are rate-limited and batched: one e-mail at once, the rest together in the next', async () => {
    const before = readOutbox(t.config.mail.outboxDir).length;
    const names = ['batch_one', 'batch_two', 'batch_three', 'batch_four'];
    for (const name of names) {
      fake.setHtmlBio(`/onlyfans/${name}`, 'no link');
      await expectFailure(name, 'link_not_found');
    }
    await t.app.jobs.drain();
    // The window of the e-mails sent by earlier tests is still open: all four wait for its end.
    expect(readOutbox(t.config.mail.outboxDir)).toHaveLength(before);
    await t.app.jobs.runDue(afterTeamWindow());
    const sent = readOutbox(t.config.mail.outboxDir).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('Subject: FanLens: 4 notices for the team');
    for (const name of names) expect(sent[0]).toContain(`@${name} on OnlyFans`);
  });
});

describe('POST /verification: the platform page cannot be read', () => {
  it('platform_error when the platform answers 500, profile_not_found on 404', async () => {
    fake.set('/onlyfans/server_error', { kind: 'page', status: 500, body: 'oops' });
    await expectFailure('server_error', 'platform_error');
    await expectFailure('unknown_there', 'profile_not_found');
    expect(await mailsAbout('server_error')).toHaveLength(1);
  });

  it('platform_unreachable when the platform is down or hangs up', async () => {
    fake.set('/onlyfans/hangs_up', { kind: 'hangup' });
    await expectFailure('hangs_up', 'platform_unreachable');
    await fake.down();
    try {
      await expectFailure('platform_down', 'platform_unreachable');
    } finally {
      await fake.up();
    }
  });

  it('timeout when the platform does not answer in time', async () => {
    fake.set('/onlyfans/slow_page', { kind: 'slow' });
    const started = Date.now();
    await expectFailure('slow_page', 'timeout');
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    expect(await mailsAbout('slow_page')).toHaveLength(1);
  });

  it('too_large for a page over 2 MB, streamed or declared', async () => {
    fake.set('/onlyfans/huge_page', { kind: 'huge', bytes: 3 * 1024 * 1024 });
    await expectFailure('huge_page', 'too_large');
    fake.set('/onlyfans/huge_declared', { kind: 'huge', bytes: 3 * 1024 * 1024, declared: true });
    await expectFailure('huge_declared', 'too_large');
  });

  it('host_not_allowed for a redirect to another host, which is not followed', async () => {
    fake.set('/onlyfans/redirected', {
      kind: 'redirect',
      location: `http://localhost:${fake.port}/onlyfans/elsewhere`,
    });
    fake.setHtmlBio('/onlyfans/elsewhere', 'http://fanlens.test:8080/redirected');
    await expectFailure('redirected', 'host_not_allowed');
    expect(fake.requests).toEqual(['/onlyfans/redirected']);

    fake.set('/onlyfans/to_file', { kind: 'redirect', location: 'file:///etc/passwd' });
    await expectFailure('to_file', 'host_not_allowed');
  });

  it('too_many_redirects past 3 redirects', async () => {
    for (let hop = 0; hop < 4; hop += 1) {
      fake.set(hop === 0 ? '/onlyfans/loop_page' : `/onlyfans/loop_page/${hop}`, {
        kind: 'redirect',
        location: `/onlyfans/loop_page/${hop + 1}`,
      });
    }
    fake.setHtmlBio('/onlyfans/loop_page/4', 'http://fanlens.test:8080/loop_page');
    await expectFailure('loop_page', 'too_many_redirects');
    expect(fake.requests).toHaveLength(4);
  });
});
