import { describe, expect, it } from 'vitest';
import { paths, safeRedirect } from '@/config/paths';

describe('paths', () => {
  it('builds links with their query, leaving out empty values', () => {
    expect(paths.search()).toBe('/search');
    expect(paths.search({ search: 'red hair', platform: 'twitch', nsfw: false, offset: 0, category: '' })).toBe(
      '/search?search=red+hair&platform=twitch&nsfw=false&offset=0',
    );
    expect(paths.error({ status: 404, message: 'Not found' })).toBe('/error?status=404&message=Not+found');
    expect(paths.resetPassword('abc')).toBe('/reset-password?token=abc');
    expect(paths.signIn({ redirectTo: '/my-profile' })).toBe('/sign-in?redirectTo=%2Fmy-profile');
    expect(paths.add()).toBe('/add');
    expect(paths.add({ search: 'ada new' })).toBe('/add?search=ada+new');
    expect(paths.add({ platform: 'twitch', username: 'ada' })).toBe('/add?platform=twitch&username=ada');
  });

  it('encodes a creator username', () => {
    expect(paths.creator('anna.b')).toBe('/anna.b');
    expect(paths.creator('a/b c')).toBe('/a%2Fb%20c');
  });

  it('only follows redirects to this site', () => {
    expect(safeRedirect('/my-favorites?x=1')).toBe('/my-favorites?x=1');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect(null, '/x')).toBe('/x');
    // Browsers drop tabs and newlines from addresses: '/\t/evil.example' would become '//evil.example'.
    expect(safeRedirect('/\t/evil.example')).toBe('/');
    expect(safeRedirect('/\n/evil.example')).toBe('/');
    expect(safeRedirect('/a\\b')).toBe('/');
    expect(safeRedirect('/\u007f/x')).toBe('/');
  });
});
