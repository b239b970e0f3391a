/**
 * The statements of the search dictionaries (see search-resolver.ts, which decides how a term is
 * looked up): `search_words` (every word a visitor may mean: typo corrections) and
 * `document_lexemes` (every word of creators.document: prefix expansion), both read in "C" order
 * on their primary keys.
 */
import type { Database } from '../../db/client';

/**
 * For each prefix that begins at most `most` words of `table`, those words; a prefix no word begins
 * maps to itself (only the word itself could match: a whole-word lookup that finds nothing).
 */
export async function wordsBeginning(
  database: Database,
  table: 'search_words' | 'document_lexemes',
  prefixes: string[],
  most: number,
): Promise<Map<string, string[]>> {
  if (prefixes.length === 0) return new Map();
  const rows = await database.query<{ prefix: string; words: string[] | string }>(
    `select p.prefix, array(select w.word from ${table} w
       where w.word >= (p.prefix collate "C") and w.word < (p.prefix || chr(1114111)) collate "C"
       order by w.word limit $2) as words
     from unnest($1::text[]) as p(prefix)`,
    [prefixes, most + 1],
  );
  const out = new Map<string, string[]>();
  for (const row of rows) {
    const found = parseTextArray(row.words);
    if (found.length <= most) out.set(row.prefix, found.length > 0 ? found : [row.prefix]);
  }
  return out;
}

/** Those of `texts` that are dictionary words. */
export async function dictionaryWords(database: Database, texts: string[]): Promise<Set<string>> {
  if (texts.length === 0) return new Set();
  // A join with the list, not `= any(list)`: the planner would estimate each of thousands of variants
  // (12 ms of planning for 3,300).
  const found = await database.query<{ word: string }>(
    'select s.word from unnest($1::text[]) as t(word) join search_words s on s.word = t.word',
    [texts],
  );
  return new Set(found.map((row) => row.word));
}

/**
 * The letters that follow each prefix in the words of the documents (document_lexemes), at most
 * `most` per prefix, each found by one index lookup past the words of the one before.
 */
export async function lettersAfter(
  database: Database,
  prefixes: string[],
  most: number,
): Promise<Map<string, string[]>> {
  const rows = await database.query<{ prefix: string; letters: string[] | string }>(
    `select p.prefix, array(
       with recursive next(letter) as (
         select (select substr(w.word, length(p.prefix) + 1, 1) from document_lexemes w
                 where w.word > (p.prefix collate "C") and w.word < (p.prefix || chr(1114111)) collate "C"
                 order by w.word limit 1)
         union all
         select (select substr(w.word, length(p.prefix) + 1, 1) from document_lexemes w
                 where w.word > (p.prefix || n.letter || chr(1114111)) collate "C"
                   and w.word < (p.prefix || chr(1114111)) collate "C"
                 order by w.word limit 1)
         from next n where n.letter is not null)
       select letter from next where letter is not null limit $2) as letters
     from unnest($1::text[]) as p(prefix)`,
    [prefixes, most],
  );
  return new Map(rows.map((row) => [row.prefix, parseTextArray(row.letters)]));
}

/**
 * Dictionary words (search_words) similar to each text by trigrams (the `%` operator, at least
 * `similarity`), at most `most` per text, most similar first: the candidates of two-typo corrections.
 */
export function trigramCandidates(
  database: Database,
  texts: string[],
  similarity: number,
  most: number,
): Promise<{ text: string; word: string }[]> {
  return database.query<{ text: string; word: string }>(
    `select w.text, s.word
     from unnest($1::text[]) as w(text)
     cross join lateral (select s.word from search_words s
       where s.word % w.text and similarity(s.word, w.text) >= $2
       order by similarity(s.word, w.text) desc, s.word limit $3) s`,
    [texts, similarity, most],
  );
}

/** node-postgres and PGlite both parse text[]; keep a fallback for the '{a,b}' literal. */
function parseTextArray(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  return inner === '' ? [] : inner.split(',').map((item) => item.replace(/^"|"$/g, ''));
}
