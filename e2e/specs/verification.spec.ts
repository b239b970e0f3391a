import { type APIRequestContext, type Page, expect, test } from '@playwright/test';

// The fake creators' platform started beside the product (e2e/fake-platform.mjs).
const FAKE_PLATFORM = `http://127.0.0.1:${process.env.E2E_FAKE_PLATFORM_PORT ?? 3101}`;
const PASSWORD = 'e2e-verify-1';

interface CreatorSummary {
  username: string;
  platform: string;
  verified: boolean;
}

/** Unclaimed (unverified) demo creators, from a random page of the list so runs do not collide. */
async function unverifiedCreators(request: APIRequestContext): Promise<CreatorSummary[]> {
  const offset = Math.floor(Math.random() * 400);
  const res = await request.get(`/api/creators?limit=50&offset=${offset}&sort=liked`);
  expect(res.ok()).toBe(true);
  const { results } = (await res.json()) as { results: CreatorSummary[] };
  const found = results.filter((creator) => !creator.verified);
  expect(found.length).toBeGreaterThan(1);
  return found;
}

/** A fresh fan account, registered through the API. */
async function registerFan(request: APIRequestContext) {
  const email = `verify-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const res = await request.post('/api/auth/register', { data: { email, password: PASSWORD, name: 'Vera Fan' } });
  expect(res.status()).toBe(200);
  return email;
}

async function signIn(page: Page, email: string) {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/$/);
}

async function setBio(request: APIRequestContext, creator: CreatorSummary, bio: string, delayMs = 0) {
  const res = await request.put(`${FAKE_PLATFORM}/__control/bio`, {
    data: { platform: creator.platform, username: creator.username, bio, delayMs },
  });
  expect(res.status()).toBe(204);
}

test.describe('creator verification', () => {
  test('a fan copies the text, puts it in the bio and becomes the verified creator', async ({
    browser,
    request,
    baseURL,
  }) => {
    const [creator] = await unverifiedCreators(request);
    const email = await registerFan(request);
    const context = await browser.newContext();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const page = await context.newPage();
    await signIn(page, email);

    await page.goto('/my-profile');
    await page.getByRole('link', { name: 'Get verified' }).click();
    await expect(page).toHaveURL(/\/verification$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Get verified' })).toBeVisible();

    await page.getByLabel('Creator username').fill(creator.username);
    await expect(page.getByTestId('creator-preview')).toContainText(`@${creator.username}`);
    // The text links to the page with a code bound to this account (`?v=…`).
    const textBox = page.getByTestId('verification-text');
    const escaped = `${baseURL}/${creator.username}`.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    await expect(textBox).toHaveValue(new RegExp(`^check out my review ${escaped}\\?v=[A-HJ-NP-Z2-9]{6}$`));
    const expected = await textBox.inputValue();
    await expect(page.getByText(/The code in this link works until/)).toBeVisible();
    await page.getByRole('button', { name: 'Copy the text for your bio' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    // The page's clipboard (the function runs in the browser; `globalThis` is its window).
    const copied = await page.evaluate(() =>
      (
        globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
      ).navigator.clipboard.readText(),
    );
    expect(copied).toBe(expected);

    // The creator pastes the text into the bio on the platform (which answers a little slowly).
    await setBio(request, creator, `New sets every Friday! ${copied}`, 1500);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Please wait for verification results')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Verification Complete!' })).toBeVisible();
    await expect(page).toHaveURL(/\/verification\/success$/);

    await page.getByRole('link', { name: 'Go to my account' }).click();
    await expect(page).toHaveURL(/\/my-profile$/);
    const card = page.getByRole('region', { name: 'Your creator page' });
    await expect(card).toContainText(`@${creator.username}`);
    await expect(card).toContainText('Verified');
    await expect(page.getByRole('link', { name: 'Get verified' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Open account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Reviews left for me' })).toBeVisible();
    await page.keyboard.press('Escape');

    // Visiting /verification again says the page is verified, without the form.
    await page.goto('/verification');
    await expect(page.getByRole('heading', { name: 'You are verified' })).toBeVisible();
    await expect(page.getByLabel('Creator username')).toHaveCount(0);

    const details = await request.get(`/api/creators/details/${creator.username}`);
    expect(await details.json()).toMatchObject({ username: creator.username, verified: true });
    await context.close();
  });

  test("another account's text does not verify: the code belongs to the account", async ({ browser, request }) => {
    const [creator] = await unverifiedCreators(request);
    const owner = await browser.newContext();
    const ownerPage = await owner.newPage();
    await signIn(ownerPage, await registerFan(request));
    await ownerPage.goto('/verification');
    await ownerPage.getByLabel('Creator username').fill(creator.username);
    await expect(ownerPage.getByTestId('verification-text')).toHaveValue(/\?v=/);
    const ownerText = await ownerPage.getByTestId('verification-text').inputValue();
    await owner.close();

    // Someone who saw the owner's bio copies it into the bio and tries with their own account.
    await setBio(request, creator, ownerText);
    const other = await browser.newContext();
    const page = await other.newPage();
    await signIn(page, await registerFan(request));
    await page.goto('/verification');
    await page.getByLabel('Creator username').fill(creator.username);
    await expect(page.getByTestId('verification-text')).toHaveValue(/\?v=/);
    expect(await page.getByTestId('verification-text').inputValue()).not.toBe(ownerText);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Verification Failed' })).toBeVisible();
    await expect(page.getByText(/without the code of your account/)).toBeVisible();
    const details = await request.get(`/api/creators/details/${creator.username}`);
    expect(await details.json()).toMatchObject({ verified: false });
    await other.close();
  });

  test('without the link in the bio, verification fails and the fan can try again', async ({ page, request }) => {
    const [, creator] = await unverifiedCreators(request);
    await setBio(request, creator, 'Just my usual bio, no link yet.');
    await signIn(page, await registerFan(request));

    await page.goto('/verification');
    await page.getByLabel('Creator username').fill(creator.username);
    await expect(page.getByTestId('creator-preview')).toBeVisible();
    await page.getByRole('button', { name: 'Verify' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Verification Failed' })).toBeVisible();
    await expect(page).toHaveURL(/\/verification\/error$/);
    await expect(page.getByText(/could not detect the link in your bio/)).toBeVisible();
    await expect(page.getByText(/team has been informed/)).toBeVisible();

    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/verification$/);
    await expect(page.getByLabel('Creator username')).toHaveValue(creator.username);
    await expect(page.getByRole('button', { name: 'Verify' })).toBeEnabled();

    const details = await request.get(`/api/creators/details/${creator.username}`);
    expect(await details.json()).toMatchObject({ verified: false });
  });
});
