import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listSchema, newPageSchema } from '@fanlens/shared';
import { buildTestApp, type TestApp } from './helpers/app';
import { readOutbox } from './helpers/factories/auth';
import { buildCreator } from './helpers/factories/creators';
import { authAs, makeModerator } from './helpers/factories/reviews';
import { buildUser } from './helpers/factories/users';

/** The moderators' "New pages" tab (modules/listings/new-pages.ts). */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
});
afterAll(async () => t?.close());

/** A page as POST /creators leaves it: added by `userId`, `daysAgo` days ago. */
async function addedPage(userId: number, daysAgo = 0) {
  const creator = await buildCreator(t.database);
  await t.database.query(
    `update creators set added_via = 'add', added_by = $2, created_at = now() - make_interval(days => $3) where id = $1`,
    [creator.id, userId, daysAgo],
  );
  return creator;
}

describe('the New pages tab', () => {
  it('lists the pages people added in the last 30 days, newest first, with who added them; moderators only', async () => {
    const adder = await buildUser(t.database, { name: 'Adding Annie' });
    const older = await addedPage(adder.id, 3);
    const newer = await addedPage(adder.id, 0);
    await addedPage(adder.id, 31);
    await buildCreator(t.database);
    const moderator = await buildUser(t.database);
    await makeModerator(t.database, moderator.id);
    const res = await t.app.inject({ url: '/api/moderation/new-pages', headers: await authAs(t.app, moderator.id) });
    expect(res.statusCode, res.body).toBe(200);
    const list = listSchema(newPageSchema).parse(res.json());
    expect(list.results.map((item) => item.creator.id)).toEqual([newer.id, older.id]);
    expect(list.count).toBe(2);
    expect(list.results[0]).toMatchObject({ addedBy: { id: adder.id, name: 'Adding Annie' }, reviewCount: 0 });
    expect(
      (await t.app.inject({ url: '/api/moderation/new-pages', headers: await authAs(t.app, adder.id) })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ url: '/api/moderation/new-pages' })).statusCode).toBe(401);
  });

  it('removes a page with a reason: 410 for everyone, logged, and the person who added it is told why', async () => {
    const adder = await buildUser(t.database);
    const page = await addedPage(adder.id);
    const moderator = await buildUser(t.database);
    await makeModerator(t.database, moderator.id);
    const headers = await authAs(t.app, moderator.id);
    const url = `/api/moderation/creators/${page.id}/remove`;
    expect((await t.app.inject({ method: 'POST', url, headers, payload: {} })).json()).toMatchObject({
      field: 'reason',
    });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url,
          headers: await authAs(t.app, adder.id),
          payload: { reason: 'x spam' },
        })
      ).statusCode,
    ).toBe(403);
    const res = await t.app.inject({ method: 'POST', url, headers, payload: { reason: 'Not a creator: a shop page' } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.app.inject({ url: `/api/creators/details/${page.username}` })).statusCode).toBe(410);
    expect((await t.app.inject({ method: 'POST', url, headers, payload: { reason: 'Again' } })).statusCode).toBe(409);
    const log = (await t.app.inject({ url: '/api/moderation/log?limit=50', headers })).json();
    expect(log.results[0]).toMatchObject({ action: 'remove_page', reason: 'Not a creator: a shop page' });

    await t.app.jobs.drain();
    const mail = readOutbox(t.config.mail.outboxDir).find((text) => text.toLowerCase().includes(`to: ${adder.email}`));
    expect(mail).toContain('Subject: A creator page you added has been removed');
    expect(mail).toContain(`@${page.username}`);
    expect(mail).toContain('Not a creator: a shop page');

    const restore = await t.app.inject({
      method: 'POST',
      url: `/api/moderation/creators/${page.id}/restore`,
      headers,
      payload: {},
    });
    expect(restore.statusCode, restore.body).toBe(200);
    expect((await t.app.inject({ url: `/api/creators/details/${page.username}` })).statusCode).toBe(200);
  });
});
