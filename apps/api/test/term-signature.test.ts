import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app';
import { buildCreator } from './helpers/factories/creators';
import { SqlParams } from '../src/modules/creators/creator-filter';
import { FACTS_SQL, RankedFacts } from '../src/modules/creators/ranked-facts';
import {
  anyOperand,
  parseTsQuery,
  quoteLexeme,
  signatureCondition,
  signatureDecides,
  signatureMatcher,
  signaturePrefixes,
} from '../src/modules/creators/term-signature';

let t: TestApp;

const BIOS = [
  '<p>Retro gaming &amp; speedruns every Friday, Zürich-based</p>',
  "Cooking, baking and <b>sourdough</b>; it's all homemade",
  'Yoga 4 beginners — mañana at 7am, x2 sessions',
  'Cosplay couples, fantasy, sci-fi and cozy streams',
  'Esports commentary: CS2, Valorant, Dota 2',
];

beforeAll(async () => {
  t = await buildTestApp();
  for (const [index, bio] of BIOS.entries()) {
    await buildCreator(t.database, {
      username: `maker_${index}_z${index * 7}`,
      name: ['Zoë Retro', "Ann O'Neil", 'Yusuf Bakr', 'Luna Canvas', 'Kai'][index],
      bio,
      tags: ['tag' + index, 'común'],
      location: ['Zürich', 'Lyon', 'Oslo', 'Tokyo', 'Austin'][index],
    });
  }
});
afterAll(async () => t?.close());

describe('term signatures', () => {
  it('parses the tsquery text the resolver builds', () => {
    expect(parseTsQuery("'luna' & 'canv':* | 'lunacanvas'")).toEqual({
      kind: 'or',
      parts: [
        {
          kind: 'and',
          parts: [
            { kind: 'word', word: 'luna' },
            { kind: 'prefix', prefix: 'canv' },
          ],
        },
        { kind: 'word', word: 'lunacanvas' },
      ],
    });
    expect(parseTsQuery("('o''neil' | 'a\\\\b':*) & !'x'")).toEqual({
      kind: 'and',
      parts: [
        {
          kind: 'or',
          parts: [
            { kind: 'word', word: "o'neil" },
            { kind: 'prefix', prefix: 'a\\b' },
          ],
        },
        { kind: 'not' },
      ],
    });
    expect(() => parseTsQuery("'open")).toThrow();
    expect(() => parseTsQuery("'a' 'b'")).toThrow();
  });

  it('lists every word and prefix a term looks up in the GIN index, any of them', async () => {
    const term = "('live' & 'music') | 'livemusic' | ('o''neil' & 'canv':*)";
    const any = anyOperand(term);
    expect(any).toBe("'live' | 'music' | 'livemusic' | 'o''neil' | 'canv':*");
    const [row] = await t.database.query<{ matches: boolean[] }>(
      `select array(select to_tsvector('simple', d) @@ $1::tsquery
         from unnest(array['live jazz', 'classical music', 'canvas', 'sound']) as d) as matches`,
      [any],
    );
    expect(row?.matches).toEqual([true, true, true, false]);
  });

  it("tests a word on every bit its creators hold: its own, its first letter's and its first three letters'", async () => {
    const [row] = await t.database.query<{ holds: boolean[] }>(
      `select array(select (discovery_word_mask(w) & m) = m and discovery_word_mask(w) <> m
         from unnest(array['manga', 'tutorials', 'go']) as w,
           lateral (select discovery_prefix_mask(left(w, 1)) | case when length(w) >= 3
             then discovery_prefix_mask(w) else B'0'::bit(512) end as m) masks) as holds`,
    );
    expect(row?.holds).toEqual([true, true, true]);
  });

  it('decides a term of one-letter prefixes alone (the first letters are exact), and no other', () => {
    for (const tsquery of ["'c':*", "'c':* & '7':*", "('c':* | 'd':*) & 'e':*"])
      expect(signatureDecides(tsquery)).toBe(true);
    for (const tsquery of ["'ca':*", "'c'", "'c':* & 'retro'", "'c':* & !'d':*", "'é':*", "'-':*"]) {
      expect(signatureDecides(tsquery), tsquery).toBe(false);
    }
  });

  it("reduces each prefix to what its test sees: the prefix's mask is that of the reduced prefix", async () => {
    const tsquery = "'production':* & 'retro' & ('pr':* | 'x':* | 'ga':* | 'gam':*)";
    const reduced = signaturePrefixes(tsquery);
    expect(reduced).toEqual(["'prod':*", "'p':*", "'x':*", "'g':*", "'gam':*"]);
    const prefixes = ['production', 'pr', 'x', 'ga', 'gam'];
    const [row] = await t.database.query<{ same: boolean[] }>(
      `select array(select discovery_prefix_mask(p.prefix) = discovery_prefix_mask(p.reduced)
         from unnest($1::text[], $2::text[]) as p(prefix, reduced)) as same`,
      [prefixes, reduced.map((operand) => operand.slice(1, -3))],
    );
    expect(row?.same).toEqual([true, true, true, true, true]);
  });

  it('tests a prefix of four letters or more on its first four: a word sharing only three fails', async () => {
    const [row] = await t.database.query<{ passes: boolean[] }>(
      `select array(select (discovery_term_signature(to_tsvector('simple', d.text)) & m) = m
         from unnest($1::text[]) as d(text), lateral (select discovery_prefix_mask($2) as m) mask) as passes`,
      [['angry angus', 'angela', 'los angeles', 'angel'], 'angel'],
    );
    expect(row?.passes).toEqual([false, true, true, true]);
  });

  it('tests alternatives first on the bits they all hold', () => {
    const params = new SqlParams();
    const condition = signatureCondition("('luna' & 'canv':*) | 'lunacanvas'", params);
    // The first test: the mask of luna's and canv's bits together, and lunacanvas's in common with it.
    expect(condition).toMatch(/^\(\(c\.term_signature & \(\(\S+ \| \S+\) & \S+\)\) = /);
    expect(signatureCondition("'luna' & 'canv':*", new SqlParams())).not.toMatch(/ \| /);
    expect(signatureCondition("'luna' | !'canv'", new SqlParams())).toMatch(
      /^\(\(c\.term_signature & discovery_word_mask\(\$1\)\) = \S+ or true\)$/,
    );
  });

  it('never leaves out a creator whose document matches (every word and prefix of it), in SQL and in memory alike', async () => {
    const words = await t.database.query<{ word: string }>(
      `select distinct w as word from creators c, unnest(tsvector_to_array(c.document)) w where w not like '§%'`,
    );
    expect(words.length).toBeGreaterThan(40);
    const queries = new Set<string>();
    const quote = quoteLexeme;
    for (const { word } of words) {
      queries.add(quote(word));
      for (let length = 1; length <= Math.min(5, [...word].length); length++)
        queries.add(`${quote([...word].slice(0, length).join(''))}:*`);
    }
    // Alternatives, as the resolver builds them (a word and its corrections, joined forms): tested
    // first on the bits every alternative holds (none known past a negation).
    for (let index = 0; index + 2 < words.length; index += 3) {
      const [a, b, c] = [words[index]!.word, words[index + 1]!.word, words[index + 2]!.word];
      queries.add(`${quote(a)} | ${quote(b)}`);
      queries.add(`(${quote(a)} & ${quote([...b].slice(0, 3).join(''))}:*) | ${quote(c)}`);
      queries.add(`${quote(a)} | ${quote(b)} & !${quote(c)}`);
    }
    const [ranked] = await t.database.query<{ ids: number[]; facts: Uint8Array }>(
      `select array_agg(c.id order by c.id) as ids, string_agg(${FACTS_SQL}, ''::bytea order by c.id) as facts from creators c`,
    );
    const facts = new RankedFacts(ranked!.facts);
    let leftOut = 0;
    let spared = 0;
    for (const query of queries) {
      // The same test in memory (the reviews ranking's) as in the database.
      const inMemory = await signatureMatcher(t.database, query);
      const params = new SqlParams();
      const passing = await t.database.query<{ id: number }>(
        `select c.id from creators c where ${signatureCondition(query, params)} order by c.id`,
        params.values,
      );
      const kept = ranked!.ids.filter((_, index) => inMemory(facts.signature(index)));
      expect(kept, query).toEqual(passing.map((row) => row.id));
      const counted = new SqlParams([query]);
      const [row] = await t.database.query<{ matches: number; pass: number; lost: number }>(
        `select count(*) filter (where c.document @@ $1::tsquery)::int as matches,
           count(*) filter (where ${signatureCondition(query, counted)})::int as pass,
           count(*) filter (where c.document @@ $1::tsquery and not (${signatureCondition(query, counted)}))::int as lost
         from creators c`,
        counted.values,
      );
      leftOut += row!.lost;
      spared += BIOS.length - row!.pass;
      expect(row!.matches, query).toBeGreaterThan(0);
    }
    expect(leftOut).toBe(0);
    // The test spares rows: most creators lack a given word and its bits.
    expect(spared).toBeGreaterThan(queries.size * 2);
  });
});
