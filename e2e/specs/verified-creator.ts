import { type APIRequestContext, type Browser, type BrowserContextOptions, expect } from '@playwright/test';
import { signIn } from './sign-in';

/** A verified creator for the creator tools' journeys: an account that claimed a demo page. */

const FAKE_PLATFORM = `http://127.0.0.1:${process.env.E2E_FAKE_PLATFORM_PORT ?? 3101}`;
const PASSWORD = 'e2e-tools-1';
/** A desktop browser's user agent (views from bots and headless browsers are not counted). */
export const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

interface CreatorSummary {
  id: number;
  username: string;
  platform: string;
  verified: boolean;
}

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A fresh account that verifies an unclaimed creator page through the API; its e-mail and the page. */
export async function verifiedCreator(request: APIRequestContext) {
  const offset = Math.floor(Math.random() * 400);
  const list = await request.get(`/api/creators?limit=50&offset=${offset}&sort=liked`);
  const { results } = (await list.json()) as { results: CreatorSummary[] };
  const creator = results.find((candidate) => !candidate.verified);
  expect(creator, 'an unverified creator').toBeTruthy();
  const email = `tools-${unique()}@example.com`;
  const registered = await request.post('/api/auth/register', {
    data: { email, password: PASSWORD, name: 'Tess Tools' },
  });
  const { accessToken } = (await registered.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const text = await request.get(`/api/verification/text?username=${creator!.username}`, { headers });
  const bio = ((await text.json()) as { text: string }).text;
  const control = await request.put(`${FAKE_PLATFORM}/__control/bio`, {
    data: { platform: creator!.platform, username: creator!.username, bio },
  });
  expect(control.status()).toBe(204);
  const verified = await request.post('/api/verification', { headers, data: { username: creator!.username } });
  expect(((await verified.json()) as { success: boolean }).success).toBe(true);
  return { email, creator: creator! };
}

export async function signedInPage(browser: Browser, email: string, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ userAgent: BROWSER_UA, acceptDownloads: true, ...options });
  const page = await context.newPage();
  await signIn(page, email, PASSWORD);
  return page;
}
