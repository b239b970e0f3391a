import fs from 'node:fs';
import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { gotoHydrated } from './hydrated';
import { signedInPage, verifiedCreator } from './verified-creator';

/**
 * Growth on the page (issue 48): a rising demo creator's page shows '+N fans in 30 days' (the
 * figure the API gives, written the language's way) and its fans chart with the range switch,
 * without overflowing; the home page's 'Rising creators' slider leads to /rising; the creator
 * tools analytics shows the page's fans. In English and German, at 412 and 1280 px. Screenshots
 * go to SHOTS_DIR (default e2e/.screens/growth).
 */

type Language = 'en' | 'de';
const SHOTS = process.env.SHOTS_DIR ?? new URL('../.screens/growth/', import.meta.url).pathname;
fs.mkdirSync(SHOTS, { recursive: true });

const TEXTS = {
  en: {
    fans: (value: string) => `${value} fans in 30 days`,
    chart: 'Fans over time',
    year: '1 year',
    rising: 'Rising creators',
    seeAll: 'See all rising creators',
    risingTitle: 'Rising creators',
    locale: 'en-US',
  },
  de: {
    fans: (value: string) => `${value} Fans in 30 Tagen`,
    chart: 'Fans im Zeitverlauf',
    year: '1 Jahr',
    rising: 'Aufsteigende Creator',
    seeAll: 'Alle aufsteigenden Creator ansehen',
    risingTitle: 'Aufsteigende Creator',
    locale: 'de-DE',
  },
} as const;

interface Riser {
  id: number;
  username: string;
}

/** The fastest riser of the demo data and its 30-day change of fans. */
async function topRiser(request: APIRequestContext) {
  const list = await request.get('/api/creators', { params: { sort: 'growing', limit: 6, nsfw: 'false' } });
  const { results } = (await list.json()) as { results: Riser[] };
  expect(results.length, 'the demo data has rising creators').toBe(6);
  const history = await request.get(`/api/creators/${results[0].id}/stats-history?range=90d`);
  const { change30Days } = (await history.json()) as { change30Days: { subscribers: number } };
  expect(change30Days.subscribers).toBeGreaterThan(0);
  return { creator: results[0], gained: change30Days.subscribers };
}

/** Chooses the interface language in the header's chooser (in the menu on a phone). */
async function choose(page: Page, language: Language, phone: boolean) {
  if (language === 'en') return;
  if (phone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByTestId('language-chooser').selectOption(language);
    await page.keyboard.press('Escape');
  } else {
    await page.getByRole('banner').getByTestId('language-chooser').selectOption(language);
  }
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/**
 * What sticks out past the page's width (none when it fits): the elements whose right edge passes
 * it. Runs in the browser, where `globalThis` is the window.
 */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    interface Box {
      tagName: string;
      className: unknown;
      getBoundingClientRect(): { right: number };
    }
    const { document } = globalThis as unknown as {
      document: { documentElement: { scrollWidth: number; clientWidth: number }; querySelectorAll(s: string): Box[] };
    };
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className)}`)
      .slice(0, 10);
  });

for (const width of [412, 1280]) {
  for (const language of ['en', 'de'] as const) {
    const text = TEXTS[language];

    test(`a rising creator's page shows its growth (${language}, ${width} px)`, async ({ page, request }) => {
      const { creator, gained } = await topRiser(request);
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, '/');
      await choose(page, language, width < 720);
      await gotoHydrated(page, `/${creator.username}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      const growth = page.getByTestId('growth');
      await expect(growth.getByTestId('growth-change')).toHaveText(
        text.fans(`+${new Intl.NumberFormat(text.locale).format(gained)}`),
      );
      const chart = growth.getByRole('figure', { name: text.chart });
      await expect(chart).toBeVisible();
      await expect(chart.locator('[data-series="subscribers"]')).toBeVisible();
      // The figures are there for screen readers too: a row per point.
      expect(await chart.locator('table tbody tr').count()).toBeGreaterThan(1);
      await chart.getByRole('button', { name: text.year }).click();
      await expect(chart.getByRole('button', { name: text.year })).toHaveAttribute('aria-pressed', 'true');
      await expect(chart).not.toHaveClass(/growth__chart--updating/);
      // Hovering the plot shows the nearest day's figures.
      const plot = chart.locator('.chart__area');
      const box = (await plot.boundingBox())!;
      await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
      await expect(chart.getByTestId('chart-tooltip')).toBeVisible();
      await growth.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/creator-${language}-${width}.png` });
      expect(await sidewaysOverflow(page)).toEqual([]);
    });

    test(`the home page's rising slider leads to /rising (${language}, ${width} px)`, async ({ page, request }) => {
      const { creator } = await topRiser(request);
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, '/');
      await choose(page, language, width < 720);
      const slider = page.getByRole('region', { name: text.rising });
      await slider.scrollIntoViewIfNeeded();
      await expect(slider.getByTestId('creator-card')).toHaveCount(6);
      await expect(slider.getByTestId('creator-card').first()).toContainText(`@${creator.username}`);
      expect(await sidewaysOverflow(page)).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/home-rising-${language}-${width}.png` });
      await slider.getByRole('link', { name: text.seeAll }).click();
      await expect(page).toHaveURL(/\/rising$/);
      await expect(page.getByRole('heading', { level: 1, name: text.risingTitle })).toBeVisible();
    });
  }

  test(`the creator tools analytics shows the page's fans beside its views (${width} px)`, async ({
    browser,
    request,
  }) => {
    const { email, creator } = await verifiedCreator(request);
    const page = await signedInPage(browser, email, { viewport: { width, height: 900 } });
    await gotoHydrated(page, '/creator/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    const history = await request.get(`/api/creators/${creator.id}/stats-history?range=30d`);
    const { points } = (await history.json()) as { points: { subscribers: number | null }[] };
    const chart = page.getByRole('figure', { name: 'Fans over time' });
    // A page whose platform gives no fan count has no chart.
    if (points.some((point) => point.subscribers !== null)) {
      await chart.scrollIntoViewIfNeeded();
      // A flat line has no height, so Playwright would call it hidden: its path is checked instead.
      await expect(chart.locator('[data-series="subscribers"]')).toHaveAttribute('d', /^M[\d.]+ [\d.]+/);
    } else {
      await expect(page.getByRole('figure', { name: 'Views, impressions and clicks per day' })).toBeVisible();
      await expect(chart).toHaveCount(0);
    }
    expect(await sidewaysOverflow(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/analytics-${width}.png`, fullPage: true });
    await page.context().close();
  });
}
