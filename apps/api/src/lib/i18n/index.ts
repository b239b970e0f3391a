import { DEFAULT_LANGUAGE, type Language, isLanguage } from '@fanlens/shared';
import { de } from './de';
import { type Catalogue, type TextKey, en } from './en';
import { es } from './es';

export type { TextKey } from './en';

/** Values of a text's `{name}` variables. */
export type TextVars = Record<string, string | number>;

/** A text in one language, picked by key (see translator()). */
export type Translate = (key: TextKey, vars?: TextVars) => string;

export const CATALOGUES: Record<Language, Catalogue> = { en, es, de };

const fill = (template: string, vars: TextVars) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));

/**
 * The API's one text function: the text of `key` in `language` (English for a language the API
 * does not have), its `{name}` variables filled from `vars`.
 */
export function t(language: Language | string, key: TextKey, vars: TextVars = {}): string {
  const catalogue = isLanguage(language) ? CATALOGUES[language] : en;
  return fill(catalogue[key] || en[key], vars);
}

/** t() bound to one language: what an e-mail's text is written with. */
export const translator =
  (language: Language | string): Translate =>
  (key, vars) =>
    t(language, key, vars);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The English error and validation texts, read back into their key and variables. */
const exact = new Map<string, TextKey>();
const patterns: { key: TextKey; pattern: RegExp; names: string[]; fixed: number }[] = [];
for (const [key, text] of Object.entries(en) as [TextKey, string][]) {
  if (!key.startsWith('errors.') && !key.startsWith('validation.')) continue;
  const names = [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
  if (names.length === 0) {
    exact.set(text, key);
    continue;
  }
  const source = text
    .split(/\{\w+\}/)
    .map(escape)
    .join('(.+?)');
  patterns.push({ key, pattern: new RegExp(`^${source}$`, 's'), names, fixed: text.replace(/\{\w+\}/g, '').length });
}
// The most specific first: 'Must be at most {count} characters' before 'Must be at most {value}'.
patterns.sort((a, b) => b.fixed - a.fixed);

/** The key and variables of an English error text of the catalogue, or undefined. */
export function keyOfMessage(message: string): { key: TextKey; vars: TextVars } | undefined {
  const key = exact.get(message);
  if (key) return { key, vars: {} };
  for (const { key: found, pattern, names } of patterns) {
    const match = pattern.exec(message);
    if (match) return { key: found, vars: Object.fromEntries(names.map((name, i) => [name, match[i + 1]])) };
  }
  return undefined;
}

/**
 * An error message thrown in English, in `language`: found in the catalogue by its English text
 * (a `{name}` matches any value, carried over as it is); a text the catalogue lacks stays English.
 */
export function translateMessage(language: Language, message: string): string {
  if (language === DEFAULT_LANGUAGE) return message;
  const found = keyOfMessage(message);
  return found ? t(language, found.key, found.vars) : message;
}

/**
 * The language an `Accept-Language` header asks for among the API's: the highest-weighted of
 * en, es and de (any region: es-MX is es); English when it names none of them or is absent.
 */
export function languageOfAcceptHeader(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  let best: { language: Language; q: number } | undefined;
  for (const part of value.split(',')) {
    const [range, ...params] = part.trim().split(';');
    const primary = range.trim().toLowerCase().split('-')[0];
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!isLanguage(primary) || !(q > 0)) continue;
    if (!best || q > best.q) best = { language: primary, q };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}
