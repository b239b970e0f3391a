import { expect, test } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { gotoHydrated } from './hydrated';
import { BROWSER_UA, signedInPage, verifiedCreator } from './verified-creator';

/**
 * The rating badge: the owner picks a theme and copies a snippet (the real clipboard), the badge
 * renders in both themes (screenshots kept with the test's output), a badge shown on another site
 * counts as a badge view, and the creator page announces its oEmbed.
 */
/** An image's natural width once decoded (0 before). */
const drawnWidth = (element: unknown) => {
  const img = element as { complete: boolean; naturalWidth: number };
  return img.complete ? img.naturalWidth : 0;
};
const readClipboard = () =>
  (
    globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } }
  ).navigator.clipboard.readText();

test.describe('rating badge', () => {
  test('the owner copies a snippet; the badge renders in both themes and its views are counted', async ({
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const { email, creator } = await verifiedCreator(request);
    const page = await signedInPage(browser, email, { permissions: ['clipboard-read', 'clipboard-write'] });

    await gotoHydrated(page, '/my-profile');
    await page.getByRole('link', { name: 'Rating badge' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Rating badge' })).toBeVisible();

    const preview = page.getByTestId('badge-preview');
    for (const theme of ['Light', 'Dark'] as const) {
      await page.getByRole('radio', { name: theme }).check();
      await expect(preview).toHaveAttribute(
        'src',
        new RegExp(`/badge\\.svg${theme === 'Dark' ? '\\?theme=dark' : '$'}`),
      );
      // Drawn: the image decoded at its size.
      await expect.poll(() => preview.evaluate(drawnWidth)).toBe(248);
      await page
        .locator('.badge-panel__preview')
        .screenshot({ path: testInfo.outputPath(`badge-${theme.toLowerCase()}.png`) });
    }

    // Dark is chosen: the HTML snippet copies to the clipboard as shown.
    const html = page.getByTestId('badge-snippet-html');
    const shown = await html.getByRole('textbox').inputValue();
    expect(shown).toContain(`${baseURL}/${creator.username}/badge.svg?theme=dark`);
    expect(shown).toContain(`href="${baseURL}/${creator.username}"`);
    await html.getByRole('button', { name: /^Copy the HTML/ }).click();
    await expect(html.getByRole('button')).toHaveText('Copied');
    expect(await page.evaluate(readClipboard)).toBe(shown);

    // The snippet pasted on another site: each showing counts as a badge view.
    const elsewhere = await browser.newContext({ userAgent: BROWSER_UA });
    const site = await elsewhere.newPage();
    await site.setContent(`<!doctype html><body>${shown}</body>`);
    await expect.poll(() => site.locator('img').evaluate(drawnWidth)).toBe(248);
    await site.screenshot({ path: testInfo.outputPath('badge-elsewhere.png') });
    await elsewhere.close();

    await gotoHydrated(page, '/creator/analytics');
    const badgeViews = page.getByTestId('total-badgeViews').locator('strong');
    // Counts are written every ANALYTICS_FLUSH_SECONDS (2 s here): reload until they arrive.
    await expect(async () => {
      await page.reload();
      await expect(badgeViews).toBeVisible({ timeout: 20_000 });
      expect(await badgeViews.textContent()).toBe('1');
    }).toPass({ timeout: 60_000, intervals: [1000] });
    await page.context().close();
  });

  test('a creator page announces its oEmbed, which embeds the badge', async ({ request }) => {
    const list = await request.get('/api/creators?limit=1&sort=reviews');
    const [creator] = ((await list.json()) as { results: { username: string }[] }).results;
    const html = await (await request.get(`/${creator.username}`)).text();
    const link = /<link rel="alternate" type="application\/json\+oembed" href="([^"]+)"/.exec(html);
    expect(link, 'the oEmbed link').not.toBeNull();
    const href = link![1].replace(/&amp;/g, '&');
    expect(href).toBe(`${baseURL}/api/oembed?url=${encodeURIComponent(`${baseURL}/${creator.username}`)}&format=json`);
    const oembed = await (await request.get(href)).json();
    expect(oembed).toMatchObject({ version: '1.0', type: 'rich', author_url: `${baseURL}/${creator.username}` });
    const badge = await request.get(/src="([^"]+)"/.exec(oembed.html)![1]);
    expect(badge.headers()['content-type']).toBe('image/svg+xml; charset=utf-8');
  });
});
