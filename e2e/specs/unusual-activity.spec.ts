import { type APIRequestContext, type Page, expect, request as playwrightRequest, test } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { gotoHydrated } from './hydrated';
import { signIn } from './sign-in';

/**
 * Unusual activity: a burst of 5-star reviews from new accounts (seeded through the API, one
 * browser) is held as one case; the creator page shows the notice and its rating does not move;
 * the demo moderator opens the held case in /moderation, sees the evidence and releases it in one
 * action: the notice goes and the reviews count. Screenshots of the notice and of the case go to
 * SCREENSHOT_DIR when it is set (412 and 1280 px).
 */

const PASSWORD = 'e2e-burst-1';
const MODERATOR = { email: 'moderator@fanlens.demo', password: 'fanlens-moderator1' };
const BURST = 6;
const NOTICE = 'We noticed unusual review activity on this page and are looking into it.';
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

interface CreatorSummary {
  id: number;
  username: string;
  name: string | null;
  verified: boolean;
  rating: number;
  reviewsStatistic: { reviewCount: number };
}

/** An unclaimed creator with a few reviews, far down a list no other journey reads. */
async function pickCreator(request: APIRequestContext): Promise<CreatorSummary> {
  const res = await request.get('/api/creators', {
    params: { limit: 50, offset: 100, sort: 'subscribers', nsfw: 'false' },
  });
  const { results } = (await res.json()) as { results: CreatorSummary[] };
  const found = results.find((creator) => !creator.verified && creator.reviewsStatistic.reviewCount >= 2);
  expect(found, 'an unclaimed creator with reviews').toBeTruthy();
  return found!;
}

/** New accounts (signed up now, e-mail not confirmed) from one browser, each leaving a 5-star review. */
async function seedBurst(creatorId: number) {
  const browser = await playwrightRequest.newContext({ baseURL });
  const held: boolean[] = [];
  try {
    for (let i = 0; i < BURST; i += 1) {
      const email = `burst-${unique()}@example.com`;
      const registered = await browser.post('/api/auth/register', {
        data: { email, password: PASSWORD, name: `Burst Fan ${i + 1}` },
      });
      expect(registered.status()).toBe(200);
      const { accessToken } = (await registered.json()) as { accessToken: string };
      const review = await browser.post('/api/reviews', {
        headers: { authorization: `Bearer ${accessToken}` },
        data: { creatorId, rating: 5, comment: `Best page ever, everyone should subscribe (${i + 1} ${unique()})` },
      });
      expect(review.status()).toBe(201);
      held.push(((await review.json()) as { held: boolean }).held);
    }
  } finally {
    await browser.dispose();
  }
  return held;
}

async function shoot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  for (const width of [1280, 412]) {
    await page.setViewportSize({ width, height: width === 1280 ? 900 : 915 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: name.startsWith('moderation') });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function details(request: APIRequestContext, username: string) {
  const res = await request.get(`/api/creators/details/${username}`);
  return (await res.json()) as CreatorSummary & { unusualActivity: boolean };
}

test.describe.serial('unusual activity', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a moderator releases a held burst from the queue in one action', async ({ browser, request }) => {
    const creator = await pickCreator(request);
    const before = await details(request, creator.username);
    expect(before.unusualActivity).toBe(false);

    const held = await seedBurst(creator.id);
    expect(held.slice(3)).toEqual([true, true, true]);
    const during = await details(request, creator.username);
    expect(during.unusualActivity).toBe(true);
    expect(during.reviewsStatistic).toEqual(before.reviewsStatistic);

    // A visitor sees the notice, the link to how FanLens checks reviews, and the old count.
    const visitor = await (await browser.newContext()).newPage();
    await gotoHydrated(visitor, `/${creator.username}`);
    const notice = visitor.getByTestId('unusual-activity-notice');
    await expect(notice).toContainText(NOTICE);
    await expect(notice.getByRole('link', { name: 'How FanLens checks reviews' })).toHaveAttribute(
      'href',
      '/transparency#how-reviews-are-checked',
    );
    await expect(visitor.getByText('Best page ever, everyone should subscribe')).toHaveCount(0);
    await shoot(visitor, 'unusual-activity-notice');

    // The moderator finds the case with its evidence and releases it.
    const moderator = await (await browser.newContext()).newPage();
    await signIn(moderator, MODERATOR.email, MODERATOR.password);
    await gotoHydrated(moderator, '/moderation');
    await moderator.getByRole('button', { name: 'Held cases' }).click();
    const item = moderator.getByTestId('case-item').filter({ hasText: `@${creator.username}` });
    await expect(item).toBeVisible();
    await expect(item).toContainText(`${BURST} held reviews`);
    await expect(item.getByRole('row')).toHaveCount(BURST + 1);
    await expect(item.getByText('Burst Fan 1', { exact: true })).toBeVisible();
    await expect(item.getByText(/shared browser/).first()).toBeVisible();
    await shoot(moderator, 'moderation-held-case');

    await item.getByRole('button', { name: 'Release all' }).click();
    await expect(moderator.getByText(`${BURST} reviews are public now.`)).toBeVisible();
    await expect(item).toHaveCount(0);
    await moderator.getByRole('button', { name: 'Log', exact: true }).click();
    await expect(
      moderator.getByRole('row').filter({ hasText: `Released ${BURST} held reviews of page @${creator.username}` }),
    ).toHaveCount(1);

    // The page counts the reviews and the notice is gone.
    const after = await details(request, creator.username);
    expect(after.unusualActivity).toBe(false);
    expect(after.reviewsStatistic.reviewCount).toBe(before.reviewsStatistic.reviewCount + BURST);
    await gotoHydrated(visitor, `/${creator.username}`);
    await expect(visitor.getByTestId('unusual-activity-notice')).toHaveCount(0);
    await expect(visitor.getByText('Best page ever, everyone should subscribe').first()).toBeVisible();
  });
});
