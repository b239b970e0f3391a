import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { gotoHydrated } from './hydrated';
import { BROWSER_UA, signedInPage, unique, verifiedCreator } from './verified-creator';

/**
 * Creator tools: a fan verifies a page (through the fake platform), edits its bio, price with a
 * promotion, a social link, a category and the location and sees them on the page; guests view
 * the page; the dashboard shows those views and downloads them as CSV.
 */

test.describe('creator tools', () => {
  test('a verified creator edits the page, sees it, and finds the views on the dashboard and in the CSV', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const { email, creator } = await verifiedCreator(request);
    const page = await signedInPage(browser, email);
    const word = `Tooled${unique()}`;

    await gotoHydrated(page, '/my-profile');
    await page.getByRole('link', { name: 'Edit page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit your page' })).toBeVisible();

    await page.getByLabel('Bio').fill(`<p>Fresh words from ${word}</p><script>alert(1)</script>`);
    await page.getByLabel('Monthly price (USD)').fill('20.00');
    await page.getByRole('radio', { name: 'Percent off' }).check();
    await page.getByLabel('Percent off', { exact: true }).last().fill('25');
    const ends = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Ends on').fill(ends);
    await page.getByLabel('Instagram').fill(`https://www.instagram.com/${word.toLowerCase()}`);
    const category = page.locator('.category-picker__chip[aria-pressed="false"]:not([disabled])').first();
    const categoryName = ((await category.textContent()) ?? '').replace(/^\S+\s/, '').trim();
    await category.click();
    await page.getByRole('combobox', { name: 'Location' }).fill('Lisbo');
    await page.getByRole('option', { name: 'Lisbon, Portugal' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your page has been updated.')).toBeVisible();

    await gotoHydrated(page, `/${creator.username}`);
    await expect(page.getByText(`Fresh words from ${word}`)).toBeVisible();
    await expect(page.getByTestId('creator-price')).toContainText('$15.00');
    await expect(page.getByTestId('creator-price')).toContainText('25%');
    await expect(page.getByRole('main').getByRole('link', { name: /^Instagram/ })).toHaveAttribute(
      'href',
      `https://www.instagram.com/${word.toLowerCase()}`,
    );
    await expect(page.getByRole('main').getByRole('link', { name: categoryName })).toBeVisible();
    await expect(page.getByText('Lisbon, Portugal')).toBeVisible();
    await expect(page.getByTestId('creator-updated')).toContainText('Updated by the creator on');

    // Three guest views. The owner's one full load of the page above counts too: server-rendered
    // HTML carries no credentials (decision 014), so 4 views in all.
    const guest = await browser.newContext({ userAgent: BROWSER_UA });
    const guestPage = await guest.newPage();
    for (let i = 0; i < 3; i++) {
      await guestPage.goto(`/${creator.username}`);
      await expect(guestPage.getByText(`Fresh words from ${word}`)).toBeVisible();
    }
    await guest.close();

    await gotoHydrated(page, '/creator/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    const views = page.getByTestId('total-views').locator('strong');
    // Counts are written every ANALYTICS_FLUSH_SECONDS (2 s here): reload until they arrive.
    await expect(async () => {
      await page.reload();
      await expect(views).toBeVisible({ timeout: 20_000 });
      expect(await views.textContent()).toBe('4');
    }).toPass({ timeout: 60_000, intervals: [1000] });
    await page.getByRole('combobox', { name: 'Period' }).selectOption('7');
    await expect(page.getByTestId('total-views').locator('strong')).toHaveText('4');

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(new RegExp(`^fanlens-${creator.username}-.*\\.csv$`));
    const csv = fs
      .readFileSync((await download.path())!, 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(csv[0]).toBe(
      'date,views,impressions,platformClicks,favoritesAdded,favoritesRemoved,badgeViews,reviews,averageRating',
    );
    expect(csv).toHaveLength(8);
    const today = new Date().toISOString().slice(0, 10);
    expect(csv.at(-1)).toMatch(new RegExp(`^${today},4,`));
    await page.context().close();
  });
});
