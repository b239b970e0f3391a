/**
 * Advance widths (in ems) of DejaVu Sans, the badge's first font; Verdana, the fallback most
 * systems have, is as wide within a few per cent. Enough to tell whether a line fits its room.
 */
const WIDTHS: Record<string, number> = {
  ' ': 0.318,
  ',': 0.318,
  '.': 0.318,
  '·': 0.318,
  a: 0.613,
  c: 0.55,
  e: 0.615,
  i: 0.278,
  l: 0.278,
  n: 0.634,
  o: 0.612,
  r: 0.411,
  s: 0.521,
  t: 0.392,
  v: 0.592,
  w: 0.818,
  y: 0.592,
  F: 0.575,
  L: 0.557,
  N: 0.748,
};
const DIGIT = 0.636;
const OTHER = 0.65;

/** A line's width in CSS pixels at `fontSize`, a little generous. */
export function textWidth(text: string, fontSize: number) {
  let ems = 0;
  for (const char of text) ems += /\d/.test(char) ? DIGIT : (WIDTHS[char] ?? OTHER);
  return ems * fontSize * 1.03;
}
