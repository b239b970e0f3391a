import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createRobotsPolicy,
  ROBOTS_MAX_BYTES,
  ROBOTS_RETRY_MS,
  ROBOTS_TTL_MS,
} from '../src/lib/platforms/robots-policy';
import { safeFetch } from '../src/lib/platforms/safe-fetch';
import { startFakePlatform, type FakePlatform } from './helpers/fake-platform';

let fake: FakePlatform;
beforeAll(async () => {
  fake = await startFakePlatform();
});
afterAll(async () => fake?.close());
beforeEach(() => fake.reset());

/** A policy reading the fake's robots.txt for real, on a clock the test moves. */
function policy() {
  const clock = { now: 1_000_000 };
  const robots = createRobotsPolicy({
    now: () => clock.now,
    fetchRobots: (address, timeoutMs) =>
      safeFetch(address, {
        allowedHost: new URL(address).host,
        allowPrivate: true,
        timeoutMs,
        maxBytes: ROBOTS_MAX_BYTES,
        maxRedirects: 5,
        userAgent: 'FanLensBot/1.0 (+http://fanlens.test)',
      }),
  });
  const allowed = async (path: string) => {
    const verdict = await robots.check(`${fake.origin}${path}`, clock.now + 1000);
    return verdict.allowed ? 'allowed' : verdict.because;
  };
  return { clock, allowed, robots };
}

const robotsTxt = (lines: string[], status = 200) =>
  fake.set('/robots.txt', { kind: 'page', status, contentType: 'text/plain', body: lines.join('\n') });

describe('robots.txt rules (RFC 9309)', () => {
  it("uses FanLensBot's group whatever its case, merged when it is given twice, else *", async () => {
    robotsTxt([
      'User-agent: *',
      'Disallow: /',
      'User-agent: FANLENSBOT',
      'Disallow: /private',
      'User-agent: otherbot',
      'Allow: /',
      'User-agent: FanLensBot',
      'Disallow: /drafts',
    ]);
    const { allowed } = policy();
    expect(await allowed('/ada')).toBe('allowed');
    expect(await allowed('/private/ada')).toBe('disallowed');
    expect(await allowed('/drafts/1')).toBe('disallowed');
  });

  it('falls back to the * group when FanLensBot has none', async () => {
    robotsTxt(['User-agent: googlebot', 'Allow: /', '', 'User-agent: *', 'Disallow: /onlyfans/']);
    const { allowed } = policy();
    expect(await allowed('/onlyfans/ada')).toBe('disallowed');
    expect(await allowed('/patreon/ada')).toBe('allowed');
  });

  it('takes the longest matching rule (Allow on a tie), with * and $', async () => {
    robotsTxt([
      'User-agent: *',
      'Disallow: /p',
      'Allow: /p/',
      'Disallow: /p/*.json$',
      'Disallow: /same',
      'Allow: /same',
      'Disallow: /*?tab=',
    ]);
    const { allowed } = policy();
    expect(await allowed('/p')).toBe('disallowed');
    expect(await allowed('/p/ada')).toBe('allowed');
    expect(await allowed('/p/ada.json')).toBe('disallowed');
    expect(await allowed('/p/ada.json.html')).toBe('allowed');
    expect(await allowed('/same')).toBe('allowed');
    expect(await allowed('/ada?tab=posts')).toBe('disallowed');
  });

  it('allows everything for an empty file or an empty Disallow', async () => {
    robotsTxt(['User-agent: *', 'Disallow:']);
    expect(await policy().allowed('/anything')).toBe('allowed');
  });
});

describe('robots.txt answers', () => {
  it('allows everything on a 4xx (no robots.txt)', async () => {
    const { allowed } = policy();
    expect(await allowed('/ada')).toBe('allowed');
    robotsTxt(['forbidden'], 403);
    expect(await policy().allowed('/ada')).toBe('allowed');
  });

  it('allows nothing on a 5xx, a 429 or an unreachable host, and asks again a few minutes later', async () => {
    robotsTxt(['User-agent: *', 'Allow: /'], 503);
    const { clock, allowed } = policy();
    expect(await allowed('/ada')).toBe('robots_unavailable');
    robotsTxt(['User-agent: *', 'Allow: /']);
    expect(await allowed('/ada')).toBe('robots_unavailable');
    clock.now += ROBOTS_RETRY_MS + 1;
    expect(await allowed('/ada')).toBe('allowed');

    robotsTxt([''], 429);
    expect(await policy().allowed('/ada')).toBe('robots_unavailable');
    fake.set('/robots.txt', { kind: 'slow' });
    expect(await policy().allowed('/ada')).toBe('robots_unavailable');
    // Nothing listens on port 1 of this machine.
    const closed = policy();
    expect(await closed.robots.check('http://127.0.0.1:1/ada', closed.clock.now + 1000)).toMatchObject({
      allowed: false,
      because: 'robots_unavailable',
    });
  });

  it('keeps a file for a day, then reads it again; a failed re-read keeps the rules it had', async () => {
    robotsTxt(['User-agent: *', 'Disallow: /a']);
    const { clock, allowed } = policy();
    expect(await allowed('/a')).toBe('disallowed');
    robotsTxt(['User-agent: *', 'Disallow: /b']);
    clock.now += ROBOTS_TTL_MS - 1;
    expect(await allowed('/a')).toBe('disallowed');
    expect(fake.requests.filter((path) => path === '/robots.txt')).toHaveLength(1);
    clock.now += 2;
    expect(await allowed('/a')).toBe('allowed');
    expect(await allowed('/b')).toBe('disallowed');
    robotsTxt(['down'], 500);
    clock.now += ROBOTS_TTL_MS + 1;
    expect(await allowed('/b')).toBe('disallowed');
    expect(await allowed('/a')).toBe('allowed');
    expect(fake.requests.filter((path) => path === '/robots.txt')).toHaveLength(3);
  });

  it('reads a host once for reads that ask at the same time', async () => {
    robotsTxt(['User-agent: *', 'Disallow: /x']);
    const { allowed } = policy();
    expect(await Promise.all([allowed('/a'), allowed('/x'), allowed('/b')])).toEqual([
      'allowed',
      'disallowed',
      'allowed',
    ]);
    expect(fake.requests).toEqual(['/robots.txt']);
  });
});
