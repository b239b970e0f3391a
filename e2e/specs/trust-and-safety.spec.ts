import { type APIRequestContext, type Browser, type Page, expect, test } from '@playwright/test';
import { gotoHydrated } from './hydrated';
import { type CreatorSummary, pickReviewedCreator } from './demo-creators';
import { signIn } from './sign-in';

/**
 * Trust and safety journeys: a fan edits and deletes their review and writes it again; another
 * fan reports it; the demo moderator hides it from /moderation and the creator page's count
 * drops; the author sees it hidden with the reason and can neither change, delete nor repost it;
 * the moderator restores it; a rating bar
 * filters the reviews. Screenshots of the dialogs and the moderation page go to SCREENSHOT_DIR
 * when it is set.
 */

const PASSWORD = 'e2e-trust-1';
const MODERATOR = { email: 'moderator@fanlens.demo', password: 'fanlens-moderator1' };
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

async function registerFan(request: APIRequestContext, name: string) {
  const email = `trust-${unique()}@example.com`;
  const res = await request.post('/api/auth/register', { data: { email, password: PASSWORD, name } });
  expect(res.status()).toBe(200);
  return email;
}

async function newSignedInPage(browser: Browser, email: string, password = PASSWORD) {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, password);
  return page;
}

/** Screenshots at the desktop and the phone width, when SCREENSHOT_DIR is set. */
async function shoot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 844 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

const reviewCard = (page: Page, comment: string) => page.getByTestId('review-card').filter({ hasText: comment });
const count = async (page: Page) => Number(await page.getByTestId('reviews-count').textContent());

test.describe.serial('trust and safety', () => {
  // Several browsers and accounts per journey.
  test.describe.configure({ timeout: 180_000 });
  const first = `Decent page, a bit slow to answer (${unique()})`;
  const edited = `Edited: great page, quick answers now (${unique()})`;
  const again = `Written again after deleting (${unique()})`;
  let creator: CreatorSummary;
  let authorEmail: string;

  test.beforeAll(async ({ request }) => {
    creator = await pickReviewedCreator(request);
  });

  test('a fan edits and deletes their review, then writes it again', async ({ browser, request }) => {
    authorEmail = await registerFan(request, 'Edna Editor');
    const page = await newSignedInPage(browser, authorEmail);
    await gotoHydrated(page, `/${creator.username}`);
    const before = await count(page);

    await page.getByRole('button', { name: 'Leave a review' }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: '3 stars' }).check();
    await dialog.getByLabel('Your review').fill(first);
    await dialog.getByRole('button', { name: 'Post review' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('reviews-count')).toHaveText(String(before + 1));

    // Edit: the review dialog, filled in.
    await reviewCard(page, first).getByRole('button', { name: 'Edit' }).click();
    dialog = page.getByRole('dialog', { name: /Edit your review/ });
    await expect(dialog.getByLabel('Your review')).toHaveValue(first);
    await dialog.getByLabel('Your review').fill(edited);
    await dialog.getByRole('radio', { name: '5 stars' }).check();
    await shoot(page, 'edit-dialog');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(reviewCard(page, edited)).toContainText(/Edited /);
    await expect(page.getByTestId('reviews-count')).toHaveText(String(before + 1));

    // Delete: asks first.
    await reviewCard(page, edited).getByRole('button', { name: 'Delete' }).click();
    dialog = page.getByRole('dialog', { name: 'Delete your review?' });
    await shoot(page, 'delete-dialog');
    await dialog.getByRole('button', { name: 'Delete review' }).click();
    await expect(reviewCard(page, edited)).toHaveCount(0);
    await expect(page.getByTestId('reviews-count')).toHaveText(String(before));

    // The creator may be reviewed again.
    await page.getByRole('button', { name: 'Leave a review' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: '4 stars' }).check();
    await dialog.getByLabel('Your review').fill(again);
    await dialog.getByRole('button', { name: 'Post review' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('reviews-count')).toHaveText(String(before + 1));
    await page.context().close();
  });

  test('another fan reports it', async ({ browser, request }) => {
    const page = await newSignedInPage(browser, await registerFan(request, 'Rory Reporter'));
    await gotoHydrated(page, `/${creator.username}`);
    const card = reviewCard(page, again);
    await card.getByRole('button', { name: 'Report this review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this review' });
    await dialog.getByLabel('Spam or advertising').check();
    await dialog.getByLabel('Details').fill('Looks like an advert');
    await shoot(page, 'report-dialog');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByRole('button', { name: 'Reported' })).toBeDisabled();
    // Reported reviews stay visible until a moderator decides.
    await page.reload();
    await expect(reviewCard(page, again)).toBeVisible();
    await page.context().close();
  });

  test('the moderator hides it from /moderation; the count drops; the author sees it hidden; then restores it', async ({
    browser,
  }) => {
    const page = await newSignedInPage(browser, MODERATOR.email, MODERATOR.password);
    await gotoHydrated(page, `/${creator.username}`);
    const before = await count(page);

    await page.getByRole('button', { name: 'Open account menu' }).click();
    await page.getByRole('menuitem', { name: 'Moderation' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
    const item = page.getByTestId('queue-item').filter({ hasText: again });
    await expect(item).toContainText('Spam or advertising × 1');
    await expect(item).toContainText('Looks like an advert');
    await shoot(page, 'moderation-queue');
    await item.getByRole('button', { name: 'Hide review' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hide this review' });
    await dialog.getByLabel('Reason').fill('Advertising is not a review');
    await shoot(page, 'hide-dialog');
    await dialog.getByRole('button', { name: 'Hide review' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('queue-item').filter({ hasText: again })).toHaveCount(0);

    await gotoHydrated(page, `/${creator.username}`);
    await expect(page.getByTestId('reviews-count')).toHaveText(String(before - 1));
    await expect(reviewCard(page, again)).toHaveCount(0);

    // While hidden, the author can neither change nor delete it, nor review the creator again.
    const author = await newSignedInPage(browser, authorEmail);
    await author.goto('/reviews/for-others');
    const hiddenCard = reviewCard(author, again);
    await expect(hiddenCard.getByRole('note')).toContainText('Advertising is not a review');
    await expect(hiddenCard.getByRole('note')).toContainText('it cannot be edited or deleted');
    await expect(hiddenCard.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(hiddenCard.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await gotoHydrated(author, `/${creator.username}`);
    await expect(author.getByTestId('reviews-count')).toHaveText(String(before - 1));
    await expect(author.getByRole('button', { name: 'Leave a review' })).toHaveCount(0);
    await author.goto('/reviews/for-others');

    await gotoHydrated(page, '/moderation?tab=resolved');
    const resolved = page.getByTestId('queue-item').filter({ hasText: again });
    await expect(resolved).toContainText('Hidden');
    await resolved.getByRole('button', { name: 'Restore' }).click();
    await expect(resolved.getByRole('button', { name: 'Hide review' })).toBeVisible();
    await page.getByRole('button', { name: 'Log' }).click();
    await expect(page.getByRole('table')).toContainText('Advertising is not a review');
    await shoot(page, 'moderation-log');

    await gotoHydrated(page, `/${creator.username}`);
    await expect(page.getByTestId('reviews-count')).toHaveText(String(before));
    await expect(reviewCard(page, again)).toBeVisible();
    await author.reload();
    await expect(reviewCard(author, again).getByRole('note')).toHaveCount(0);
    await author.context().close();
    await page.context().close();
  });

  test('a click on a rating bar filters the reviews, and "Show all reviews" goes back', async ({ page }) => {
    await gotoHydrated(page, `/${creator.username}`);
    const total = await count(page);
    const fourCount = Number(await page.getByTestId('rating-bar-4').getAttribute('data-count'));
    expect(fourCount).toBeGreaterThan(0);
    await page.getByTestId('rating-bar-4').getByRole('button').click();
    await expect(page).toHaveURL(/\?rating=4$/);
    await expect(page.getByText('Showing 4-star reviews only')).toBeVisible();
    await expect(page.getByTestId('review-card')).toHaveCount(Math.min(fourCount, 10));
    for (const label of await page
      .locator('.review-card__meta [role="img"]')
      .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))) {
      expect(label).toMatch(/Rated 4 out of 5/);
    }
    await page.getByRole('button', { name: 'Show all reviews' }).click();
    await expect(page).toHaveURL(new RegExp(`/${creator.username}$`));
    await expect(page.getByTestId('review-card')).toHaveCount(Math.min(total, 10));
  });
});
