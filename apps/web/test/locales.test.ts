import { LANGUAGES, NEGATIVE_TAGS, POSITIVE_TAGS } from '@fanlens/shared';
import { describe, expect, it } from 'vitest';
import { de } from '@/locales/de';
import { en } from '@/locales/en';
import { es } from '@/locales/es';
import { reviewTagKey } from '@/lib/content-labels';

const texts: Record<(typeof LANGUAGES)[number], object> = { en, es, de };
const PLURAL = /_(zero|one|two|few|many|other)$/;
const VARIABLE = /\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g;

/** Every text of a locale by its dotted key ('search.sort.label'; list items as 'words.0'). */
function flatten(value: unknown, prefix = '', into = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'string') into.set(prefix, value);
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  else into.set(prefix, String(value));
  return into;
}

/** The keys of a locale grouped by their key without a plural suffix. */
function byBaseKey(locale: Map<string, string>): Map<string, Map<string, string>> {
  const groups = new Map<string, Map<string, string>>();
  for (const [key, text] of locale) {
    const base = key.replace(PLURAL, '');
    if (!groups.has(base)) groups.set(base, new Map());
    groups.get(base)!.set(key, text);
  }
  return groups;
}

const variablesOf = (text: string) => new Set([...text.matchAll(VARIABLE)].map((match) => match[1]));

const locales = Object.fromEntries(LANGUAGES.map((language) => [language, flatten(texts[language])]));
const english = byBaseKey(locales.en);

describe('locale files', () => {
  it('are there for every language of the chooser', () => {
    expect(Object.keys(texts).sort()).toEqual([...LANGUAGES].sort());
  });

  it('name every review tag, as English writes it', () => {
    for (const tag of [...POSITIVE_TAGS, ...NEGATIVE_TAGS])
      expect(locales.en.get(`content.reviewTags.${reviewTagKey(tag)}`)).toBe(tag);
  });

  for (const language of LANGUAGES) {
    describe(language, () => {
      const groups = byBaseKey(locales[language]);
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;

      it('has the same keys as English, and no other', () => {
        expect([...groups.keys()].filter((key) => !english.has(key))).toEqual([]);
        expect([...english.keys()].filter((key) => !groups.has(key))).toEqual([]);
      });

      it('has no empty text', () => {
        expect([...locales[language]].filter(([, text]) => !text.trim()).map(([key]) => key)).toEqual([]);
      });

      it("writes each plural text in every form of the language's plural rules", () => {
        const incomplete: string[] = [];
        for (const [base, variants] of groups) {
          const plural = [...variants.keys()].some((key) => PLURAL.test(key));
          if (!plural) continue;
          for (const category of categories)
            if (category !== 'zero' && !variants.has(`${base}_${category}`)) incomplete.push(`${base}_${category}`);
          if (variants.has(base)) incomplete.push(`${base} (also without a plural form)`);
        }
        expect(incomplete).toEqual([]);
      });

      it('uses every interpolation variable of the English text, and no other', () => {
        const wrong: string[] = [];
        for (const [base, variants] of groups) {
          const expected = new Set([...english.get(base)!.values()].flatMap((text) => [...variablesOf(text)]));
          for (const [key, text] of variants) {
            const found = variablesOf(text);
            // A singular form may say 'one' in words instead of the count ('vs the previous day').
            const missing = [...expected].filter(
              (name) => !found.has(name) && !(name === 'count' && key.endsWith('_one')),
            );
            const unknown = [...found].filter((name) => !expected.has(name));
            if (missing.length || unknown.length)
              wrong.push(`${key}: missing ${missing.join(',')} unknown ${unknown.join(',')}`);
          }
        }
        expect(wrong).toEqual([]);
      });
    });
  }
});
