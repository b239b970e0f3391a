import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { gotoHydrated } from './hydrated';
import { pickReviewedCreator } from './demo-creators';
import { signIn } from './sign-in';

/**
 * A decision and its appeal: the demo moderator hides a fan's review; the author finds the
 * statement of reasons on their reviews page, reads the rule in the guidelines and appeals; the
 * moderator who hid it cannot decide the appeal, the second demo moderator reverses it, and the
 * review is back on the creator page. Screenshots of the notice, the Appeals tab and /guidelines
 * at 1280 and 412 px go to SCREENSHOT_DIR when it is set.
 */

const PASSWORD = 'e2e-appeals-1';
const MODERATOR = { email: 'moderator@fanlens.demo', password: 'fanlens-moderator1' };
const SECOND_MODERATOR = { email: 'moderator2@fanlens.demo', password: 'fanlens-moderator2' };
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

async function shoot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [1280, 412]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 915 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function bearer(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.status()).toBe(200);
  return { authorization: `Bearer ${((await res.json()) as { accessToken: string }).accessToken}` };
}

test('a hidden review is explained, appealed and reversed by another moderator', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const creator = await pickReviewedCreator(request);
  const email = `appeal-${unique()}@example.com`;
  const registered = await request.post('/api/auth/register', {
    data: { email, password: PASSWORD, name: 'Ada Appeal' },
  });
  expect(registered.status()).toBe(200);
  const author = { authorization: `Bearer ${((await registered.json()) as { accessToken: string }).accessToken}` };
  const comment = `The creator answers at +1 555 0100, call any time (${unique()})`;
  const posted = await request.post('/api/reviews', {
    headers: author,
    data: { creatorId: creator.id, rating: 4, comment },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const reviewId = ((await posted.json()) as { id: number }).id;
  const hidden = await request.post(`/api/moderation/reviews/${reviewId}/hide`, {
    headers: await bearer(request, MODERATOR.email, MODERATOR.password),
    data: { reason: 'Shares a phone number' },
  });
  expect(hidden.status(), await hidden.text()).toBe(200);

  // The author reads why, and the rule it applies.
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, PASSWORD);
  await gotoHydrated(page, '/reviews/for-others');
  const notice = page.getByRole('article', { name: new RegExp(`Your review of @${creator.username} was hidden`) });
  await expect(notice).toContainText('Decided by a moderator on');
  await expect(notice).toContainText('Shares a phone number');
  await expect(notice).toContainText('You can appeal until');
  await shoot(page, 'decision-notice');
  await notice.getByRole('link', { name: 'Reviews hidden by a moderator' }).click();
  await expect(page).toHaveURL(/\/guidelines#hidden-reviews$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Reviews hidden by a moderator' })).toBeInViewport();
  await shoot(page, 'guidelines');
  await page.goBack();

  await notice.getByRole('button', { name: 'Appeal this decision' }).click();
  await notice
    .getByLabel('Why is the decision wrong?')
    .fill('That is the public business number on the creator’s own page.');
  await notice.getByRole('button', { name: 'Send appeal' }).click();
  await expect(notice).toContainText('You appealed on');

  // The moderator who hid it cannot decide; the second one reverses it.
  const first = await (await browser.newContext()).newPage();
  await signIn(first, MODERATOR.email, MODERATOR.password);
  await gotoHydrated(first, '/moderation?tab=appeals');
  const own = first.getByTestId('appeal-item').filter({ hasText: 'public business number' });
  await expect(own).toContainText('You took this decision');
  await expect(own.getByRole('button', { name: 'Reverse' })).toHaveCount(0);
  await first.context().close();

  const second = await (await browser.newContext()).newPage();
  await signIn(second, SECOND_MODERATOR.email, SECOND_MODERATOR.password);
  await gotoHydrated(second, '/moderation');
  await second.getByRole('button', { name: /^Appeals/ }).click();
  const item = second.getByTestId('appeal-item').filter({ hasText: 'public business number' });
  await expect(item).toContainText('Ada Appeal appealed on');
  await expect(item).toContainText('Shares a phone number');
  await shoot(second, 'moderation-appeals');
  await item.getByRole('button', { name: 'Reverse' }).click();
  const dialog = second.getByRole('dialog', { name: 'Reverse the decision' });
  await dialog.getByLabel('Reason').fill('A business number the creator publishes is not personal data.');
  await dialog.getByRole('button', { name: 'Reverse' }).click();
  await expect(dialog).toBeHidden();
  await expect(item).toHaveCount(0);
  await second.context().close();

  // The review is back on the page, and the author reads the outcome.
  await gotoHydrated(page, `/${creator.username}`);
  await expect(page.getByTestId('review-card').filter({ hasText: comment })).toBeVisible();
  await gotoHydrated(page, '/reviews/for-others');
  await expect(notice).toContainText('Reversed on appeal');
  await expect(notice).toContainText('the decision was reversed');
  await page.context().close();
});
