import { describe, expect, it } from 'vitest';
import { pageAddressOf } from '@/app/page-address';

describe('page addresses', () => {
  it('keep only the parameters a page reads, normalised, in one order', () => {
    expect(pageAddressOf('/search?platform=onlyfans&utm=1&search=%20red%20hair&sort=relevant')).toEqual({
      path: '/search',
      query: 'search=red+hair&platform=onlyfans',
    });
    expect(pageAddressOf('/anna?rating=4&offset=10&sort=helpful&u=x')).toEqual({
      path: '/anna',
      query: 'sort=helpful&offset=10&rating=4',
    });
    expect(pageAddressOf('/error?message=Gone&status=410&x=1')).toEqual({
      path: '/error',
      query: 'status=410&message=Gone',
    });
    expect(pageAddressOf('/about?ref=mail')).toEqual({ path: '/about', query: '' });
  });

  it('keep a known platform tab of /best and nothing on a category’s best-rated page', () => {
    expect(pageAddressOf('/best?utm_source=x&platform=twitch')).toEqual({ path: '/best', query: 'platform=twitch' });
    expect(pageAddressOf('/best?platform=myspace')).toEqual({ path: '/best', query: '' });
    expect(pageAddressOf('/best?platform=any')).toEqual({ path: '/best', query: '' });
    expect(pageAddressOf('/best/cosplay?platform=twitch')).toEqual({ path: '/best/cosplay', query: '' });
  });

  it('keep a known platform tab of /rising and nothing on a category’s rising page', () => {
    expect(pageAddressOf('/rising?ref=home&platform=patreon')).toEqual({ path: '/rising', query: 'platform=patreon' });
    expect(pageAddressOf('/rising?platform=myspace')).toEqual({ path: '/rising', query: '' });
    expect(pageAddressOf('/rising/cosplay?platform=twitch')).toEqual({ path: '/rising/cosplay', query: '' });
  });

  it('keep the query of pages the browser renders alone', () => {
    expect(pageAddressOf('/reset-password?token=abc&x=1')).toEqual({ path: '/reset-password', query: null });
  });

  it('never name another host: leading slashes and backslashes collapse', () => {
    for (const url of ['//evil.example/x', '/.//evil.example/x', '/\\evil.example/x', '\\\\evil.example/x']) {
      expect(pageAddressOf(url).path).toBe('/evil.example/x');
    }
  });
});
