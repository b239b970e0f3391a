import { buildCreatorFixture } from './fixtures';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildProfile, signInAs } from './reset-stores';
import { currentUrl, renderRoute } from './render-route';

const creator = () => buildProfile({ creator: buildCreatorFixture() });

/** Renders `url` and waits until the router has settled on the screen with `heading`. */
async function visit(url: string, heading: string) {
  const view = renderRoute(url);
  expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  return view;
}

describe('require-auth', () => {
  it.each(['/my-profile', '/my-favorites', '/reviews/for-others', '/verification', '/verification/success'])(
    'sends a signed-out visitor of %s to sign-in with redirectTo',
    async (url) => {
      const { router } = await visit(url, 'Log in');
      expect(currentUrl(router)).toBe(`/sign-in?redirectTo=${encodeURIComponent(url)}`);
    },
  );

  it('keeps the query of the page asked for', async () => {
    const { router } = await visit('/verification?x=1', 'Log in');
    expect(currentUrl(router)).toBe('/sign-in?redirectTo=%2Fverification%3Fx%3D1');
  });

  it('lets a signed-in user in', async () => {
    signInAs();
    await visit('/my-profile', 'Account');
  });

  it('redirects /reviews to /reviews/for-others', async () => {
    signInAs();
    const { router } = await visit('/reviews', 'Reviews for others');
    expect(currentUrl(router)).toBe('/reviews/for-others');
  });
});

describe('require-signed-out', () => {
  it.each(['/sign-in', '/sign-up', '/forgot-password', '/reset-password?token=t'])(
    'sends a signed-in user on %s to /',
    async (url) => {
      signInAs();
      const { router } = await visit(url, 'Find creators worth your time');
      expect(currentUrl(router)).toBe('/');
    },
  );

  it('follows a local redirectTo, never another origin', async () => {
    signInAs();
    const { router, unmount } = await visit('/sign-in?redirectTo=%2Fmy-favorites', 'Favorites');
    expect(currentUrl(router)).toBe('/my-favorites');
    unmount();
    const second = await visit('/sign-in?redirectTo=%2F%2Fevil.example', 'Find creators worth your time');
    expect(currentUrl(second.router)).toBe('/');
  });

  it('shows the auth screens to signed-out visitors', async () => {
    await visit('/sign-up', 'Sign up');
  });
});

describe('require-creator', () => {
  it('sends a signed-out visitor to sign-in', async () => {
    const { router } = await visit('/reviews/left-for-me', 'Log in');
    expect(currentUrl(router)).toBe('/sign-in?redirectTo=%2Freviews%2Fleft-for-me');
  });

  it('sends a signed-in fan who is not a creator to /', async () => {
    signInAs();
    const { router } = await visit('/reviews/left-for-me', 'Find creators worth your time');
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
  });

  it('lets a verified creator in', async () => {
    signInAs(creator());
    await visit('/reviews/left-for-me', 'Reviews left for me');
  });
});
