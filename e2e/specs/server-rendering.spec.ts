import { type Page, expect, test } from '@playwright/test';
import { pickReviewedCreator } from './demo-creators';
import { signIn } from './sign-in';

const PASSWORD = 'hydrate-pass1';
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * Opens `path` as a full page load and fails on any console error or warning (React reports a
 * hydration mismatch there) and on any page error. Returns the API reads the browser made.
 */
async function openAndWatch(page: Page, path: string, expectedStatus: number) {
  const problems: string[] = [];
  const apiReads: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // The document's own 404 status is reported as a failed resource on the not-found pages.
    if (expectedStatus === 404 && /status of 404/.test(message.text())) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/avatars/')) apiReads.push(url.pathname);
  });
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(expectedStatus);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  // The splash fades into the rendered page; the page is interactive by then.
  await expect(page.getByTestId('splash')).toBeHidden();
  await page.waitForLoadState('networkidle');
  expect(problems, `console of ${path}`).toEqual([]);
  return apiReads;
}

test('every public route is in the server HTML and hydrates without errors or refetching', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const creator = await pickReviewedCreator(request);
  const routes: [string, number][] = [
    ['/', 200],
    ['/search?search=a', 200],
    ['/search?category=gaming', 200],
    ['/categories', 200],
    ['/best', 200],
    ['/best?platform=twitch', 200],
    ['/best/cosplay', 200],
    ['/best/no-such-category', 404],
    ['/rising', 200],
    ['/rising?platform=twitch', 200],
    ['/rising/cosplay', 200],
    ['/rising/no-such-category', 404],
    ['/creators', 200],
    ['/about', 200],
    ['/privacy', 200],
    ['/terms', 200],
    [`/${creator.username}`, 200],
    ['/error?status=500', 200],
    ['/no_creator_by_this_name_here', 404],
    ['/some/unknown/route', 404],
  ];
  for (const [path, status] of routes) {
    const apiReads = await openAndWatch(page, path, status);
    // What the server rendered came with the page: the browser did not ask again. The search
    // page's facet counts are not server-rendered (decision 011), nor is a creator's growth chart
    // (loaded once it nears the viewport): the browser loads them.
    expect(
      apiReads.filter(
        (read) =>
          /^\/api\/(creators|reviews|categories)/.test(read) &&
          read !== '/api/creators/facets' &&
          !/^\/api\/creators\/\d+\/stats-history$/.test(read),
      ),
      `API reads on ${path}`,
    ).toEqual([]);
  }
});

test('the creator page has its content without JavaScript', async ({ browser, request }) => {
  const creator = await pickReviewedCreator(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const res = await page.goto(`/${creator.username}`);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(creator.name?.trim() || creator.username);
  await expect(page.getByTestId('review-card').first()).toBeVisible();
  await context.close();
});

test('a signed-in user sees their favorite, reviewed and helpful state after hydration', async ({ page, request }) => {
  const creator = await pickReviewedCreator(request);
  const email = `hydrate-${unique()}@example.com`;
  const registered = await request.post('/api/auth/register', { data: { email, password: PASSWORD, name: 'Hydra' } });
  expect(registered.status()).toBe(200);
  const { accessToken } = (await registered.json()) as { accessToken: string };
  const auth = { authorization: `Bearer ${accessToken}` };
  expect((await request.post('/api/favorites', { headers: auth, data: { creatorId: creator.id } })).ok()).toBe(true);
  const reviews = await request.get(`/api/reviews/creator/${creator.username}`);
  const [first] = ((await reviews.json()) as { results: { id: number }[] }).results;
  expect((await request.patch(`/api/reviews/helpful/${first!.id}`, { headers: auth })).ok()).toBe(true);
  const comment = `Hydration check ${unique()}: a fair and honest review.`;
  const review = await request.post('/api/reviews', {
    headers: auth,
    data: { creatorId: creator.id, rating: 4, comment, positive: [], negative: [], isSubscriber: false },
  });
  expect(review.status(), await review.text()).toBe(201);

  await signIn(page, email, PASSWORD);

  // A full load: the server sends the guest view, the browser fills in this user's state.
  await openAndWatch(page, `/${creator.username}`, 200);
  await expect(page.getByRole('button', { name: 'Remove from favorites' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Leave a review' })).toHaveCount(0);
  const helpfulOn = page.locator('.review-card__helpful[aria-pressed="true"]');
  await expect(helpfulOn).toHaveCount(1);
});
