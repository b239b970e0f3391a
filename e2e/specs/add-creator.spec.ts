import { type APIRequestContext, expect, test } from '@playwright/test';
import { gotoHydrated } from './hydrated';
import { signIn } from './sign-in';
import { unique } from './verified-creator';

// The fake creators' platform started beside the product (e2e/fake-platform.mjs).
const FAKE_PLATFORM = `http://127.0.0.1:${process.env.E2E_FAKE_PLATFORM_PORT ?? 3101}`;
const PASSWORD = 'e2e-add-1';

/** An image's natural width once decoded (0 before). */
const drawnWidth = (element: unknown) => {
  const img = element as { complete: boolean; naturalWidth: number };
  return img.complete ? img.naturalWidth : 0;
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A fresh account, registered through the API. */
async function registerFan(request: APIRequestContext, name: string) {
  const email = `add-${unique()}@example.com`;
  const res = await request.post('/api/auth/register', { data: { email, password: PASSWORD, name } });
  expect(res.status()).toBe(200);
  return email;
}

/** The profile the fake platform publishes for `username` (Open Graph, ProfilePage JSON-LD, a picture). */
async function publishProfile(request: APIRequestContext, profile: Record<string, unknown>) {
  const res = await request.put(`${FAKE_PLATFORM}/__control/profile`, { data: profile });
  expect(res.status()).toBe(204);
}

test.describe('adding a creator page', () => {
  test('a fan searches a creator who is missing, adds the page from the empty results and lands on it', async ({
    page,
    request,
  }) => {
    // A name nothing on FanLens looks like, so the search finds nothing.
    const username = `zq${unique()}`;
    await publishProfile(request, {
      platform: 'onlyfans',
      username,
      name: 'Quinn Added',
      bio: 'Daily photo sets and weekly streams',
      price: '9.99',
      subscribers: 1200,
      likes: 54000,
      posts: 310,
      sameAs: [`https://instagram.com/${username}`],
      avatar: true,
    });
    await signIn(page, await registerFan(request, 'Fran Fan'), PASSWORD);

    await gotoHydrated(page, `/search?search=${username}`);
    const empty = page.getByTestId('no-data');
    await expect(empty).toContainText('No data');
    await empty.getByRole('link', { name: 'Add their page' }).click();
    await expect(page).toHaveURL(`/add?search=${username}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Add a creator page' })).toBeVisible();
    await expect(page.getByLabel('Username', { exact: true })).toHaveValue(username);
    await page.getByRole('radio', { name: 'OnlyFans' }).check();
    await page.getByRole('button', { name: 'Preview' }).click();

    // What was read from the profile, before anything is saved.
    const preview = page.getByTestId('listing-preview');
    await expect(preview.getByRole('heading', { name: 'What FanLens will list' })).toBeFocused();
    await expect(preview).toContainText('Quinn Added');
    await expect(preview).toContainText(`@${username}`);
    await expect(preview.getByTestId('preview-subscribers')).toContainText('1,200');
    await expect(preview.getByTestId('preview-likes')).toContainText('54,000');
    await expect(preview.getByTestId('preview-price')).toContainText('$9.99');
    await expect(preview.getByTestId('preview-bio')).toHaveText('Daily photo sets and weekly streams');
    await expect(preview.getByRole('link', { name: /Instagram/ })).toHaveAttribute(
      'href',
      `https://instagram.com/${username}`,
    );
    // The picture, fetched from the platform's image host and stored by FanLens.
    const avatar = preview.locator('img.avatar__image');
    await expect(avatar).toHaveAttribute('src', /^\/uploads\/creators\/[0-9a-f]{32}\.webp$/);
    await expect.poll(() => avatar.evaluate(drawnWidth)).toBeGreaterThan(0);
    expect((await request.get(`/api/creators/details/${username}`)).status()).toBe(404);

    await page.getByRole('button', { name: 'Add page' }).click();
    await expect(page).toHaveURL(`/${username}`);
    await expect(page.getByRole('heading', { level: 1, name: /Quinn Added/ })).toBeVisible();

    // Searchable at once.
    await gotoHydrated(page, `/search?search=${username}`);
    await expect(page.getByTestId('creator-card')).toHaveCount(1);
    await expect(page.getByTestId('creator-card')).toContainText('Quinn Added');
  });

  test('a creator adds their page from the verification form and verifies it, in one flow', async ({
    page,
    request,
    baseURL,
  }) => {
    const username = `zv${unique()}`;
    await publishProfile(request, {
      platform: 'patreon',
      username,
      name: 'Vera Verifies',
      bio: 'Comics every Friday',
      avatar: true,
    });
    await signIn(page, await registerFan(request, 'Vera Maker'), PASSWORD);

    await gotoHydrated(page, '/verification');
    await page.getByLabel('Creator username').fill(username);
    const offer = page.getByTestId('add-page-offer');
    await expect(offer).toContainText('This page is not on FanLens yet: add it and continue verifying');
    await expect(page.getByRole('button', { name: 'Verify' })).toBeDisabled();
    await offer.getByRole('radio', { name: 'Patreon' }).check();
    await offer.getByRole('button', { name: 'Add the page and continue' }).click();

    // Added, and the steps go on with the same username, on the same screen.
    await expect(page.getByRole('status').filter({ hasText: `@${username} is on FanLens now` })).toBeFocused();
    await expect(page).toHaveURL(/\/verification$/);
    await expect(offer).toHaveCount(0);
    await expect(page.getByTestId('creator-preview')).toContainText('Vera Verifies');
    await expect(page.getByTestId('creator-preview')).toContainText(`@${username}`);
    const textBox = page.getByTestId('verification-text');
    await expect(textBox).toHaveValue(
      new RegExp(`^check out my review ${escapeRegExp(`${baseURL}/${username}`)}\\?v=[A-HJ-NP-Z2-9]{6}$`),
    );
    await expect(page.getByText('Open your Patreon profile, paste the text into your bio and save it.')).toBeVisible();

    const bio = await textBox.inputValue();
    const control = await request.put(`${FAKE_PLATFORM}/__control/bio`, {
      data: { platform: 'patreon', username, bio },
    });
    expect(control.status()).toBe(204);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Verification Complete!' })).toBeVisible();
    await page.getByRole('link', { name: 'View my page' }).click();
    await expect(page).toHaveURL(`/${username}`);
    await expect(page.getByRole('heading', { level: 1, name: /Vera Verifies/ })).toBeVisible();
    const details = await request.get(`/api/creators/details/${username}`);
    expect(await details.json()).toMatchObject({
      username,
      name: 'Vera Verifies',
      platform: 'patreon',
      verified: true,
    });
  });
});
