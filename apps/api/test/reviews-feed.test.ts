import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app';
import { buildCreator } from './helpers/factories/creators';
import { buildReview } from './helpers/factories/reviews';
import { buildUser } from './helpers/factories/users';
import { ensureWebBuild } from './helpers/web-build';

const PUBLIC_URL = 'https://fanlens.example';
const ATOM = 'http://www.w3.org/2005/Atom';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ WEB_DIST: ensureWebBuild(), PUBLIC_URL, RATE_LIMIT_MULTIPLIER: '100' });
}, 300_000);
afterAll(async () => t?.close());

interface Link {
  '@_rel': string;
  '@_type': string;
  '@_href': string;
}
interface Entry {
  id: string;
  title: { '#text': string };
  updated: string;
  published: string;
  author: { name: string };
  link: Link[];
  content: { '#text': string; '@_type': string };
}

/** The feed parsed by a real XML parser, after checking it is well-formed XML. */
function parseFeed(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parser = new XMLParser({
    ignoreAttributes: false,
    parseTagValue: false,
    isArray: (name) => ['entry', 'link'].includes(name),
    alwaysCreateTextNode: false,
  });
  return parser.parse(xml).feed as {
    '@_xmlns': string;
    id: string;
    title: { '#text': string };
    updated: string;
    author: { name: string };
    link: Link[];
    entry?: Entry[];
  };
}

const isDate = (value: string) =>
  /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/.test(value) && !Number.isNaN(Date.parse(value));

describe('a creator reviews feed (Atom)', () => {
  it("holds the creator's newest public reviews with every element Atom requires", async () => {
    const creator = await buildCreator(t.database, { name: 'Feed & <Friends>' });
    const named = await buildUser(t.database, { name: 'Nora Named' });
    const secret = await buildUser(t.database, { name: 'Sid Secret' });
    const older = await buildReview(t.database, {
      creatorId: creator.id,
      userId: named.id,
      rating: 5,
      comment: 'Great <b>value</b> & kind replies',
      createdAt: new Date(Date.now() - 86_400_000),
    });
    const anonymous = await buildReview(t.database, {
      creatorId: creator.id,
      userId: secret.id,
      anonymous: true,
      rating: 3,
    });
    const hidden = await buildReview(t.database, { creatorId: creator.id, comment: 'A hidden one' });
    await t.database.query("update reviews set hidden_at = now(), hidden_reason = 'spam' where id = $1", [hidden.id]);
    const held = await buildReview(t.database, { creatorId: creator.id, comment: 'A held one' });
    await t.database.query('update reviews set held_at = now() where id = $1', [held.id]);

    const res = await t.app.inject({ url: `/${creator.username}/reviews.xml` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const feed = parseFeed(res.body);
    expect(feed['@_xmlns']).toBe(ATOM);
    expect(feed.id).toMatch(/^tag:fanlens\.example,2025:creator-\d+-reviews$/);
    expect(feed.title['#text']).toBe(`Reviews of Feed & <Friends> (@${creator.username}) on FanLens`);
    expect(isDate(feed.updated)).toBe(true);
    expect(feed.author.name).toBe('FanLens');
    const rels = Object.fromEntries(feed.link.map((link) => [link['@_rel'], link['@_href']]));
    expect(rels).toEqual({
      self: `${PUBLIC_URL}/${creator.username}/reviews.xml`,
      alternate: `${PUBLIC_URL}/${creator.username}`,
    });

    const entries = feed.entry ?? [];
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      expect(entry.id).toMatch(/^tag:fanlens\.example,2025:review-\d+$/);
      expect(entry.title['#text']).toBeTruthy();
      expect(isDate(entry.updated)).toBe(true);
      expect(entry.author.name).toBeTruthy();
      expect(entry.link[0]['@_href']).toBe(`${PUBLIC_URL}/${creator.username}`);
      expect(entry.content['@_type']).toBe('text');
    }
    // Newest first; the anonymous author is never named; hidden and held reviews are not there.
    expect(entries.map((entry) => entry.id)).toEqual([
      `tag:fanlens.example,2025:review-${anonymous.id}`,
      `tag:fanlens.example,2025:review-${older.id}`,
    ]);
    expect(entries[0].author.name).toBe('Anonymous');
    expect(res.body).not.toContain('Sid Secret');
    expect(entries[1].title['#text']).toBe('5/5 from Nora Named');
    expect(entries[1].content['#text']).toBe('Great <b>value</b> & kind replies');
    expect(res.body).not.toContain('A hidden one');
    expect(res.body).not.toContain('A held one');
  });

  it('is a valid empty feed for a creator without reviews, and 404 for no creator', async () => {
    const creator = await buildCreator(t.database);
    const feed = parseFeed((await t.app.inject({ url: `/${creator.username.toUpperCase()}/reviews.xml` })).body);
    expect(feed.entry).toBeUndefined();
    expect(isDate(feed.updated)).toBe(true);
    expect((await t.app.inject({ url: '/nobody_here_at_all/reviews.xml' })).statusCode).toBe(404);
  });

  it("lives at /creators/{username}/reviews.xml for a creator named like a site path; other addresses don't serve it", async () => {
    const about = await buildCreator(t.database, { username: 'about' });
    await buildReview(t.database, { creatorId: about.id, comment: 'About the about page' });
    const feed = await t.app.inject({ url: '/creators/about/reviews.xml' });
    expect(feed.statusCode).toBe(200);
    const parsed = parseFeed(feed.body);
    expect(parsed.link.find((link) => link['@_rel'] === 'self')?.['@_href']).toBe(
      `${PUBLIC_URL}/creators/about/reviews.xml`,
    );
    expect(parsed.link.find((link) => link['@_rel'] === 'alternate')?.['@_href']).toBe(`${PUBLIC_URL}/creators/about`);
    expect((await t.app.inject({ url: '/about/reviews.xml' })).statusCode).toBe(404);

    const plain = await buildCreator(t.database);
    const moved = await t.app.inject({ url: `/creators/${plain.username}/reviews.xml` });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/${plain.username}/reviews.xml`);
  });

  it('is announced on the creator page with <link rel="alternate" type="application/atom+xml">', async () => {
    const creator = await buildCreator(t.database, { name: 'Linked Lena' });
    const page = await t.app.inject({ url: `/${creator.username}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      `<link rel="alternate" type="application/atom+xml" href="${PUBLIC_URL}/${creator.username}/reviews.xml" title="New reviews of Linked Lena on FanLens" />`,
    );
  });
});
