import { describe, expect, it } from 'vitest';
import {
  effectivePriceCents,
  formatCoordinates,
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
