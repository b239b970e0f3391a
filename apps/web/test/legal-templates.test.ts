import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@fanlens/shared';
import { describe, expect, it } from 'vitest';
import { templateFile } from '@/features/static/api/get-template';

/**
 * The privacy and terms pages exist in every language (public/templates/{name}[.{language}].html)
 * and say the same things: the same sections, the same links, the same date; each in its language.
 */
const DIR = path.resolve(__dirname, '../public/templates');
const read = (file: string) => fs.readFileSync(path.join(DIR, file), 'utf8');
const count = (html: string, tag: string) => (html.match(new RegExp(`<${tag}[\\s>]`, 'g')) ?? []).length;
const links = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]).sort();

describe('legal templates', () => {
  for (const name of ['privacy', 'terms'] as const) {
    const english = read(templateFile(name, 'en'));
    for (const language of LANGUAGES) {
      it(`${name} in ${language}: the sections, links and date of the English page`, () => {
        const html = read(templateFile(name, language));
        expect(html).toContain(`<html lang="${language}">`);
        expect(html).toContain(`data-template="${name}"`);
        expect(/data-updated="([^"]+)"/.exec(html)?.[1]).toBe(/data-updated="([^"]+)"/.exec(english)?.[1]);
        for (const tag of ['h2', 'h3', 'li', 'p']) expect(count(html, tag), tag).toBe(count(english, tag));
        expect(links(html)).toEqual(links(english));
      });
    }
  }

  it('the file of each language', () => {
    expect(templateFile('privacy', 'en')).toBe('privacy.html');
    expect(templateFile('privacy', 'es')).toBe('privacy.es.html');
    expect(templateFile('terms', 'de')).toBe('terms.de.html');
    expect(templateFile('terms', 'xx')).toBe('terms.html');
  });
});
