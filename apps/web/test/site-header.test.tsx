import { buildCreatorFixture } from './fixtures';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/lib/auth-store';
import { useProfileStore } from '@/lib/profile-store';
import { jsonResponse, mockFetch } from './http-mocks';
import { buildProfile, signInAs } from './reset-stores';
import { currentUrl, renderRoute } from './render-route';

async function openUserMenu() {
  renderRoute('/about');
  await screen.findByRole('heading', { level: 1, name: 'About FanLens' });
  await userEvent.click(await screen.findByRole('button', { name: 'Open account menu' }));
  return within(await screen.findByRole('menu'));
}

describe('site header', () => {
  it('offers Log in and Sign up to signed-out visitors', async () => {
    renderRoute('/about');
    const header = within(await screen.findByRole('banner'));
    expect(header.getByRole('link', { name: 'FanLens home' })).toHaveAttribute('href', '/');
    expect(header.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
    expect(header.queryByRole('button', { name: 'Open account menu' })).not.toBeInTheDocument();
  });

  it("holds a fan's account links, without Reviews left for me", async () => {
    signInAs();
    const menu = await openUserMenu();
    const items = menu.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Account', 'Reviews for others', 'Favorites', 'Sign out']);
  });

  it('adds Reviews left for me for a creator', async () => {
    signInAs(buildProfile({ creator: buildCreatorFixture() }));
    const menu = await openUserMenu();
    expect(menu.getByRole('menuitem', { name: 'Reviews left for me' })).toHaveAttribute('href', '/reviews/left-for-me');
  });

  it('signs out: tokens and profile are cleared, the session revoked, and the visitor lands home', async () => {
    signInAs();
    const menu = await openUserMenu();
    const fetchMock = mockFetch(() => jsonResponse(200, { success: true }));
    await userEvent.click(menu.getByRole('menuitem', { name: 'Sign out' }));
    const logout = fetchMock.mock.calls.find(([url]) => String(url) === '/api/auth/logout');
    expect(logout?.[1]?.method).toBe('POST');
    expect(new Headers(logout?.[1]?.headers).get('Authorization')).toBe('Bearer refresh-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Find creators worth your time' })).toBeInTheDocument();
    expect(useAuthStore.getState().accessToken).toBeNull();
    expect(useProfileStore.getState().profile).toBeNull();
    expect(screen.getByRole('banner')).toHaveTextContent('Log in');
  });

  it("opens the For creators menu: the creators' page and adding a page; Escape closes it", async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/about');
    const header = within(await screen.findByRole('banner'));
    const button = header.getByRole('button', { name: 'For creators' });
    expect(header.queryByRole('link', { name: 'Add a creator page' })).not.toBeInTheDocument();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(header.getByRole('link', { name: 'Claim your page' })).toHaveAttribute('href', '/creators');
    expect(header.getByRole('link', { name: 'Add a creator page' })).toHaveAttribute('href', '/add');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(header.queryByRole('link', { name: 'Claim your page' })).not.toBeInTheDocument();

    await user.click(button);
    await user.click(header.getByRole('link', { name: 'Claim your page' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Claim your FanLens page' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/creators');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the mobile menu with the main links', async () => {
    const { router } = renderRoute('/about');
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('link', { name: 'Add a creator page' })).toHaveAttribute('href', '/add');
    expect(dialog.getByRole('link', { name: 'Claim your page' })).toHaveAttribute('href', '/creators');
    await userEvent.click(dialog.getByRole('link', { name: 'Categories' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Categories' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/categories');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
