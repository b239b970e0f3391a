import { type APIRequestContext, type Browser, type Locator, type Page, expect, test } from '@playwright/test';
import { gotoHydrated } from './hydrated';
import { type CreatorSummary, pickReviewedCreator } from './demo-creators';
import { signIn } from './sign-in';

/**
 * The creator page, reviews and favorites journeys (docs/product/creator-page.md,
 * docs/product/reviews.md): a fan favorites a creator and reviews it, another fan marks the review
 * helpful, the verified demo creator replies, the review sorts reorder the list, and an unknown
 * creator shows the error page.
 */

const PASSWORD = 'e2e-reviews-1';
const DEMO_CREATOR = { email: 'creator@fanlens.demo', password: 'fanlens-creator1' };

const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/** A fresh fan account, registered through the API. */
async function registerFan(request: APIRequestContext, name: string) {
  const email = `reviews-${unique()}@example.com`;
  const res = await request.post('/api/auth/register', { data: { email, password: PASSWORD, name } });
  expect(res.status()).toBe(200);
  return email;
}

async function newSignedInPage(browser: Browser, email: string, password = PASSWORD) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, password);
  return page;
}

/** The demo creator's page username: from GET /api/users/my as that user. */
async function demoCreatorUsername(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', { data: DEMO_CREATOR });
  expect(login.status()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const me = await request.get('/api/users/my', { headers: { authorization: `Bearer ${accessToken}` } });
  const body = (await me.json()) as
    { creator: { username: string } | null } | { data: { creator: { username: string } } };
  const profile = 'data' in body ? body.data : body;
  expect(profile.creator?.username).toBeTruthy();
  return profile.creator!.username;
}

const reviewCard = (page: Page, comment: string) => page.getByTestId('review-card').filter({ hasText: comment });

async function barCount(page: Page, star: number) {
  return Number(await page.getByTestId(`rating-bar-${star}`).getAttribute('data-count'));
}

/** Each card's star rating, read from its 'Rated N out of 5' label. */
async function starRatings(cards: Locator) {
  const labels = await cards.evaluateAll((elements) =>
    elements.map((card) => card.querySelector('.review-card__meta [role="img"]')?.getAttribute('aria-label') ?? ''),
  );
  return labels.map((label) => Number(/Rated ([\d.]+)/.exec(label)?.[1]));
}

test.describe.serial('creator page, reviews and favorites', () => {
  const comment = `Great value, posts every day (${unique()})`;
  let creator: CreatorSummary;

  test.beforeAll(async ({ request }) => {
    creator = await pickReviewedCreator(request);
  });

  test('a fan favorites a creator, leaves a review and sees the counts change', async ({ browser, request }) => {
    const email = await registerFan(request, 'Rita Reviewer');
    const page = await newSignedInPage(browser, email);
    const name = creator.name?.trim() || creator.username;

    await gotoHydrated(page, `/${creator.username}`);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(name) })).toBeVisible();
    await expect(page.getByTestId('review-card').first()).toBeVisible();
    const before = Number(await page.getByTestId('reviews-count').textContent());
    const fiveBefore = await barCount(page, 5);
    expect(before).toBe(creator.reviewsStatistic.reviewCount);

    // Favorite it, and find it in /my-favorites.
    await page.getByRole('button', { name: 'Add to favorites' }).click();
    await expect(page.getByRole('button', { name: 'Remove from favorites' })).toBeVisible();
    await gotoHydrated(page, '/my-favorites');
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(name) })).toBeVisible();
    await expect(page.getByRole('button', { name: `Remove from favorites: ${name}` })).toBeVisible();

    // Leave a review.
    await gotoHydrated(page, `/${creator.username}`);
    await expect(page.getByRole('button', { name: 'Remove from favorites' })).toBeVisible();
    await page.getByRole('button', { name: 'Leave a review' }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`Review ${name}`) });
    await expect(dialog).toBeVisible();
    const submit = dialog.getByRole('button', { name: 'Post review' });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Your review').fill('ok');
    await expect(dialog.getByLabel('Your review')).toHaveAccessibleDescription('Must be at least 3 characters');
    await dialog.getByLabel('Your review').fill(comment);
    await dialog.getByRole('radio', { name: '5 stars' }).check();
    await dialog.getByRole('button', { name: /Quality Content/ }).click();
    await dialog.getByRole('radiogroup', { name: 'Are you a subscriber?' }).getByRole('radio', { name: 'Yes' }).check();
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(dialog).toBeHidden();

    // The review, the count and the bars change; the button is gone.
    const card = reviewCard(page, comment);
    await expect(card).toBeVisible();
    await expect(card).toContainText('Rita Reviewer');
    await expect(card.getByRole('list', { name: 'Liked' })).toContainText('Quality Content');
    await expect(page.getByTestId('reviews-count')).toHaveText(String(before + 1));
    await expect(page.getByTestId('rating-summary')).toContainText(`from ${before + 1} review`);
    await expect(page.getByTestId('rating-bar-5')).toHaveAttribute('data-count', String(fiveBefore + 1));
    await expect(page.getByRole('button', { name: 'Leave a review' })).toBeHidden();
    // Own review: no helpful toggle.
    await expect(card.getByRole('button', { name: /Helpful/ })).toHaveCount(0);

    await page.reload();
    await expect(reviewCard(page, comment)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Leave a review' })).toBeHidden();

    await gotoHydrated(page, '/reviews/for-others');
    await expect(reviewCard(page, comment).getByRole('link', { name })).toBeVisible();
    await page.context().close();
  });

  test('another fan marks the review helpful and unmarks it', async ({ browser, request }) => {
    const email = await registerFan(request, 'Hugo Helper');
    const page = await newSignedInPage(browser, email);
    await gotoHydrated(page, `/${creator.username}`);
    const card = reviewCard(page, comment);
    await expect(card).toBeVisible();
    await expect(page.getByRole('button', { name: 'Leave a review' })).toBeVisible();

    const unmarked = card.getByRole('button', { name: 'Helpful 0' });
    await expect(unmarked).toHaveAttribute('aria-pressed', 'false');
    await unmarked.click();
    await expect(card.getByRole('button', { name: 'Helpful 1' })).toHaveAttribute('aria-pressed', 'true');
    await expect(card.getByRole('button', { name: 'Helpful 1' })).not.toHaveAttribute('aria-busy');

    await page.reload();
    const marked = reviewCard(page, comment).getByRole('button', { name: 'Helpful 1' });
    await expect(marked).toHaveAttribute('aria-pressed', 'true');
    await marked.click();
    await expect(reviewCard(page, comment).getByRole('button', { name: 'Helpful 0' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await page.reload();
    await expect(reviewCard(page, comment).getByRole('button', { name: 'Helpful 0' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await page.context().close();
  });

  test('the verified demo creator replies from /reviews/left-for-me; the reply shows on the page', async ({
    browser,
    request,
  }) => {
    const username = await demoCreatorUsername(request);
    // A fresh fan reviews the demo creator's page, so the creator has something new to answer.
    const fan = await registerFan(request, 'Nina Newfan');
    const fanPage = await newSignedInPage(browser, fan);
    const review = `Loved the live sessions (${unique()})`;
    await fanPage.goto(`/${username}`);
    await fanPage.getByRole('button', { name: 'Leave a review' }).click();
    const dialog = fanPage.getByRole('dialog');
    await dialog.getByRole('radio', { name: '4 stars' }).check();
    await dialog.getByLabel('Your review').fill(review);
    await dialog.getByRole('button', { name: 'Post review' }).click();
    await expect(dialog).toBeHidden();
    await expect(reviewCard(fanPage, review)).toBeVisible();

    const page = await newSignedInPage(browser, DEMO_CREATOR.email, DEMO_CREATOR.password);
    await gotoHydrated(page, '/reviews/left-for-me');
    await expect(page.getByRole('heading', { level: 1, name: 'Reviews left for me' })).toBeVisible();
    const card = reviewCard(page, review);
    await card.getByRole('button', { name: 'Reply' }).click();
    const replyDialog = page.getByRole('dialog', { name: 'Reply to review' });
    const reply = `Thank you, see you tonight! (${unique()})`;
    await replyDialog.getByLabel('Your reply').fill(reply);
    await replyDialog.getByRole('button', { name: 'Post reply' }).click();
    await expect(replyDialog).toBeHidden();
    await expect(card.getByTestId('review-reply')).toContainText(reply);
    await expect(card.getByRole('button', { name: 'Edit reply' })).toBeVisible();

    // The fan sees the reply on the creator page.
    await fanPage.reload();
    await expect(reviewCard(fanPage, review).getByTestId('review-reply')).toContainText(reply);

    // The creator may mark the reviews of their own page helpful (SPEC: every signed-in user but the author).
    await gotoHydrated(page, `/${username}`);
    await reviewCard(page, review).getByRole('button', { name: 'Helpful 0' }).click();
    await expect(reviewCard(page, review).getByRole('button', { name: 'Helpful 1' })).not.toHaveAttribute('aria-busy');
    await page.reload();
    await expect(reviewCard(page, review).getByRole('button', { name: 'Helpful 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await fanPage.context().close();
    await page.context().close();
  });
});

/** The star ratings of the listed cards once the new order has arrived (the URL changes first). */
async function sortedRatings(cards: Locator, order: 'ascending' | 'descending') {
  const sign = order === 'ascending' ? 1 : -1;
  let ratings: number[] = [];
  await expect
    .poll(async () => {
      ratings = await starRatings(cards);
      return ratings.length > 1 && ratings.every((value, i) => i === 0 || (value - ratings[i - 1]!) * sign >= 0);
    })
    .toBe(true);
  return ratings;
}

test('the review sorts reorder the list', async ({ page, request }) => {
  const username = await demoCreatorUsername(request);
  await gotoHydrated(page, `/${username}`);
  const cards = page.getByTestId('review-card');
  await expect(cards.first()).toBeVisible();
  const sort = page.getByRole('combobox', { name: 'Sort reviews' });
  await expect(sort).toHaveValue('recent');

  await sort.selectOption({ label: 'Most negative' });
  await expect(page).toHaveURL(/sort=negative/);
  const negative = await sortedRatings(cards, 'ascending');

  await sort.selectOption({ label: 'Most positive' });
  await expect(page).toHaveURL(/sort=positive/);
  const positive = await sortedRatings(cards, 'descending');
  expect(positive[0]).toBeGreaterThan(negative[0]!);

  await sort.selectOption({ label: 'Most helpful' });
  await expect(page).toHaveURL(/sort=helpful/);
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/offset=10/);
  await expect(page.getByText('Page 2 of')).toBeVisible();
});

test("a guest's review cards end without an empty strip", async ({ page, request }) => {
  const creator = await pickReviewedCreator(request);
  await gotoHydrated(page, `/${creator.username}`);
  await expect(page.getByTestId('review-card').first()).toBeVisible();
  const empty = await page
    .locator('.review-card__actions')
    .evaluateAll(
      (footers) =>
        footers.filter((footer) => footer.childElementCount === 0 && footer.getBoundingClientRect().height > 0).length,
    );
  expect(empty).toBe(0);
});

test('an unknown creator shows the error page', async ({ page }) => {
  // A full load: the server answers 404 with the error page at the creator's address.
  const path = `/no-such-creator-${unique()}`;
  const res = await gotoHydrated(page, path);
  expect(res?.status()).toBe(404);
  const error = page.getByTestId('error-page');
  await expect(error).toBeVisible();
  await expect(error).toContainText('Oops!');
  await expect(error).toContainText('404');
  await expect(error).toContainText('Creator not found');
  await expect(page).toHaveURL(new RegExp(`${path}$`));
});
