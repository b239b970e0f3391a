import fs from 'node:fs';
import { type Page, expect, test } from '@playwright/test';

/**
 * "Your data" on the account page: download everything FanLens holds, end a session on another
 * device, and delete the account through its dialog.
 */
const PASSWORD = 'leaving-soon-1';
const OTHER_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const email = `leaving-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;

/** Screenshots at the desktop and the phone width, when SCREENSHOT_DIR is set. */
async function shoot(page: Page, name: string, fullPage = false) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  const size = page.viewportSize();
  for (const width of [1280, 412]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 915 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage });
  }
  if (size) await page.setViewportSize(size);
}

const main = (page: Page) => page.getByRole('main');

test('download the data, end another session, delete the account through the dialog', async ({ page, request }) => {
  test.setTimeout(120_000);
  const registered = await request.post('/api/auth/register', {
    data: { email, password: PASSWORD, name: 'Leaving Soon' },
  });
  expect(registered.status()).toBe(200);
  // Another device: a sign-in from Firefox on Windows.
  const other = await request.post('/api/auth/login', {
    data: { email, password: PASSWORD },
    headers: { 'user-agent': OTHER_AGENT },
  });
  const otherToken = ((await other.json()) as { accessToken: string }).accessToken;
  const otherAsks = () =>
    request.get('/api/users/my', { headers: { authorization: `Bearer ${otherToken}` } }).then((r) => r.status());
  expect(await otherAsks()).toBe(200);

  await page.goto('/sign-in');
  await main(page).getByLabel('Email', { exact: true }).fill(email);
  await main(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Open account menu' })).toBeVisible();
  await page.goto('/my-profile');

  // Your sessions: this browser, the registration's session and the other device.
  const sessions = page.getByRole('region', { name: 'Your sessions' });
  const items = sessions.getByTestId('account-session');
  await expect(items).toHaveCount(3);
  await expect(items.filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(items.filter({ hasText: 'Firefox 128 on Windows 10' })).toContainText('Place: unknown');
  await sessions.scrollIntoViewIfNeeded();
  await shoot(page, 'account-your-data', true);

  await sessions.getByRole('button', { name: 'End the session of Firefox 128 on Windows 10' }).click();
  await expect(items).toHaveCount(2);
  await expect(page.getByText('The session has been ended.')).toBeVisible();
  // Ended on the server: the other device's token is refused at once.
  expect(await otherAsks()).toBe(401);

  // Download my data: a JSON file with the account and its sessions.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^fanlens-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
  expect(data.account).toMatchObject({ email, name: 'Leaving Soon' });
  expect(data.sessions.length).toBe(3);
  expect(data.sessions.filter((session: { ended: boolean }) => session.ended)).toHaveLength(1);

  // Delete my account: the dialog says what goes; a wrong password shows under the field.
  await page
    .getByRole('region', { name: 'Delete my account' })
    .getByRole('button', { name: 'Delete my account' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByTestId('delete-account-list')).toContainText(email);
  const password = dialog.getByLabel('Password', { exact: true });
  await password.fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(password).toHaveAccessibleDescription('The password is not correct');
  await expect(dialog.locator('.field__error')).toHaveText('The password is not correct');
  await shoot(page, 'account-delete-dialog');

  await password.fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open account menu' })).toHaveCount(0);
  const signIn = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(signIn.status()).toBe(401);

  // The privacy page says what the export holds and what deletion removes.
  await page.goto('/privacy');
  const policy = page.getByRole('main');
  await expect(
    policy.getByRole('heading', { name: 'Your data, your sessions and deleting your account' }),
  ).toBeVisible();
  await expect(policy).toContainText('Download my data gives you one file (JSON) with everything FanLens holds');
  await expect(policy).toContainText('Delete my account, confirmed with your password, deletes at once');
});
