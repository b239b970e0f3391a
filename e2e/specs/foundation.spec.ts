import { expect, test } from '@playwright/test';

test('the splash shows at start, then the home route renders', async ({ page }) => {
  // The splash comes with the server's HTML and stays 1 s from its first paint.
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.getByTestId('splash')).toBeVisible();
  await expect(page.getByTestId('app-shell')).toBeVisible();
  await expect(page.getByTestId('splash')).toBeHidden();
  await expect(
    page
      .getByRole('banner')
      .getByRole('link', { name: /fanlens/i })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('© 2024');
});

test('an unknown path shows the error page', async ({ page }) => {
  await page.goto('/some/unknown/path');
  await expect(page.getByTestId('error-page')).toBeVisible();
  await expect(page.getByText('Oops!')).toBeVisible();
  await expect(page.getByTestId('error-page')).toContainText('404');
  await page.getByTestId('error-page').getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('deep links load the single-page app', async ({ page }) => {
  const res = await page.goto('/sign-in');
  expect(res?.status()).toBe(200);
  await expect(page.getByTestId('app-shell')).toBeVisible();
});

test('the API answers health and a JSON 404 for unknown API paths', async ({ request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  const missing = await request.get('/api/nope');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toMatchObject({ code: 'not_found' });
});
