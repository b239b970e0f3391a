import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import { gotoHydrated } from './hydrated';
import { signIn } from './sign-in';

/**
 * Review invitations (docs/decisions/025-review-invitations.md): the verified owner creates and
 * copies a link on the analytics page; a signed-out fan follows it, the dialog asks them to log in,
 * they come back with the review form open, and their review shows "Invited".
 */

const FAKE_PLATFORM = `http://127.0.0.1:${process.env.E2E_FAKE_PLATFORM_PORT ?? 3101}`;
const PASSWORD = 'e2e-invite-1';
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A new account through the API: its e-mail and bearer headers. */
async function account(request: APIRequestContext, name: string) {
  const email = `invite-${unique()}@example.com`;
  const registered = await request.post('/api/auth/register', { data: { email, password: PASSWORD, name } });
  const { accessToken } = (await registered.json()) as { accessToken: string };
  return { email, headers: { authorization: `Bearer ${accessToken}` } };
}

/** An account that verifies an unclaimed page (its bio on the fake platform carries the code). */
async function pageOwner(request: APIRequestContext) {
  const list = await request.get(`/api/creators?limit=50&offset=${Math.floor(Math.random() * 400)}&sort=liked`);
  const { results } = (await list.json()) as {
    results: { id: number; username: string; name: string | null; platform: string; verified: boolean }[];
  };
  const creator = results.find((candidate) => !candidate.verified)!;
  const owner = await account(request, 'Olive Owner');
  const text = await request.get(`/api/verification/text?username=${creator.username}`, { headers: owner.headers });
  const bio = ((await text.json()) as { text: string }).text;
  await request.put(`${FAKE_PLATFORM}/__control/bio`, {
    data: { platform: creator.platform, username: creator.username, bio },
  });
  const verified = await request.post('/api/verification', {
    headers: owner.headers,
    data: { username: creator.username },
  });
  expect(((await verified.json()) as { success: boolean }).success).toBe(true);
  return { ...owner, creator };
}

async function signedInPage(browser: Browser, email: string) {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await signIn(page, email, PASSWORD);
  return page;
}

test.describe('review invitations', () => {
  test('the owner creates and copies a link; a fan follows it, logs in, and the review shows "Invited"', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const owner = await pageOwner(request);
    const ownerPage = await signedInPage(browser, owner.email);
    await gotoHydrated(ownerPage, `/creator/analytics?page=${owner.creator.id}`);
    const section = ownerPage.getByTestId('invitations');
    await expect(section.getByRole('heading', { name: 'Review invitations' })).toBeVisible();
    await expect(section).toContainText('No invitation links yet.');
    await section.getByRole('button', { name: 'Create and copy a link' }).click();
    await expect(ownerPage.getByText('Invitation link copied.')).toBeVisible();
    const row = section.getByTestId('invitation-row');
    await expect(row).toHaveCount(1);
    await expect(row).toHaveAttribute('data-status', 'active');
    const created = await ownerPage.evaluate<string>('navigator.clipboard.readText()');
    expect(created).toMatch(new RegExp(`/${owner.creator.username}#invitation=[A-Za-z0-9_-]{43}$`));
    // Copy it again from the list.
    await ownerPage.evaluate("navigator.clipboard.writeText('')");
    await row.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => ownerPage.evaluate<string>('navigator.clipboard.readText()')).toBe(created);

    // A signed-out fan follows the link: the dialog asks them to log in.
    const fan = await account(request, 'Ivy Invited');
    const fanContext = await browser.newContext();
    const fanPage = await fanContext.newPage();
    await gotoHydrated(fanPage, new URL(created).pathname + new URL(created).hash);
    const name = owner.creator.name?.trim() || owner.creator.username;
    const prompt = fanPage.getByRole('dialog', { name: new RegExp(`Review ${name}`) });
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText(`${name} invited you to review their page`);
    await prompt.getByRole('link', { name: 'Log in' }).click();
    await expect(fanPage).toHaveURL(/\/sign-in\?redirectTo=/);
    await fanPage.getByRole('main').getByLabel('Email', { exact: true }).fill(fan.email);
    await fanPage.getByRole('main').getByLabel('Password', { exact: true }).fill(PASSWORD);
    await fanPage.getByRole('button', { name: 'Log in' }).click();

    // Back on the page, with the review form open.
    await expect(fanPage).toHaveURL(new RegExp(`/${owner.creator.username}#invitation=`));
    const dialog = fanPage.getByRole('dialog', { name: new RegExp(`Review ${name}`) });
    await expect(dialog.getByLabel('Your review')).toBeVisible();
    await expect(dialog).toContainText('Your review will carry the “Invited” label');
    const comment = `Invited and honest ${unique()}: great streams, fair price.`;
    await dialog.getByLabel('Your review').fill(comment);
    await dialog.getByRole('radio', { name: '5 stars' }).check();
    await dialog.getByRole('button', { name: 'Post review' }).click();
    await expect(dialog).toBeHidden();
    const card = fanPage.getByTestId('review-card').filter({ hasText: comment });
    await expect(card.getByTestId('review-invited')).toHaveText(/^Invited/);
    await expect(fanPage).not.toHaveURL(/#invitation=/);

    // The owner's list counts the named review (no use count is kept) and the link stays active.
    await ownerPage.reload();
    const cells = section.getByTestId('invitation-row').getByRole('cell');
    await expect(cells.nth(2)).toHaveText('1');
    await expect(cells.nth(3)).toHaveText('Active');
  });
});
