import { type Page, expect, test } from '@playwright/test';
import { gotoHydrated } from './hydrated';

/** The best-rated pages (sort=top) on the demo creators: tabs, ranks, the links that lead there. */

const ranked = (page: Page) =>
  page.getByRole('list', { name: 'Best-rated creators, best first' }).getByRole('listitem');
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Platforms' });

for (const width of [412, 1280]) {
  test(`/best at ${width} px: ranked creators, platform tabs as links, nothing wider than the screen`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const response = await gotoHydrated(page, '/best');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Best-rated creators' })).toBeVisible();
    await expect(ranked(page)).toHaveCount(20);
    await expect(ranked(page).first().getByLabel('No. 1')).toHaveText('1');
    await expect(tabs(page).getByRole('link', { name: 'All platforms' })).toHaveAttribute('aria-current', 'page');
    expect(await page.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`best-${width}.png`), fullPage: false });

    await tabs(page).getByRole('link', { name: 'Twitch' }).click();
    await expect(page).toHaveURL(/\/best\?platform=twitch$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Best-rated Twitch creators' })).toBeVisible();
    await expect(tabs(page).getByRole('link', { name: 'Twitch' })).toHaveAttribute('aria-current', 'page');
    await expect(ranked(page).first().getByText('Twitch', { exact: true })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`best-twitch-${width}.png`), fullPage: false });
  });
}

test('the categories page links each platform’s best-rated creators, and those link each category’s', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, '/categories');
  await page.getByRole('link', { name: 'Best-rated on Patreon' }).click();
  await expect(page).toHaveURL(/\/best\?platform=patreon$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Best-rated Patreon creators' })).toBeVisible();
  await page
    .getByRole('region', { name: 'Best in a category' })
    .getByRole('link', { name: /Cooking/ })
    .click();
  await expect(page).toHaveURL(/\/best\/cooking$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Best-rated in Cooking' })).toBeVisible();
  await expect(ranked(page).first()).toBeVisible();
});

test('a category’s search results link its best-rated page, which links back to them', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 900 });
  await gotoHydrated(page, '/search?category=cosplay');
  await page.getByRole('link', { name: 'See the best-rated in Cosplay' }).click();
  await expect(page).toHaveURL(/\/best\/cosplay$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Best-rated in Cosplay' })).toBeVisible();
  await expect(ranked(page).first()).toBeVisible();
  await expect(tabs(page).getByRole('link', { name: 'OnlyFans' })).toHaveAttribute('aria-current', 'true');
  await page.screenshot({ path: test.info().outputPath('best-cosplay-412.png'), fullPage: false });
  await page.getByRole('link', { name: 'All Cosplay creators' }).click();
  await expect(page).toHaveURL(/\/search\?category=cosplay$/);
});

test('an unknown category’s best-rated page is a 404', async ({ page }) => {
  const response = await page.goto('/best/no-such-category');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('There is no such category.')).toBeVisible();
});
