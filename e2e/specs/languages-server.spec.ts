import { type Browser, type Page, expect, test } from '@playwright/test';
import { gotoHydrated } from './hydrated';
import { lastMailTo } from './outbox';

/**
 * The server's texts follow the language (issue 33): the web sends its language with every call,
 * so a guest's API errors come back in it; a signed-in user's choice is stored on the account, so
 * the account's errors and e-mails follow it whatever the browser sends, and a browser that never
 * chose a language takes the account's at sign-in.
 */

const PASSWORD = 'e2e-languages-2';
const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function newPage(browser: Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'en-US' });
  return context.newPage();
}

/** Chooses a language in the header's chooser. */
async function choose(page: Page, language: 'en' | 'es' | 'de') {
  await page.getByRole('banner').getByTestId('language-chooser').selectOption(language);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

async function signIn(page: Page, email: string, labels = { email: 'Email', password: 'Password', submit: 'Log in' }) {
  await gotoHydrated(page, '/sign-in');
  await page.getByRole('main').getByLabel(labels.email, { exact: true }).fill(email);
  await page.getByRole('main').getByLabel(labels.password, { exact: true }).fill(PASSWORD);
  const answer = page.waitForResponse((res) => res.url().endsWith('/api/auth/login'));
  await page.getByRole('main').getByRole('button', { name: labels.submit }).click();
  return answer;
}

/** A call from the page with its own bearer token and the given Accept-Language. */
async function callAsPage(page: Page, url: string, acceptLanguage: string) {
  return page.evaluate(
    async ({ url, acceptLanguage }) => {
      const storage = (globalThis as unknown as { localStorage: { getItem(key: string): string | null } }).localStorage;
      const auth = JSON.parse(storage.getItem('fanlens.auth') ?? '{}') as { state?: { accessToken?: string } };
      const headers: Record<string, string> = { 'Accept-Language': acceptLanguage };
      if (auth.state?.accessToken) headers.Authorization = `Bearer ${auth.state.accessToken}`;
      const res = await fetch(url, { headers });
      return { status: res.status, body: (await res.json()) as { code: string; message: string } };
    },
    { url, acceptLanguage },
  );
}

const SPANISH = { email: 'Correo electrónico', password: 'Contraseña', submit: 'Iniciar sesión' };

test('a Spanish guest gets API errors in Spanish, with the same code', async ({ browser }) => {
  const page = await newPage(browser);
  await gotoHydrated(page, '/');
  await choose(page, 'es');
  const answer = await signIn(page, uniqueEmail('nobody'), SPANISH);
  expect(answer.status()).toBe(401);
  expect(answer.request().headers()['accept-language']).toBe('es');
  expect(await answer.json()).toEqual({
    statusCode: 401,
    code: 'invalid_credentials',
    message: 'El usuario o la contraseña no son correctos',
  });
  await expect(page.getByRole('main').getByText('El usuario o la contraseña no son correctos')).toBeVisible();
  await page.context().close();
});

test('a Spanish account gets its errors in Spanish whatever the browser sends', async ({ browser, request }) => {
  const email = uniqueEmail('cuenta');
  expect((await request.post('/api/auth/register', { data: { email, password: PASSWORD } })).status()).toBe(200);
  const page = await newPage(browser);
  await gotoHydrated(page, '/');
  await choose(page, 'es');
  // Chosen in this browser before signing in: the account takes it.
  expect((await signIn(page, email, SPANISH)).status()).toBe(200);
  await expect.poll(async () => (await callAsPage(page, '/api/users/my', 'en')).body).toMatchObject({ language: 'es' });
  const missing = await callAsPage(page, '/api/creators/details/999999999', 'en');
  expect(missing).toEqual({
    status: 404,
    body: { statusCode: 404, code: 'not_found', message: 'No se ha encontrado el creador' },
  });
  await page.context().close();
});

test('a German account: its reset e-mail is German, and a new browser takes German at sign-in', async ({
  browser,
  request,
}) => {
  const email = uniqueEmail('konto');
  expect((await request.post('/api/auth/register', { data: { email, password: PASSWORD } })).status()).toBe(200);
  const first = await newPage(browser);
  expect((await signIn(first, email)).status()).toBe(200);
  await expect(first).toHaveURL(/\/$/);
  // Chosen while signed in: written to the account.
  await choose(first, 'de');
  await expect
    .poll(async () => (await callAsPage(first, '/api/users/my', 'en')).body)
    .toMatchObject({ language: 'de' });
  await first.context().close();

  // The guest's own language does not matter: the e-mail follows the account.
  const forgot = await request.post('/api/auth/forgot-password', {
    data: { email },
    headers: { 'accept-language': 'en' },
  });
  expect(forgot.status()).toBe(200);
  await expect.poll(() => lastMailTo(email), { timeout: 15_000 }).toContain('Mein Passwort zurücksetzen');
  const mail = lastMailTo(email)!;
  expect(mail).toContain('Um ein neues Passwort zu wählen, öffne innerhalb einer Stunde diesen Link:');
  expect(mail).not.toContain('To choose a new password');

  // A browser that never chose a language takes the account's when it signs in.
  const second = await newPage(browser, 412);
  expect((await signIn(second, email)).status()).toBe(200);
  await expect(second.locator('html')).toHaveAttribute('lang', 'de');
  await second.reload();
  await expect(second.locator('html')).toHaveAttribute('lang', 'de');
  await second.context().close();
});
