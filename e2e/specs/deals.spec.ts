import { expect, test } from '@playwright/test';
import { gotoHydrated } from './hydrated';

/** The deals page (an order and a filter, in the address) and a creator page's price history, on the demo data. */

const cards = (page: import('@playwright/test').Page) => page.getByTestId('deal-card');

for (const width of [412, 1280]) {
  test(`/deals at ${width} px: deals by discount, then ending soonest on Twitch; the feed in the head`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const response = await gotoHydrated(page, '/deals');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Deals' })).toBeVisible();
    await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
      'href',
      /\/deals\.xml$/,
    );
    await expect(cards(page).first()).toBeVisible();
    const offs = await page.getByTestId('deal-off').allTextContents();
    const percents = offs.map((text) => Number(text.replace(/\D/g, '')));
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
    expect(await page.locator('html').evaluate((html) => html.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`deals-${width}.png`), fullPage: false });

    await page.getByLabel('Sort by').selectOption('ending');
    await expect(page).toHaveURL(/\/deals\?sort=ending$/);
    await page.getByLabel('Platform').selectOption('twitch');
    await expect(page).toHaveURL(/\/deals\?sort=ending&platform=twitch$/);
    await expect(cards(page).first()).toBeVisible();
    for (const card of await cards(page).all()) await expect(card.getByText('Twitch', { exact: true })).toBeVisible();
    const times = await page.locator('.deal-card__time').allTextContents();
    expect(times[0]).toMatch(/^Ends in \d+ (hour|day)s?$/);
    await page.screenshot({ path: test.info().outputPath(`deals-twitch-${width}.png`), fullPage: false });
  });
}

test('the header and the home page link the deals', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, '/');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Deals' })).toHaveAttribute(
    'href',
    '/deals',
  );
  await page.getByTestId('home-deals-link').click();
  await expect(page).toHaveURL(/\/deals\?nsfw=false$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Deals' })).toBeVisible();
});

for (const width of [412, 1280]) {
  test(`a creator page at ${width} px shows the price chart and the lowest price in 90 days`, async ({
    page,
    request,
  }) => {
    // A deal of the demo data's history: other specs may have just put a page on a promotion.
    const newest = await (await request.get('/api/deals?sort=newest&limit=50')).json();
    const { username } = newest.results.find(
      (creator: { deal: { since: string } }) => Date.parse(creator.deal.since) < Date.now() - 3_600_000,
    );
    await page.setViewportSize({ width, height: 900 });
    await gotoHydrated(page, `/${username}`);
    const history = page.getByTestId('price-history');
    await expect(history.getByRole('figure', { name: 'Price over the last 12 months' })).toBeVisible();
    await expect(history.locator('[data-series="paid"]')).toBeVisible();
    await expect(history.getByTestId('lowest-90-days')).toHaveText('Lowest price in 90 days');
    await history.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`price-chart-${width}.png`), fullPage: false });
  });
}
