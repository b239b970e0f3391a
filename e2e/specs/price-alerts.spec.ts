import { type Page, expect, test } from '@playwright/test';

const uniqueEmail = () => `alerts-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;

async function signInAs(page: Page, email: string, password: string) {
  await page.goto('/sign-in');
  await page.getByRole('main').getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Open account menu' })).toBeVisible({ timeout: 30_000 });
}

test('account page: turning price alerts off, kept over a reload', async ({ page, request }) => {
  const email = uniqueEmail();
  const registered = await request.post('/api/auth/register', {
    data: { email, password: 'alerts-pass1', name: 'Alert Fan' },
  });
  expect(registered.status()).toBe(200);
  await signInAs(page, email, 'alerts-pass1');
  await page.goto('/my-profile');

  const card = page.getByRole('region', { name: 'Price alerts' });
  await expect(card.getByRole('radio', { name: 'As it happens' })).toBeChecked({ timeout: 30_000 });
  await expect(card.getByRole('switch', { name: 'A creator I follow starts a promotion' })).toBeChecked();
  for (const width of [412, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`account-${width}.png`), fullPage: true });
  }

  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/users/my/alerts') && response.request().method() === 'PATCH',
  );
  await card.getByRole('radio', { name: 'Off' }).click();
  expect((await saved).status()).toBe(200);
  await expect(card.getByRole('radio', { name: 'Off' })).toBeChecked();
  await expect(card.getByRole('switch', { name: 'A creator I follow starts a promotion' })).toBeDisabled();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Price alerts' }).getByRole('radio', { name: 'Off' })).toBeChecked();
  await expect(
    page.getByRole('region', { name: 'Price alerts' }).getByRole('radio', { name: 'As it happens' }),
  ).not.toBeChecked();
  await card.screenshot({ path: test.info().outputPath('alerts-off-1280.png') });
});
