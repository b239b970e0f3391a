import { describe, expect, it } from 'vitest';
import { isPublicAddress } from '../src/lib/platforms/address-policy';
import { createPlatformAdapters, templateHost } from '../src/lib/platforms';
import { checkClaimLink } from '../src/modules/verification/link-check';

const bioHasProfileLink = (bio: string, site: string, username: string) =>
  checkClaimLink(bio, site, username, () => true) !== 'link_not_found';
import { profileHtml } from './helpers/fake-platform';

describe('the FanLens link in a bio', () => {
  const site = 'https://FanLens.example';
  it.each([
    'check out my review https://fanlens.example/ada_99',
    'check out my review http://fanlens.example/ada_99',
    'fanlens.example/ADA_99',
    'www.fanlens.example/ada_99/',
    'see (https://fanlens.example/ada_99).',
    'https://fanlens.example/ada_99?ref=bio',
    'https://fanlens.example/ada_99#reviews',
  ])('finds it in %j', (bio) => expect(bioHasProfileLink(bio, site, 'ada_99')).toBe(true));

  it.each([
    'https://fanlens.example/ada_990',
    'https://fanlens.example/ada_99.more',
    'https://fanlens.example/ada_99/reviews',
    'https://notfanlens.example/ada_99',
    'https://fanlens.example.evil/ada_99',
    'https://fanlens.example/ada',
    'ada_99',
  ])('does not find it in %j', (bio) => expect(bioHasProfileLink(bio, site, 'ada_99')).toBe(false));

  it('keeps a base path of PUBLIC_URL', () => {
    expect(bioHasProfileLink('https://example.org/fanlens/ada', 'https://example.org/fanlens', 'ada')).toBe(true);
    expect(bioHasProfileLink('https://example.org/ada', 'https://example.org/fanlens', 'ada')).toBe(false);
  });

  it('is the /creators/{username} address for a username that is a site path', () => {
    expect(bioHasProfileLink('https://fanlens.example/creators/About', site, 'about')).toBe(true);
    expect(bioHasProfileLink('https://fanlens.example/about', site, 'about')).toBe(false);
  });
});

describe('platform adapters', () => {
  const adapters = createPlatformAdapters({
    onlyfans: 'https://onlyfans.com/{username}',
    patreon: 'https://www.patreon.com/{username}',
    twitch: 'https://api.twitch.example/helix/users?login={username}',
  });

  it('build the profile address from the template, username URL-encoded', () => {
    expect(adapters.onlyfans.profileUrl('ada.b')).toBe('https://onlyfans.com/ada.b');
    expect(adapters.twitch.profileUrl('a&b')).toBe('https://api.twitch.example/helix/users?login=a%26b');
    expect(templateHost('http://127.0.0.1:3101/onlyfans/{username}')).toBe('127.0.0.1:3101');
  });

  it('read only the bio fields of an HTML page (meta descriptions), not the rest of it', () => {
    const page = `<html><head><meta content="from og &amp; co &#x2F; here" property="og:description">
      <meta name='twitter:description' content='from twitter'><meta name="keywords" content="not the bio">
      <script>var s = "script text"</script></head>
      <body><p>Visible text</p><a href="https://fanlens.example/ada">my reviews</a></body></html>`;
    const bio = adapters.patreon.extractBio(page, 'text/html');
    expect(bio.split('\n')).toEqual(['from og & co / here', 'from twitter']);
    expect(adapters.onlyfans.extractBio(profileHtml('my bio'), 'text/html; charset=utf-8')).toContain('my bio');
  });

  it('read a hostile page in linear time (no backtracking over attributes)', () => {
    const attributes = 'a='.repeat(20_000);
    const page = `<meta ${attributes}><a ${'b '.repeat(20_000)}`.repeat(2);
    const started = performance.now();
    adapters.onlyfans.extractBio(page, 'text/html');
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('read the bio fields of a JSON answer, per platform', () => {
    const json = 'application/json; charset=utf-8';
    expect(adapters.twitch.extractBio(JSON.stringify({ data: [{ description: 'twitch bio' }] }), json)).toBe(
      'twitch bio',
    );
    expect(
      adapters.onlyfans.extractBio(
        JSON.stringify({ about: '<b>of</b> bio <a href="https://x.example/a">me</a>' }),
        json,
      ),
    ).toBe('of bio https://x.example/a me');
    expect(adapters.patreon.extractBio(JSON.stringify({ data: { attributes: { summary: 'p bio' } } }), json)).toBe(
      'p bio',
    );
    expect(adapters.twitch.extractBio('not json', json)).toBe('');
  });
});

describe('public addresses', () => {
  it.each(['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('%s is public', (address) =>
    expect(isPublicAddress(address)).toBe(true),
  );
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '64:ff9b::a00:1',
    '::8.8.8.8',
    '::7f00:1',
    '64:ff9b:1::808:808',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    '2002:c0a8:101::1',
    '2002:808:808::1',
    '192.88.99.1',
    'localhost',
  ])('%s is not', (address) => expect(isPublicAddress(address)).toBe(false));
});
