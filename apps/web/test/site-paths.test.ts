import { SITE_PATHS, creatorPagePath } from '@fanlens/shared';
import { describe, expect, it } from 'vitest';
import { paths, routePatterns } from '@/config/paths';
import { pageAddressOf } from '@/app/page-address';

describe('site paths and creator pages', () => {
  it('reserve the first segment of every page route of the web', () => {
    const firsts = Object.values(routePatterns)
      .map((pattern) => pattern.split('/')[1])
      .filter((segment) => segment && !segment.startsWith(':') && segment !== '*');
    expect(firsts.length).toBeGreaterThan(10);
    for (const segment of firsts) expect(SITE_PATHS, segment).toContain(segment);
  });

  it('link a creator whose username is a site path, in any case, at /creators/{username}', () => {
    expect(paths.creator('ruby58')).toBe('/ruby58');
    expect(paths.creator('About')).toBe('/creators/About');
    expect(paths.creator('search')).toBe('/creators/search');
    expect(creatorPagePath('robots.txt')).toBe('/creators/robots.txt');
    expect(pageAddressOf('/creators/about?u=1&sort=helpful')).toEqual({
      path: '/creators/about',
      query: 'sort=helpful',
    });
  });
});
