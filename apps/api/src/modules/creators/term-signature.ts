import type { SqlParams } from './creator-filter';

/**
 * A search term tested on the creators' term signatures (migration 0015): `creators.term_signature`
 * is a Bloom filter of 512 bits over the words of the creator's document (3 bits each) and the
 * first one, two and three letters of each word (2 bits each), held by every sort index, so a walk
 * tests a term on the index entry before it reads the row. A signature holding every bit of a
 * word's mask may still lack the word (about 3 % of creators for a given word, 10 % for a prefix):
 * the row is then read and the term checked on it, so the test only spares rows, never loses one.
 */
type Node =
  | { kind: 'word'; word: string }
  | { kind: 'prefix'; prefix: string }
  | { kind: 'and' | 'or'; parts: Node[] }
  | { kind: 'not' };

/** Parses the tsquery text the search resolver builds: quoted lexemes, `:*`, `!`, `&`, `|`, parentheses. */
export function parseTsQuery(text: string): Node {
  let at = 0;
  const skipSpaces = () => {
    while (text[at] === ' ') at++;
  };
  const fail = (): never => {
    throw new Error(`unexpected tsquery text at ${at}: ${text}`);
  };
  const operand = (): Node => {
    skipSpaces();
    if (text[at] === '!') {
      at++;
      operand();
      return { kind: 'not' };
    }
    if (text[at] === '(') {
      at++;
      const inner = either();
      skipSpaces();
      if (text[at] !== ')') fail();
      at++;
      return inner;
    }
    if (text[at] !== "'") fail();
    let word = '';
    for (at++; ; at++) {
      if (at >= text.length) fail();
      const char = text[at];
      if (char === '\\') word += text[++at] ?? '';
      else if (char === "'" && text[at + 1] === "'") word += text[at++];
      else if (char === "'") break;
      else word += char;
    }
    at++;
    if (text.startsWith(':*', at)) {
      at += 2;
      return { kind: 'prefix', prefix: word };
    }
    return { kind: 'word', word };
  };
  const joined = (kind: 'and' | 'or', operator: string, next: () => Node) => (): Node => {
    const parts = [next()];
    for (skipSpaces(); text[at] === operator; skipSpaces()) {
      at++;
      parts.push(next());
    }
    return parts.length === 1 ? parts[0]! : { kind, parts };
  };
  const both = joined('and', '&', operand);
  const either = joined('or', '|', both);
  const node = either();
  skipSpaces();
  if (at !== text.length) fail();
  return node;
}

/**
 * SQL condition on the index entry `c` that every creator matching `tsquery` meets (a superset of
 * the matches): each word or prefix as a test of its signature bits, a negation as true. The masks
 * are computed by the database from constants, once per statement.
 */
export function signatureCondition(tsquery: string, params: SqlParams): string {
  const sql = (node: Node): string => {
    switch (node.kind) {
      case 'word':
        return maskTest(`discovery_word_mask(${params.add(node.word)})`);
      case 'prefix':
        return maskTest(`discovery_prefix_mask(${params.add(node.prefix)})`);
      case 'not':
        return 'true';
      default:
        return `(${node.parts.map(sql).join(` ${node.kind} `)})`;
    }
  };
  return sql(parseTsQuery(tsquery));
}

function maskTest(mask: string): string {
  return `(c.term_signature & ${mask}) = ${mask}`;
}
