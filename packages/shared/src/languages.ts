import { DEFAULT_LANGUAGE } from './limits';

/** The interface languages, English first (the default of a first visit: docs/product/site.md, "Languages"). */
export const LANGUAGES = ['en', 'es', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Each language named in its own language, as the chooser shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español', de: 'Deutsch' };

/**
 * The cookie that tells the server which language to render pages and write texts in. The
 * browser storage key (`fanlens.language`) stays the source of truth; the cookie mirrors it.
 */
export const LANGUAGE_COOKIE = 'fanlens_language';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The language a `Cookie` header names, English without one (crawlers, first visits). */
export function languageOfCookies(header: string | undefined): Language {
  for (const part of (header ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return DEFAULT_LANGUAGE;
}
