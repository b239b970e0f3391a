import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { gotoHydrated } from './hydrated';
import { baseURL } from '../playwright.config';
import { lastMailTo } from './outbox';

/**
 * Confirmed reviewers and the transparency report: a fan signs up (signed in at once), writes a
 * review (public at once, without the mark), opens the confirmation link from the outbox, and the
 * review carries the "Confirmed reviewer" mark for everyone; /transparency shows the figures.
 */

const PASSWORD = 'e2e-confirm-1';

/** The confirmation link of the newest e-mail to `email` in the outbox. */
const confirmationLinkFor = (email: string) =>
  lastMailTo(email)?.match(/https?:\/\/\S+\/confirm-email\?token=[A-Za-z0-9%_.~-]+/)?.[0] ?? null;
const unique = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** An unclaimed creator with a few reviews, so the new one shows on the first page. */
async function pickCreator(request: APIRequestContext) {
  const res = await request.get('/api/creators', { params: { limit: 50, sort: 'liked', nsfw: 'false' } });
  const { results } = (await res.json()) as {
    results: { username: string; name: string | null; verified: boolean; reviewsStatistic: { reviewCount: number } }[];
  };
  const found = results.find((c) => !c.verified && c.reviewsStatistic.reviewCount <= 8);
  expect(found, 'a creator with at most 8 reviews').toBeTruthy();
  return found!;
}

const field = (page: Page, label: string) => page.getByRole('main').getByLabel(label, { exact: true });

test('sign up, review at once, confirm the address from the e-mail, and see the mark', async ({
  page,
  browser,
  request,
}) => {
  const email = `confirm-${unique()}@example.com`;
  const creator = await pickCreator(request);
  const comment = `Honest words from a new fan ${unique()}, written before confirming.`;

  // Sign up: signed in at once.
  await gotoHydrated(page, '/sign-up');
  await field(page, 'Email').fill(email);
  await field(page, 'Name (optional)').fill('Connie Confirmed');
  await field(page, 'Password').fill(PASSWORD);
  await field(page, 'Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);

  // The account page says the address is not confirmed yet.
  await gotoHydrated(page, '/my-profile');
  const state = page.getByTestId('email-confirmation');
  await expect(state).toContainText(`${email} is not confirmed yet`);
  await expect(state.getByRole('button', { name: 'Send a new link' })).toBeVisible();

  // A review is public at once, without the mark.
  await gotoHydrated(page, `/${creator.username}`);
  await page.getByRole('button', { name: 'Leave a review' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Your review').fill(comment);
  await dialog.getByRole('radio', { name: '5 stars' }).check();
  await dialog.getByRole('button', { name: 'Post review' }).click();
  await expect(dialog).toBeHidden();
  const guest = await (await browser.newContext()).newPage();
  await gotoHydrated(guest, `/${creator.username}`);
  const guestCard = guest.getByTestId('review-card').filter({ hasText: comment });
  await expect(guestCard).toBeVisible();
  await expect(guestCard).toContainText('1 review');
  await expect(guestCard).not.toContainText('Confirmed reviewer');

  // The e-mail's link (to the local site) confirms the address and says so.
  await expect.poll(() => confirmationLinkFor(email)).not.toBeNull();
  const link = confirmationLinkFor(email)!;
  expect(link.startsWith(`${baseURL}/confirm-email?token=`)).toBe(true);
  await gotoHydrated(page, link.slice(baseURL.length));
  await expect(page.getByTestId('confirmation-state')).toHaveAttribute('data-state', 'confirmed');
  await expect(page.getByRole('main')).toContainText(`${email} is confirmed`);

  // The review now carries the mark, for a guest too (the cached page is dropped at once).
  await guest.reload();
  await expect(guest.getByTestId('review-card').filter({ hasText: comment })).toContainText('Confirmed reviewer');
  await gotoHydrated(page, '/my-profile');
  await expect(page.getByTestId('email-confirmation')).toContainText(`${email} is confirmed`);

  // The same link again: used already.
  await gotoHydrated(page, link.slice(baseURL.length));
  await expect(page.getByTestId('confirmation-state')).toHaveAttribute('data-state', 'used');
  await expect(page.getByRole('main')).toContainText('This link has been used already');
  await guest.context().close();
});

test('/transparency shows how reviews are checked and the monthly figures', async ({ page, request }) => {
  const api = (await (await request.get('/api/transparency')).json()) as {
    months: { month: string; reviews: { posted: number } }[];
  };
  expect(api.months).toHaveLength(12);
  await gotoHydrated(page, '/about');
  await page.getByRole('link', { name: 'Read the transparency report' }).click();
  await expect(page).toHaveURL(`${baseURL}/transparency`);
  await expect(page.getByRole('heading', { level: 1, name: 'Transparency' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How reviews are checked' })).toBeVisible();
  const rows = page.getByTestId('transparency-table').locator('tbody tr');
  await expect(rows).toHaveCount(12);
  const current = api.months[0];
  await expect(page.locator(`tr[data-month="${current.month}"] [data-figure="posted"]`)).toHaveText(
    String(current.reviews.posted),
  );
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Transparency' })).toBeVisible();
});
