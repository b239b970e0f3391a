import fs from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Browser, type Page, expect, test } from '@playwright/test';
import { gotoHydrated } from './hydrated';
import { signIn } from './sign-in';

/**
 * The language chooser (docs/product/site.md, "Languages"): on a phone and a desktop width, Español and then
 * Deutsch apply at once to home, search, a creator page, the leave-review dialog, the account page
 * and the error page; a reload keeps the language, and the server's HTML is already in it; English
 * comes back. Screenshots of each screen go to e2e/.screens/languages.
 */

type Language = 'en' | 'es' | 'de';
const PASSWORD = 'e2e-languages-1';
const SCREENS = new URL('../.screens/languages/', import.meta.url);
const LOCALES = new URL('../../apps/web/src/locales/', import.meta.url);

const HOME_TITLE: Record<Language, string> = {
  en: 'Find creators worth your time',
  es: 'Encuentra creadores que merecen tu tiempo',
  de: 'Finde Creator, die deine Zeit wert sind',
};

/** Every text of a locale by its dotted key, read from its files. */
function localeTexts(language: Language): Map<string, string> {
  const texts = new Map<string, string>();
  const add = (value: unknown, prefix: string) => {
    if (typeof value === 'string') texts.set(prefix, value);
    else if (value && typeof value === 'object')
      for (const [key, child] of Object.entries(value)) add(child, prefix ? `${prefix}.${key}` : key);
  };
  const dir = fileURLPath(new URL(`${language}/`, LOCALES));
  add(JSON.parse(fs.readFileSync(fileURLPath(new URL(`${language}.json`, LOCALES)), 'utf8')), '');
  for (const file of fs.readdirSync(dir)) add(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')), file);
  return texts;
}

function fileURLPath(url: URL) {
  return decodeURIComponent(url.pathname);
}

const english = localeTexts('en');

/**
 * English interface texts that must not show in `language`: the whole sentences and phrases of
 * the English locale (those of 12 characters or more, variables left out) that the language
 * writes differently.
 */
function englishOnlyPhrases(language: Language): string[] {
  const other = localeTexts(language);
  const phrases = new Set<string>();
  for (const [key, text] of english) {
    const translated = other.get(key) ?? other.get(`${key}_other`) ?? '';
    for (const part of text.split(/\{\{[^}]+\}\}/)) {
      const phrase = part.trim();
      if (phrase.length >= 12 && !translated.includes(phrase)) phrases.add(phrase);
    }
  }
  return [...phrases];
}

const phrasesOf: Record<Exclude<Language, 'en'>, string[]> = {
  es: englishOnlyPhrases('es'),
  de: englishOnlyPhrases('de'),
};

/** The page is in `language`: its `lang`, no English interface phrase and no raw key in its text. */
async function expectInLanguage(page: Page, language: Exclude<Language, 'en'>, where: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const text = await page.locator('body').innerText();
  const found = phrasesOf[language].filter((phrase) => text.includes(phrase));
  expect(found, `English texts on ${where} in ${language}`).toEqual([]);
  const keys = text.match(
    /\b(?:components|creator|search|home|nav|pages|footer|errors|account|static)\.[a-z]\w*\.\w+/g,
  );
  expect(keys, `raw keys on ${where}`).toBeNull();
}

async function shoot(page: Page, name: string) {
  // The start-up splash fades out over the page first.
  await expect(page.getByTestId('splash')).toBeHidden();
  fs.mkdirSync(SCREENS, { recursive: true });
  await page.screenshot({ path: fileURLPath(new URL(`${name}.png`, SCREENS)), fullPage: false });
}

/** Chooses a language in the header (desktop) or the mobile menu (phone). */
async function choose(page: Page, language: Language, phone: boolean) {
  if (phone) {
    await page.getByRole('button', { name: /^(Open menu|Abrir el menú|Menü öffnen)$/ }).click();
    const menu = page.getByRole('dialog');
    await menu.getByTestId('language-chooser').selectOption(language);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await shoot(page, `menu-${language}`);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  } else {
    await page.getByRole('banner').getByTestId('language-chooser').selectOption(language);
  }
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

interface CreatorSummary {
  username: string;
  name: string | null;
  verified: boolean;
  reviewsStatistic: { reviewCount: number };
}

async function pickCreator(request: APIRequestContext): Promise<CreatorSummary> {
  const res = await request.get('/api/creators', { params: { limit: 50, sort: 'liked', nsfw: 'false' } });
  const { results } = (await res.json()) as { results: CreatorSummary[] };
  const found = results.find((creator) => !creator.verified && creator.reviewsStatistic.reviewCount >= 2);
  expect(found, 'a creator with reviews').toBeTruthy();
  return found!;
}

async function signedInPage(browser: Browser, request: APIRequestContext, width: number) {
  const email = `languages-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const res = await request.post('/api/auth/register', { data: { email, password: PASSWORD, name: 'Lina Lang' } });
  expect(res.status()).toBe(200);
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 915 : 900 } });
  const page = await context.newPage();
  await signIn(page, email, PASSWORD);
  return page;
}

for (const width of [412, 1280]) {
  const phone = width < 600;
  test(`choosing Español, then Deutsch, then English at ${width} px`, async ({ browser, request }) => {
    test.setTimeout(240_000);
    const creator = await pickCreator(request);
    const page = await signedInPage(browser, request, width);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));

    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: HOME_TITLE.en })).toBeVisible();

    for (const language of ['es', 'de'] as const) {
      const shot = (name: string) => shoot(page, `${width}-${language}-${name}`);
      // At once, without a reload.
      await gotoHydrated(page, '/');
      await page.evaluate(() => ((globalThis as { stayed?: boolean }).stayed = true));
      await choose(page, language, phone);
      await expect(page.getByRole('heading', { level: 1, name: HOME_TITLE[language] })).toBeVisible();
      expect(await page.evaluate(() => (globalThis as { stayed?: boolean }).stayed)).toBe(true);
      await page.getByTestId('review-card').or(page.locator('.home__chips')).first().waitFor();
      await expectInLanguage(page, language, 'home');
      await shot('home');

      // Served that way by the server: the HTML before any script runs.
      await page.reload();
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      await expect(page.getByRole('heading', { level: 1, name: HOME_TITLE[language] })).toBeVisible();
      const html = await (await page.request.get('/')).text();
      expect(html).toMatch(new RegExp(`<html lang="${language}"`));
      expect(html).toContain(HOME_TITLE[language]);

      await gotoHydrated(page, '/search?search=a');
      await expect(page.getByTestId('creator-card').first()).toBeVisible();
      await expectInLanguage(page, language, 'search');
      await shot('search');

      await gotoHydrated(page, `/${creator.username}`);
      await expect(page.getByTestId('review-card').first()).toBeVisible();
      await expectInLanguage(page, language, 'creator page');
      await shot('creator');
      const creatorHtml = await (await page.request.get(`/${creator.username}`)).text();
      expect(creatorHtml).toMatch(new RegExp(`<html lang="${language}"`));

      await page
        .getByRole('button', { name: language === 'es' ? 'Escribir una reseña' : 'Bewertung schreiben' })
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await dialog.getByRole('textbox').first().fill('ok');
      await expect(dialog.getByRole('textbox').first()).toHaveAccessibleDescription(
        language === 'es' ? 'Debe tener al menos 3 caracteres' : 'Muss mindestens 3 Zeichen lang sein',
      );
      await expectInLanguage(page, language, 'leave-review dialog');
      await shot('leave-review');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      await gotoHydrated(page, '/my-profile');
      await expect(page.getByTestId('account-session').first()).toBeVisible();
      await expectInLanguage(page, language, 'account page');
      await shot('account');

      const missing = await gotoHydrated(page, '/no-such-creator-here-xyz');
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: language === 'es' ? '¡Vaya!' : 'Hoppla!' })).toBeVisible();
      await expectInLanguage(page, language, 'error page');
      await shot('error');
    }

    // English back, at once and for the server.
    await gotoHydrated(page, '/');
    await choose(page, 'en', phone);
    await expect(page.getByRole('heading', { level: 1, name: HOME_TITLE.en })).toBeVisible();
    const html = await (await page.request.get('/')).text();
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toContain(HOME_TITLE.en);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: HOME_TITLE.en })).toBeVisible();
    await shoot(page, `${width}-en-home`);
    expect(problems).toEqual([]);
    await page.context().close();
  });
}
