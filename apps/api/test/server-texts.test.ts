import fs from 'node:fs';
import path from 'node:path';
import {
  CREATOR_EDIT_MESSAGES,
  LANGUAGES,
  MESSAGES,
  fileTooLargeMessage,
  maxLengthMessage,
  maxValueMessage,
  minLengthMessage,
  minValueMessage,
  oneOfMessage,
  tagChoiceMessage,
} from '@fanlens/shared';
import { describe, expect, it } from 'vitest';
import { rateLimited } from '../src/lib/errors';
import { CATALOGUES, keyOfMessage, languageOfAcceptHeader, t, translateMessage } from '../src/lib/i18n';
import { letter } from '../src/lib/i18n/mail';

/**
 * The API's catalogue (src/lib/i18n): the same keys in every language, no empty text, the same
 * variables; every English error text the code throws is in it, so it comes back translated.
 */
const variables = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the server catalogue', () => {
  const english = CATALOGUES.en;
  for (const language of LANGUAGES) {
    it(`${language}: the same keys as English, no empty text, the same variables`, () => {
      const catalogue = CATALOGUES[language];
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(catalogue)) {
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        expect(variables(text), `${language} ${key}`).toEqual(variables(english[key as keyof typeof english]));
      }
    });
  }

  it('no two English error texts are the same, so each finds its own key', () => {
    const texts = Object.entries(english).filter(([key]) => !key.startsWith('mail.'));
    for (const [key, text] of texts) expect(keyOfMessage(text)?.key, text).toBe(key);
  });

  it('fills variables and falls back to English for a language it does not have', () => {
    expect(t('de', 'errors.periodTooLong', { days: 366 })).toBe('Der Zeitraum darf höchstens 366 Tage umfassen');
    expect(t('fr', 'errors.creatorNotFound')).toBe('Creator not found');
    expect(letter('es', { name: 'Ana', lines: ['x'] })).toBe('Hola, Ana:\n\nx\n\nEl equipo de FanLens\n');
  });
});

describe('Accept-Language', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['es', 'es'],
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['de-AT', 'de'],
    ['en-US,de;q=0.9', 'en'],
    ['fr-FR,fr;q=0.9', 'en'],
    ['fr;q=1, de;q=0.4', 'de'],
    ['es;q=0, de;q=0.2', 'de'],
    ['*', 'en'],
  ])('%s → %s', (header, language) => {
    expect(languageOfAcceptHeader(header)).toBe(language);
  });
});

/** Every English text passed to an error helper in apps/api/src or set as a schema error in packages/shared. */
function thrownTexts(): string[] {
  const roots = [path.resolve(__dirname, '../src'), path.resolve(__dirname, '../../../packages/shared/src')];
  const texts = new Set<string>();
  const call =
    /(?:badRequest|conflict|forbidden|notFound|notAuthorized|payloadTooLarge|unsupportedMedia|new AppError)\(([\s\S]*?)\)[;,\n]/g;
  const literal = /'((?:[^'\\]|\\.)*)'|`((?:[^`\\]|\\.)*)`|"((?:[^"\\]|\\.)*)"/g;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (file.endsWith('.ts') && !file.includes(`${path.sep}i18n${path.sep}`)) {
        const source = fs.readFileSync(file, 'utf8');
        for (const match of source.matchAll(call)) {
          for (const lit of match[1].matchAll(literal)) {
            const text = lit[1] ?? lit[2] ?? lit[3];
            // A sentence (not a code or a field name); `${…}` stands for a number.
            if (/\s/.test(text)) texts.add(text.replace(/\$\{[^}]+\}/g, '7'));
          }
        }
        for (const match of source.matchAll(/(?<!\w)error: ('(?:[^'\\]|\\.)*'|`[^`]*`)/g)) {
          texts.add(match[1].slice(1, -1).replace(/\$\{[^}]+\}/g, '7'));
        }
      }
    }
  };
  roots.forEach(walk);
  // rateLimited() writes its wait as words ('30 seconds', '15 minutes'): sampled below.
  return [...texts].filter((text) => !text.startsWith('Too many attempts. Try again in 7'));
}

describe('every error text of the API is translated', () => {
  const samples = [
    ...thrownTexts(),
    ...Object.values(MESSAGES),
    ...Object.values(CREATOR_EDIT_MESSAGES),
    minLengthMessage(3),
    maxLengthMessage(2000),
    minValueMessage(1),
    maxValueMessage(100),
    oneOfMessage(['newest', 'oldest']),
    tagChoiceMessage(['fast', 'kind']),
    fileTooLargeMessage(5 * 1024 * 1024),
    rateLimited(30).message,
    rateLimited(900).message,
    'Must be an Instagram address (https://instagram.com/…)',
    'Must be a TikTok address (https://tiktok.com/…)',
    'No route for GET /api/nothing',
  ];

  it('finds the code’s English texts (the scan works)', () => {
    expect(samples.length).toBeGreaterThan(80);
    expect(samples).toContain('Creator not found');
  });

  for (const language of ['es', 'de'] as const) {
    it(`${language}: none stays English`, () => {
      const untranslated = samples.filter((text) => translateMessage(language, text) === text);
      expect(untranslated).toEqual([]);
    });
  }

  it('carries numbers and values over', () => {
    expect(translateMessage('es', minLengthMessage(3))).toBe('Debe tener al menos 3 caracteres');
    expect(translateMessage('de', oneOfMessage(['a', 'b']))).toBe('Muss einer dieser Werte sein: a, b');
    expect(translateMessage('de', rateLimited(900).message)).toBe(
      'Zu viele Versuche. Versuche es in 15 Minuten noch einmal.',
    );
    expect(translateMessage('es', 'A text no catalogue has')).toBe('A text no catalogue has');
  });
});
