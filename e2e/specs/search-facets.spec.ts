import { type Page, expect, test } from '@playwright/test';
import { gotoHydrated } from './hydrated';

/** Facet counts, applied-filter chips and Clear all on /search (the 1000 demo creators). */

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Filters' });
const chips = (page: Page) => page.getByTestId('filter-chip');
/** The count shown after an option ('Female · 567' → '567'). */
const shown = (text: string) => text.replace(/^[\s·]+/, '').trim();
const countOf = async (page: Page, group: string, index: number) =>
  shown(await sidebar(page).getByRole('radiogroup', { name: group }).getByTestId('facet-count').nth(index).innerText());

test('every option shows its count; picking a filter changes the others; chips remove it; Clear all', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoHydrated(page, '/search');
  const gender = sidebar(page).getByRole('radiogroup', { name: 'Gender' });
  await expect(gender.getByTestId('facet-count')).toHaveCount(4);
  const femaleBefore = await countOf(page, 'Gender', 1);
  expect(femaleBefore).toMatch(/^[\d,]+$/);
  await expect(chips(page)).toHaveCount(0);

  await sidebar(page)
    .getByRole('radio', { name: /^Twitch/ })
    .click();
  await expect(page).toHaveURL(/platform=twitch/);
  await expect.poll(() => countOf(page, 'Gender', 1)).not.toBe(femaleBefore);
  await expect(chips(page)).toHaveText(['Platform: Twitch']);

  await sidebar(page)
    .getByRole('radio', { name: /^Free only/ })
    .click();
  await expect(chips(page)).toHaveCount(2);
  await page.screenshot({ path: test.info().outputPath('search-facets-1280.png'), fullPage: false });

  await page.getByRole('button', { name: 'Remove filter Platform: Twitch' }).click();
  await expect(page).not.toHaveURL(/platform=/);
  await expect(chips(page)).toHaveText(['Price: Free only']);
  await expect(sidebar(page).getByRole('radio', { name: /^Any/ }).first()).toBeChecked();

  await sidebar(page).getByRole('radio', { name: /^5\+/ }).click();
  await expect(chips(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(chips(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/search$/);
  await expect.poll(() => countOf(page, 'Gender', 1)).toBe(femaleBefore);
});

test('at 390 px the overlay shows the counts of its draft, and the chips sit above the results', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, '/search?platform=patreon');
  await expect(chips(page)).toHaveText(['Platform: Patreon']);
  await page.getByRole('button', { name: /^Filters/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  const price = dialog.getByRole('radiogroup', { name: 'Price' });
  await expect(price.getByTestId('facet-count')).toHaveCount(5);
  const freeOnPatreon = shown(await price.getByTestId('facet-count').nth(1).innerText());
  await dialog.getByRole('radio', { name: /^Twitch/ }).click();
  await expect
    .poll(async () => shown(await price.getByTestId('facet-count').nth(1).innerText()))
    .not.toBe(freeOnPatreon);
  await dialog.getByRole('radio', { name: /^\$15 and over/ }).click();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(chips(page)).toHaveText(['Platform: Twitch', 'Price: $15 and over']);
  await page.screenshot({ path: test.info().outputPath('search-facets-390.png'), fullPage: false });
  await page.getByRole('button', { name: 'Remove filter Price: $15 and over' }).click();
  await expect(chips(page)).toHaveText(['Platform: Twitch']);
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(chips(page)).toHaveCount(0);
});
