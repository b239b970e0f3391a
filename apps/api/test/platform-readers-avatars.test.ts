import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app';
import { startFakePlatform, type FakePlatform } from './helpers/fake-platform';
import { READER_SITE, readerEnv } from './helpers/reader-env';

let t: TestApp;
let fake: FakePlatform;
/** A second server, standing for a host that is no platform image host. */
let elsewhere: FakePlatform;

beforeAll(async () => {
  fake = await startFakePlatform();
  elsewhere = await startFakePlatform();
  t = await buildTestApp(readerEnv(fake));
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
  await elsewhere?.close();
});
beforeEach(() => {
  fake.reset();
  elsewhere.reset();
});

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();
const image = (body: Buffer, contentType = 'image/png') => ({ kind: 'page' as const, contentType, body });

describe('storing a platform avatar', () => {
  it('fetches it once, re-encodes it as a 256 px WebP and serves it from /uploads', async () => {
    fake.set('/files/ada.png', image(await png(640, 480)));
    const address = `${fake.origin}/files/ada.png`;
    const stored = await t.app.services.readers.storeAvatar(address);
    expect(stored).toMatchObject({ status: 'stored' });
    if (stored.status !== 'stored') return;
    expect(stored.url).toMatch(/^\/uploads\/creators\/[0-9a-f]{32}\.webp$/);

    const served = await t.app.inject({ method: 'GET', url: stored.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    const avatarFetch = fake.received.find((request) => request.path === '/files/ada.png');
    expect(avatarFetch?.headers['user-agent']).toBe(`FanLensBot/1.0 (+${READER_SITE})`);

    // The same address again: the stored copy, nothing fetched.
    const fetches = fake.requests.length;
    expect(await t.app.services.readers.storeAvatar(address)).toEqual(stored);
    expect(fake.requests.length).toBe(fetches);
  });

  it('refuses what is not an image by its content, whatever its type says', async () => {
    fake.set('/files/page.png', image(Buffer.from('<html><body>not an image</body></html>')));
    fake.set(
      '/files/vector.png',
      image(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>'), 'image/svg+xml'),
    );
    for (const name of ['page.png', 'vector.png']) {
      expect(await t.app.services.readers.storeAvatar(`${fake.origin}/files/${name}`)).toEqual({
        status: 'failed',
        reason: 'not_image',
        message: 'The avatar is not an image',
      });
    }
    const stored = await t.database.query<{ n: number }>(
      "select count(*)::int as n from uploads where key like 'creators/%'",
    );
    expect(stored[0].n).toBe(1);
  });

  it('refuses an avatar past the upload size cap, and a missing one', async () => {
    fake.set('/files/huge.png', { kind: 'huge', bytes: 6 * 1024 * 1024 });
    expect(await t.app.services.readers.storeAvatar(`${fake.origin}/files/huge.png`)).toMatchObject({
      status: 'failed',
      reason: 'too_large',
    });
    expect(await t.app.services.readers.storeAvatar(`${fake.origin}/files/none.png`)).toMatchObject({
      status: 'failed',
      reason: 'platform_error',
    });
  });

  it('fetches nothing from a host that is no platform image host (nor its robots.txt)', async () => {
    elsewhere.set('/a.png', image(await png(10, 10)));
    for (const address of [`${elsewhere.origin}/a.png`, 'file:///etc/passwd', 'not an address']) {
      expect(await t.app.services.readers.storeAvatar(address)).toMatchObject({
        status: 'failed',
        reason: 'host_not_allowed',
      });
    }
    expect(elsewhere.requests).toEqual([]);
  });

  it('follows no redirect to another host', async () => {
    elsewhere.set('/a.png', image(await png(10, 10)));
    fake.set('/files/moved.png', { kind: 'redirect', location: `${elsewhere.origin}/a.png` });
    expect(await t.app.services.readers.storeAvatar(`${fake.origin}/files/moved.png`)).toMatchObject({
      status: 'failed',
      reason: 'host_not_allowed',
    });
    expect(elsewhere.requests).toEqual([]);
  });
});
