import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, type Language, isLanguage } from '@fanlens/shared';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '@/locales/en';
import { hasSavedLanguage, useLanguageStore } from './language-store';

export const resources = { en: { translation: en } } as const;

/** The other languages' texts, loaded when first used (a page in English never downloads them). */
const loaders: Record<Exclude<Language, typeof DEFAULT_LANGUAGE>, () => Promise<object>> = {
  es: () => import('@/locales/es').then((module) => module.es),
  de: () => import('@/locales/de').then((module) => module.de),
};

// English at start (docs/product/site.md, "Languages"); the saved language is applied by applySavedLanguage().
void i18n.use(initReactI18next).init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: 'translation',
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Makes a language's texts available (a no-op for English and for a language already loaded). */
export async function loadLanguage(language: string): Promise<void> {
  if (!isLanguage(language) || language === DEFAULT_LANGUAGE) return;
  if (i18n.hasResourceBundle(language, 'translation')) return;
  i18n.addResourceBundle(language, 'translation', await loaders[language](), true, true);
}

/** Tells the server the language to render pages in, for a year (SameSite=Lax, every path). */
function writeLanguageCookie(language: string) {
  if (typeof document === 'undefined' || !isLanguage(language)) return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

let syncing = false;

/**
 * Applies the language saved in `fanlens.language`, then writes every later change back (to
 * browser storage, the page's `lang` and the cookie the server reads). With nothing saved yet, the
 * page's language stays and is saved: English on a first visit, or the language of the cookie.
 * Safe to call more than once.
 */
export async function applySavedLanguage(): Promise<void> {
  if (!syncing) {
    syncing = true;
    i18n.on('languageChanged', (language) => {
      useLanguageStore.getState().setLanguage(language);
      writeLanguageCookie(language);
      if (typeof document !== 'undefined') document.documentElement.lang = language;
    });
  }
  if (!hasSavedLanguage()) useLanguageStore.getState().setLanguage(i18n.language);
  const saved = useLanguageStore.getState().language;
  writeLanguageCookie(saved);
  if (saved && saved !== i18n.language) await changeLanguage(saved);
}

/** Switches the interface language (loading its texts first); the choice is saved for the next visit. */
export async function changeLanguage(language: string) {
  await loadLanguage(language);
  return i18n.changeLanguage(language);
}

/**
 * Before hydrating a page rendered by the server: the same language as its HTML (its `lang`),
 * so the first render in the browser matches it. The saved language follows at start-up.
 */
export async function adoptPageLanguage(language: string): Promise<void> {
  if (!isLanguage(language) || language === i18n.language) return;
  await loadLanguage(language);
  await i18n.changeLanguage(language);
}

export { i18n };
