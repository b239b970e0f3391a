import { TRIGRAM_THRESHOLD, type Database } from '../../db/client';
import type { CreatorSearch } from './creator-filter';
import { estimateTermMatches } from './list-queries';
import { quoteLexeme } from './term-signature';
import { dictionaryWords, lettersAfter, trigramCandidates, wordsBeginning } from './search-dictionary';
import {
  MIN_CORRECTED_WORD_LENGTH,
  joinedTerm,
  lookAlikeLetters,
  normalizeSearchTerm,
  oneTypoVariants,
  searchWords,
  typoDistance,
} from './search-terms';

/** Corrections kept per word, closest first. */
const CORRECTIONS_PER_WORD = 3;
/** Words at least this long may also be corrected by two typos (trigram candidates, then the edit distance). */
const MIN_TWO_TYPO_LENGTH = 6;
/** pg_trgm similarity of a two-typo candidate: the `%` operator's threshold, set for every session. */
const MIN_SIMILARITY = TRIGRAM_THRESHOLD;
const TWO_TYPO_CANDIDATES = 30;
/** Shorter prefixes are checked row by row, unless few creators match (see CreatorSearch.indexable). */
const MIN_INDEXED_PREFIX = 3;
/**
 * A term with a short prefix that the planner expects to match at most this many creators is looked
 * up in the GIN index all the same: its postings are few (`x`: ~4,300 at 1 M creators, `z` ~37,000).
 */
const INDEXED_SHORT_PREFIX_MATCHES = 50_000;
/** A short prefix that begins at most this many dictionary words is looked up as those words. */
const SHORT_PREFIX_WORDS = 30;
/** A longer prefix that begins at most this many words of the documents is looked up as those words. */
const PREFIX_WORDS = 16;
/** A longer prefix that begins more is split by the letter after it where there are at most this many (see prefixSplits). */
const SPLIT_LETTERS = 12;

interface Lookup {
  /** The word as typed (or the joined term). */
  text: string;
  exact: boolean;
  fixes: string[];
}

/**
 * Turns a raw search term into a full-text query over creators.document (username, name, location,
 * tags, categories, bio words, and the joined username and name). Each word must match:
 * - itself (a dictionary word: search_words holds names, usernames, locations, tags, categories),
 *   and the last word also as a prefix (the visitor may still be typing);
 * - otherwise as a prefix (`jen` → jennifer), or through its corrections: dictionary words one typo
 *   away (a letter dropped, added, doubled, swapped or wrong; look-alike digits read as letters), or
 *   for longer words two typos away.
 * A term of several words also matches its joined form (`luna canvas` → lunacanvas = the joined
 * username luna_canvas) and that form's corrections. See docs/decisions/011-discovery-engine.md.
 */
export async function resolveSearch(database: Database, raw: string): Promise<CreatorSearch> {
  const term = normalizeSearchTerm(raw);
  const words = searchWords(term);
  const joined = joinedTerm(term);
  if (words.length === 0) {
    return { term, tsquery: null, indexable: true, joined, headQuery: null, joinedFixes: [], suggestion: null };
  }
  const texts = words.length > 1 && joined.length <= 40 ? [...words, joined] : words;
  const lookups = await lookUp(database, texts, words.length > 1 ? joined : null);
  const byText = new Map(lookups.map((lookup) => [lookup.text, lookup]));

  const expansions = await shortPrefixWords(database, words);
  const prefixed = words.filter(
    (word, index) => word.length >= MIN_INDEXED_PREFIX && !(byText.get(word)?.exact && index < words.length - 1),
  );
  const prefixes = words.length > 1 ? [...prefixed, joined] : prefixed;
  const wholeWords = await prefixWords(database, prefixes);
  const splits = await prefixSplits(
    database,
    prefixes.filter((prefix) => prefix.length >= MIN_INDEXED_PREFIX && !wholeWords.has(prefix)),
  );
  /** A prefix as the whole words it begins when they are few (see prefixWords), else split (see prefixSplits). */
  const prefixOptions = (prefix: string) =>
    wholeWords.get(prefix)?.map(quoteLexeme) ?? splits.get(prefix) ?? [`'${prefix}':*`];
  const asPrefix = (prefix: string) => [`'${prefix}':*`];
  const wordQueriesOf = (optionsOf: (prefix: string) => string[]) =>
    words.map((word, index) => {
      const lookup = byText.get(word);
      const last = index === words.length - 1;
      const expanded = expansions.get(word);
      const options = expanded
        ? expanded.map((whole) => `'${whole}'`)
        : lookup?.exact && !last
          ? [`'${word}'`]
          : optionsOf(word);
      for (const fix of lookup?.fixes ?? []) if (!options.includes(`'${fix}'`)) options.push(`'${fix}'`);
      return options.length === 1 ? options[0] : `(${options.join(' | ')})`;
    });
  const wordQueries = wordQueriesOf(prefixOptions);
  const joinedLookup = words.length > 1 ? byText.get(joined) : byText.get(words[0]);
  const joinedFixes = joinedLookup?.fixes ?? [];
  const joinedOptionsOf = (optionsOf: (prefix: string) => string[]) => [
    ...optionsOf(joined),
    ...joinedFixes.map((fix) => `'${fix}'`),
  ];
  const joinedOptions = joinedOptionsOf(prefixOptions);
  const ofTerm = (queries: string[], joinedQueries = joinedOptions) =>
    words.length > 1 ? `(${queries.join(' & ')}) | ${joinedQueries.join(' | ')}` : queries.join(' & ');
  const tsquery = ofTerm(wordQueries);
  // The planner's statistics know the common words only: each word or prefix beyond them is rated
  // at a floor, so the words a prefix stands for are estimated as the prefix (see
  // CreatorSearch.estimateQuery).
  const estimateQuery = ofTerm(wordQueriesOf(asPrefix), joinedOptionsOf(asPrefix));
  const headQuery = joined.length >= 3 ? joinedOptions.join(' | ') : null;
  // A word of one or two letters looked up as a prefix, beside longer words, is checked on the rows
  // the others find in the index (see CreatorSearch.indexQuery).
  const shortPrefix = (word: string, index: number) =>
    word.length < MIN_INDEXED_PREFIX && (wordQueries[index] ?? '').includes(`'${word}':*`);
  const looked = wordQueries.filter((_, index) => !shortPrefix(words[index] as string, index));
  const indexQuery = looked.length > 0 && looked.length < words.length ? ofTerm(looked) : undefined;
  const indexable =
    words.every((word) => word.length >= MIN_INDEXED_PREFIX || byText.get(word)?.exact || expansions.has(word)) ||
    indexQuery !== undefined ||
    (await fewMatches(database, tsquery));
  const suggestion = suggestionOf(words, byText, joinedLookup);
  return {
    term,
    tsquery,
    indexable,
    joined,
    headQuery,
    joinedFixes,
    suggestion,
    ...(indexQuery ? { indexQuery } : {}),
    ...(estimateQuery !== tsquery ? { estimateQuery } : {}),
  };
}

/** Whether the planner expects few creators to match `tsquery` (see INDEXED_SHORT_PREFIX_MATCHES). */
async function fewMatches(database: Database, tsquery: string): Promise<boolean> {
  return (await estimateTermMatches(database, tsquery)) <= INDEXED_SHORT_PREFIX_MATCHES;
}

/**
 * Words of one or two letters that begin at most SHORT_PREFIX_WORDS dictionary words (and are none
 * themselves): those words, so the prefix becomes an index lookup of whole words. A prefix that
 * begins more is common: its matches are found by walking a sort index.
 */
function shortPrefixWords(database: Database, words: string[]): Promise<Map<string, string[]>> {
  const short = words.filter((word) => word.length < MIN_INDEXED_PREFIX);
  return wordsBeginning(database, 'search_words', short, SHORT_PREFIX_WORDS);
}

/**
 * Prefixes of at least MIN_INDEXED_PREFIX letters that begin at most PREFIX_WORDS words of
 * creators.document (document_lexemes): those words. A GIN prefix search gathers every posting of
 * every word the prefix begins before it can combine them with the other words and filters; whole
 * words are combined as they are read, about three times faster at 1 M creators, with the same
 * matches. Prefixes beginning more words stay prefixes.
 */
function prefixWords(database: Database, prefixes: string[]): Promise<Map<string, string[]>> {
  const long = [...new Set(prefixes.filter((prefix) => prefix.length >= MIN_INDEXED_PREFIX))];
  return wordsBeginning(database, 'document_lexemes', long, PREFIX_WORDS);
}

/**
 * Prefixes that begin more than PREFIX_WORDS words of the documents, as the word itself and a prefix
 * for each letter that follows it in the longer words, where there are at most SPLIT_LETTERS (`games`
 * → 'games' | 'games1':* | … | 'games9':*, the usernames' tokens). The matches are the same; the GIN
 * index gathers every posting of a prefix's words into one bitmap before it combines them with the
 * other words and filters, where a whole word's postings are combined as they are read: the word
 * itself, which most of the matches hold, leaves the bitmap (`games` in a category at 1 M creators:
 * 30 ms → 7.5 ms; with a gender and a price: 46 → 24 ms; `retro`, 36 letters, gained nothing).
 */
async function prefixSplits(database: Database, prefixes: string[]): Promise<Map<string, string[]>> {
  const splits = new Map<string, string[]>();
  if (prefixes.length === 0) return splits;
  for (const [prefix, letters] of await lettersAfter(database, [...new Set(prefixes)], SPLIT_LETTERS + 1)) {
    if (letters.length > 0 && letters.length <= SPLIT_LETTERS) {
      splits.set(prefix, [quoteLexeme(prefix), ...letters.map((letter) => `${quoteLexeme(prefix + letter)}:*`)]);
    }
  }
  return splits;
}

/** "Did you mean": every corrected word replaced by its closest correction (or the joined form's). */
function suggestionOf(words: string[], byText: Map<string, Lookup>, joined: Lookup | undefined): string | null {
  const fixed = words.map((word) => byText.get(word)?.fixes[0] ?? word);
  if (fixed.some((word, index) => word !== words[index])) return fixed.join(' ');
  return joined?.fixes[0] ?? null;
}

/**
 * Whether each text is a dictionary word, and its closest dictionary words when it is not. The
 * joined form of several words is not corrected by two typos when every word is a dictionary word
 * (the visitor typed real words; a trigram search of the joined form would only cost time).
 */
async function lookUp(database: Database, texts: string[], joined: string | null): Promise<Lookup[]> {
  const known = await dictionaryWords(database, texts);
  // Only the texts that are not words are corrected: the one-typo variants of a long username are
  // thousands of lookups (7,500 for a username of two words and its joined form: 115 ms at 1 M).
  const correctable = texts.filter((text) => text.length >= MIN_CORRECTED_WORD_LENGTH && !known.has(text));
  const candidates = new Map<string, string[]>();
  for (const text of correctable) {
    const letters = lookAlikeLetters(text);
    const variants = oneTypoVariants(text);
    if (letters) variants.push(letters, ...oneTypoVariants(letters));
    candidates.set(text, variants);
  }
  for (const word of await dictionaryWords(database, [...new Set([...candidates.values()].flat())])) known.add(word);
  const lookups = texts.map((text): Lookup => {
    const exact = known.has(text);
    if (exact) return { text, exact, fixes: [] };
    const letters = lookAlikeLetters(text);
    const fixes = (candidates.get(text) ?? [])
      .filter((word) => known.has(word))
      .sort((a, b) => rankFix(text, letters, a) - rankFix(text, letters, b) || a.localeCompare(b))
      .slice(0, CORRECTIONS_PER_WORD);
    return { text, exact, fixes };
  });
  const wordsExact = lookups.every((lookup) => lookup.text === joined || lookup.exact);
  const twoTypo = lookups.filter(
    (lookup) =>
      !lookup.exact &&
      lookup.fixes.length === 0 &&
      lookup.text.length >= MIN_TWO_TYPO_LENGTH &&
      !(lookup.text === joined && wordsExact),
  );
  if (twoTypo.length > 0) await addTwoTypoFixes(database, twoTypo);
  return lookups;
}

/** Look-alike readings first, then by typo distance. */
function rankFix(text: string, letters: string | null, fix: string): number {
  if (fix === letters) return 0;
  return typoDistance(text, fix) + (letters && typoDistance(letters, fix, 1) <= 1 ? 0.5 : 1);
}

/** Dictionary words two typos away: trigram candidates, kept when the edit distance is at most 2. */
async function addTwoTypoFixes(database: Database, lookups: Lookup[]): Promise<void> {
  const rows = await trigramCandidates(
    database,
    lookups.map((lookup) => lookup.text),
    MIN_SIMILARITY,
    TWO_TYPO_CANDIDATES,
  );
  for (const lookup of lookups) {
    lookup.fixes = rows
      .filter((row) => row.text === lookup.text && typoDistance(row.word, lookup.text) <= 2)
      .map((row) => row.word)
      .sort((a, b) => typoDistance(lookup.text, a) - typoDistance(lookup.text, b) || a.localeCompare(b))
      .slice(0, CORRECTIONS_PER_WORD);
  }
}
