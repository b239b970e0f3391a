import { describe, expect, it } from 'vitest';
import {
  effectivePriceCents,
  formatCompactCount,
  formatCoordinates,
  formatCount,
  formatPrice,
  matchesPriceFilter,
  parseCoordinates,
  promoPercentOff,
  slugify,
  stripHtml,
} from '../src';

describe('formatPrice', () => {
  it.each([
    [999, '$9.99'],
    [0, 'free'],
    [1, '$0.01'],
    [1500, '$15.00'],
    [123456, '$1,234.56'],
    [null, null],
    [undefined, null],
    [-100, null],
    [Number.NaN, null],
  ])('%s cents → %s', (cents, expected) => {
    expect(formatPrice(cents)).toBe(expected);
  });
});

/** Seeded sample of whole numbers at every magnitude, with the rounding edges of each unit. */
function countsToCompare(): number[] {
  let seed = 20261126;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const values = [0, 1, 9, 10, 999, 1000, 1049, 1050, 1051, 9999, 99_949, 99_950, 999_949, 999_950, 999_999];
  for (const edge of [1e3, 1e6, 1e9, 1e12, 1e15]) values.push(edge - 1, edge, edge + 1, edge * 1.05, edge * 0.99995);
  for (let index = 0; index < 2000; index += 1) values.push(Math.floor(10 ** (random() * 15)));
  return values.map(Math.round);
}

describe('number formats (the same text as Intl.NumberFormat en-US, without it)', () => {
  const full = new Intl.NumberFormat('en-US');
  const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
  const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  const values = countsToCompare();

  it('formatCount writes thousands separators', () => {
    for (const value of [...values, ...values.filter((v) => v > 0).map((v) => -v)])
      expect(formatCount(value)).toBe(full.format(value));
  });

  it('formatCompactCount writes K, M, B and T with at most one decimal', () => {
    for (const value of [...values, ...values.filter((v) => v > 0).map((v) => -v)]) {
      expect(formatCompactCount(value), String(value)).toBe(compact.format(value));
    }
  });

  it('formatPrice writes dollars and cents', () => {
    for (const cents of values.filter((v) => v > 0 && v < 1e13)) {
      expect(formatPrice(cents), String(cents)).toBe(usd.format(cents / 100));
    }
  });
});

describe('prices and promotions', () => {
  it('effective price is the lower promo price when there is one', () => {
    expect(effectivePriceCents(1000, 500)).toBe(500);
    expect(effectivePriceCents(1000, null)).toBe(1000);
    expect(effectivePriceCents(1000, 1200)).toBe(1000);
    expect(effectivePriceCents(null, 300)).toBe(300);
    expect(effectivePriceCents(null, null)).toBeNull();
    expect(effectivePriceCents(1000, 0)).toBe(0);
  });

  it('percent off', () => {
    expect(promoPercentOff(1000, 250)).toBe(75);
    expect(promoPercentOff(999, 333)).toBe(67);
    expect(promoPercentOff(1000, 1000)).toBeNull();
    expect(promoPercentOff(0, 0)).toBeNull();
    expect(promoPercentOff(1000, null)).toBeNull();
  });

  it.each([
    ['free', 0, true],
    ['free', 1, false],
    ['under5', 500, true],
    ['under5', 501, false],
    ['5to15', 500, false],
    ['5to15', 501, true],
    ['5to15', 1499, true],
    ['5to15', 1500, false],
    ['over15', 1500, true],
    ['over15', 1499, false],
    ['any', null, true],
    ['under5', null, false],
  ] as const)('%s matches %s cents: %s', (filter, cents, expected) => {
    expect(matchesPriceFilter(cents, filter)).toBe(expected);
  });
});

describe('stripHtml', () => {
  it.each([
    ['<p>Hello <b>world</b></p>', 'Hello world'],
    ['Tom &amp; Jerry &lt;3 &gt; &quot;cats&quot; &#39;n&#39; dogs', 'Tom & Jerry <3 > "cats" \'n\' dogs'],
    ['a&nbsp;&nbsp;b', 'a b'],
    ['line one<br>line two<br/>three', 'line one line two three'],
    ['  lots \n\n of\t space  ', 'lots of space'],
    ['<script>alert(1)</script>safe<style>p{}</style>', 'safe'],
    ['&amp;lt;b&amp;gt;', '&lt;b&gt;'],
    ['&lt;b&gt;not a tag&lt;/b&gt;', '<b>not a tag</b>'],
    ['super<i>man</i> <!-- note -->', 'superman'],
    ['&#x1F600; &unknown;', '😀 &unknown;'],
    ['', ''],
  ])('%j → %j', (html, text) => {
    expect(stripHtml(html)).toBe(text);
  });

  it('handles null', () => {
    expect(stripHtml(null)).toBe('');
  });
});

describe('coordinates', () => {
  it('parses and formats', () => {
    expect(parseCoordinates('52.52, 13.405')).toEqual({ lat: 52.52, lon: 13.405 });
    expect(parseCoordinates('52.52,13.405')).toEqual({ lat: 52.52, lon: 13.405 });
    expect(parseCoordinates('91, 0')).toBeNull();
    expect(parseCoordinates('0, -181')).toBeNull();
    expect(parseCoordinates('')).toBeNull();
    expect(parseCoordinates('north, east')).toBeNull();
    expect(formatCoordinates({ lat: 52.520008, lon: 13.404954 })).toBe('52.52, 13.405');
    expect(parseCoordinates(formatCoordinates({ lat: -33.86789, lon: 151.20732 }))).toEqual({
      lat: -33.8679,
      lon: 151.2073,
    });
  });
});

describe('slugify', () => {
  it.each([
    ['Cosplay & Gaming', 'cosplay-gaming'],
    ['  Fitness  ', 'fitness'],
    ['Café Crème', 'cafe-creme'],
    ['ASMR 🎧', 'asmr'],
    ['1-on-1 Calls', '1-on-1-calls'],
    ['🔥', ''],
  ])('%j → %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});
