import { type Page, expect, test } from '@playwright/test';
import { gotoHydrated } from './hydrated';

/** Discovery journeys (docs/product/discovery.md: home, categories, search) on the 1000 demo creators. */

const cards = (page: Page) => page.getByTestId('creator-card');
const count = (page: Page) => page.getByTestId('result-count');
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Filters' });

/** The visible results: the count line and the names of the cards, in order. */
async function resultsOf(page: Page) {
  await expect(cards(page).first()).toBeVisible();
  return { count: await count(page).innerText(), names: await cards(page).getByRole('heading').allInnerTexts() };
}

test.describe('home', () => {
  test('shows every section with data', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page.getByRole('heading', { level: 1, name: 'Find creators worth your time' })).toBeVisible();
    await expect(page.getByPlaceholder('Search by name, tag, location, and more...')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Show NSFW' })).not.toBeChecked();

    const trending = page.getByRole('region', { name: 'Trending searches' });
    await expect(trending.getByRole('link').first()).toHaveAttribute('href', /^\/search\?search=/);
    const sample = page.getByRole('complementary', { name: 'Fresh from the community' });
    await expect(sample.getByRole('link', { name: /^Review of / })).toBeVisible();
    await expect(sample.getByRole('img', { name: /^Rated \d out of 5$/ })).toBeVisible();

    const platforms = page.getByRole('region', { name: 'Browse by platform' }).getByRole('link');
    await expect(platforms).toHaveCount(3);
    await expect(platforms.nth(1)).toHaveAttribute('href', '/search?platform=patreon&nsfw=false');

    const categories = page.getByRole('region', { name: 'Popular categories' });
    await expect(categories.getByRole('link', { name: 'View all categories' })).toHaveAttribute('href', '/categories');
    const categoryLinks = categories.getByRole('link', { name: /^(?!View all)/ });
    await expect(categoryLinks.first()).toBeVisible();
    const safeCount = await categoryLinks.count();
    expect(safeCount).toBeGreaterThan(10);
    expect(safeCount).toBeLessThanOrEqual(30);

    for (const name of [
      'Top OnlyFans creators',
      'Top Patreon creators',
      'Top Twitch creators',
      'Most reviews this month',
      'Recently verified creators',
    ]) {
      const slider = page.getByRole('region', { name, exact: true });
      await expect(slider.getByTestId('creator-card')).toHaveCount(6);
    }
    await expect(page.getByRole('region', { name: 'Recent reviews', exact: true }).getByRole('group')).toHaveCount(6);
    await expect(page.getByRole('link', { name: 'Claim Your Page' })).toHaveAttribute('href', '/creators');

    // The switch adds the NSFW categories (up to 30).
    await page.getByRole('switch', { name: 'Show NSFW' }).click();
    await expect(categoryLinks).toHaveCount(30);
    expect(await categoryLinks.count()).toBeGreaterThan(safeCount);
  });

  test('a slider moves with its arrows', async ({ page }) => {
    await gotoHydrated(page, '/');
    const slider = page.getByRole('region', { name: 'Top Patreon creators', exact: true });
    const previous = slider.getByRole('button', { name: 'Previous slides' });
    await expect(slider.getByTestId('creator-card')).toHaveCount(6);
    await expect(previous).toBeDisabled();
    await slider.getByRole('button', { name: 'Next slides' }).click();
    await expect(previous).toBeEnabled();
  });

  test('a search from the hero lands on /search with the term', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('searchbox', { name: 'Search creators' }).fill('cosplay');
    await page.getByRole('searchbox', { name: 'Search creators' }).press('Enter');
    await expect(page).toHaveURL(/\/search\?search=cosplay&nsfw=false$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Top creators for "cosplay"' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search creators' })).toHaveValue('cosplay');
    await expect(cards(page).first()).toBeVisible();
    await expect(count(page)).toHaveText(/^1–\d+ of [\d,]+$/);
  });
});

test.describe('search', () => {
  const filters: [string, (page: Page) => Promise<void>, RegExp][] = [
    ['platform', (page) => sidebar(page).getByRole('radio', { name: 'Twitch' }).click(), /platform=twitch/],
    ['rating', (page) => sidebar(page).getByRole('radio', { name: '4+' }).click(), /rating=4/],
    ['price', (page) => sidebar(page).getByRole('radio', { name: '$5 to $15' }).click(), /price=5to15/],
    ['gender', (page) => sidebar(page).getByRole('radio', { name: /^Male/ }).click(), /gender=male/],
    ['view NSFW', (page) => sidebar(page).getByRole('switch', { name: 'View NSFW' }).click(), /nsfw=false/],
    [
      'sort',
      async (page) => {
        await page.getByRole('combobox', { name: 'Sort by' }).selectOption('subscribers');
      },
      /sort=subscribers/,
    ],
  ];

  for (const [name, change, inUrl] of filters) {
    test(`the ${name} filter changes the results and goes back to page 1`, async ({ page }) => {
      await gotoHydrated(page, '/search?offset=10');
      await expect(count(page)).toHaveText(/^11–20 of [\d,]+$/);
      const before = await resultsOf(page);
      await change(page);
      await expect(page).toHaveURL(inUrl);
      expect(new URL(page.url()).searchParams.get('offset')).toBeNull();
      await expect(count(page)).toHaveText(/^1–\d+ of [\d,]+$/);
      const after = await resultsOf(page);
      expect(after).not.toEqual(before);
    });
  }

  test('pagination moves with Previous and Next', async ({ page }) => {
    await gotoHydrated(page, '/search?platform=patreon');
    await expect(page.getByRole('heading', { level: 1, name: 'Top Patreon creators' })).toBeVisible();
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(count(page)).toHaveText(/^1–10 of/);
    await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
    const first = await resultsOf(page);

    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/platform=patreon&offset=10$/);
    await expect(count(page)).toHaveText(/^11–20 of/);
    await expect(pager.getByText(/^Page 2 of \d+$/)).toBeVisible();
    const second = await resultsOf(page);
    expect(second.names).not.toEqual(first.names);

    await pager.getByRole('button', { name: 'Previous' }).click();
    await expect(page).not.toHaveURL(/offset=/);
    await expect(count(page)).toHaveText(/^1–10 of/);
    expect((await resultsOf(page)).names).toEqual(first.names);
  });

  test('pagination is hidden for a single page', async ({ page, request }) => {
    // Find a filter with between 1 and 10 results in the demo data.
    const { results: categories } = (await (await request.get('/api/categories')).json()) as {
      results: { slug: string }[];
    };
    let query = '';
    for (const filter of ['rating=5&price=free', 'rating=5', 'rating=4&price=free']) {
      for (const { slug } of categories) {
        const candidate = `category=${slug}&${filter}`;
        const { count: total } = (await (await request.get(`/api/creators?${candidate}&limit=1`)).json()) as {
          count: number;
        };
        if (total > 0 && total <= 10) {
          query = candidate;
          break;
        }
      }
      if (query) break;
    }
    expect(query, 'a filter with one page of results').not.toBe('');
    await gotoHydrated(page, `/search?${query}`);
    await expect(count(page)).toHaveText(/^1–\d+ of \d+$/);
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
  });

  test('a filtered URL reloads to the same results, and back/forward restore filters', async ({ page }) => {
    const url = '/search?platform=onlyfans&rating=3&price=5to15&gender=female&sort=liked&offset=10';
    await gotoHydrated(page, url);
    await expect(sidebar(page).getByRole('radio', { name: 'OnlyFans' })).toBeChecked();
    await expect(sidebar(page).getByRole('radio', { name: '3+' })).toBeChecked();
    await expect(sidebar(page).getByRole('radio', { name: '$5 to $15' })).toBeChecked();
    await expect(sidebar(page).getByRole('radio', { name: 'Female' })).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('liked');
    await expect(count(page)).toHaveText(/^11–/);
    const before = await resultsOf(page);

    await page.reload();
    await expect(count(page)).toHaveText(before.count);
    expect(await resultsOf(page)).toEqual(before);

    await sidebar(page).getByRole('radio', { name: 'Patreon' }).click();
    await expect(page).toHaveURL(/platform=patreon/);
    await page.goBack();
    await expect(page).toHaveURL(url);
    await expect(sidebar(page).getByRole('radio', { name: 'OnlyFans' })).toBeChecked();
    await expect(count(page)).toHaveText(before.count);
    await page.goForward();
    await expect(sidebar(page).getByRole('radio', { name: 'Patreon' })).toBeChecked();
  });

  test('the mobile overlay opens and applies filters at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, '/search?offset=10');
    await expect(count(page)).toHaveText(/^11–20 of/);
    await expect(sidebar(page)).toBeHidden();
    await page.getByRole('button', { name: /^Filters/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: 'Patreon' }).click();
    await dialog.getByRole('radio', { name: '4+' }).click();
    await expect(page).toHaveURL(/\/search\?offset=10$/);
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/search\?platform=patreon&rating=4$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Top Patreon creators' })).toBeVisible();
    await expect(count(page)).toHaveText(/^1–/);
    await expect(cards(page).first()).toContainText('Patreon');
    await expect(page.getByRole('button', { name: /^Filters/ })).toContainText('2');
  });
});

test.describe('categories', () => {
  test('lists all three platforms with their tags', async ({ page }) => {
    await gotoHydrated(page, '/categories');
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    for (const platform of ['OnlyFans', 'Patreon', 'Twitch']) {
      const group = page.getByRole('region', { name: platform, exact: true });
      await expect(group.getByRole('heading', { level: 2, name: platform })).toBeVisible();
      await expect(group.getByRole('list').getByRole('link').first()).toHaveAttribute(
        'href',
        /^\/search\?category=[a-z0-9-]+$/,
      );
      await expect(group.getByRole('link', { name: `Best-rated on ${platform}` })).toHaveAttribute(
        'href',
        `/best?platform=${platform.toLowerCase()}`,
      );
    }
  });

  test('a category link opens its search', async ({ page }) => {
    await gotoHydrated(page, '/categories');
    const link = page.getByRole('region', { name: 'Twitch', exact: true }).getByRole('list').getByRole('link').first();
    const name = (await link.innerText()).replace(/^\S+\s+/, '').trim();
    const href = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(href!);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
  });

  test('typing filters the tags and Enter searches creators', async ({ page }) => {
    await gotoHydrated(page, '/categories');
    const box = page.getByRole('searchbox', { name: 'Filter categories or search creators' });
    await box.fill('games');
    await expect(page.getByRole('region', { name: 'Twitch', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'OnlyFans', exact: true })).toHaveCount(0);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?search=games$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Top creators for "games"' })).toBeVisible();
  });
});
