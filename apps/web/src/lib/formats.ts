import {
  COMMUNITY_SIZE,
  DEFAULT_LANGUAGE,
  REVIEW_DATE_FORMAT,
  formatCompactCount,
  formatCount,
  formatPrice,
} from '@fanlens/shared';
import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import utc from 'dayjs/plugin/utc';
import { useTranslation } from 'react-i18next';

dayjs.extend(advancedFormat);
dayjs.extend(utc);

/** Numbers, prices, percentages and dates written the way a language writes them. */
export interface Formats {
  /** A whole number with the language's group separators: '1,234' / '1234' / '1.234'. */
  count(value: number): string;
  /** A short count: '1.3K' / '1,3 mil' / '1,3 Tsd.'. */
  compact(value: number): string;
  /** A number with exactly `digits` decimals (ratings): '4.5' / '4,5'. */
  decimal(value: number, digits: number): string;
  /** Cents as a US dollar price, 0 as the language's word for free; null when there is none. */
  price(cents: number | null | undefined): string | null;
  /** A whole percentage: '30%' / '30 %'. */
  percent(value: number): string;
  /** A review date on the UTC calendar (docs/product.md): 'Mar 5th, 2024' / '5 de marzo de 2024'. */
  date(iso: string): string;
  /** A day ('2024-03-05') in short: 'Mar 5' / '5 mar' / '5. März'. */
  day(date: string): string;
  /** A moment with its time, in the visitor's zone: 'Mar 5, 2024, 3:04 PM' / '5 mar 2024, 15:04'. */
  dateTime(iso: string): string;
  /** The month an account was made ('2023-04'): 'Apr 2023' / 'abr 2023' / 'Apr. 2023'. */
  memberSince(month: string): string;
  /** A month ('2024-03'), long or short: 'March 2024' / 'marzo de 2024', 'Mar' / 'mar'. */
  month(month: string, style: 'long' | 'short'): string;
  /** The community's size with a plus: '45,000+' / '45.000+'. */
  community: string;
}

const englishDateTime = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * English keeps the hand-written formats of packages/shared (no Intl data to load while a page
 * hydrates, docs/decisions/010-server-rendering.md); the other languages format through Intl.
 */
const english: Formats = {
  count: formatCount,
  compact: formatCompactCount,
  decimal: (value, digits) => value.toFixed(digits),
  price: formatPrice,
  percent: (value) => `${value}%`,
  date: (iso) => dayjs.utc(iso).format(REVIEW_DATE_FORMAT),
  day: (date) => dayjs.utc(date).format('MMM D'),
  dateTime: (iso) => englishDateTime.format(new Date(iso)),
  memberSince: (month) => dayjs.utc(`${month}-01`).format('MMM YYYY'),
  month: (month, style) => dayjs.utc(`${month}-01`).format(style === 'long' ? 'MMMM YYYY' : 'MMM'),
  community: `${formatCount(COMMUNITY_SIZE)}+`,
};

/** Words for a price of 0, per language (lower case, as it shows in a sentence). */
const FREE: Record<string, string> = { es: 'gratis', de: 'kostenlos' };

function intlFormats(language: string): Formats {
  const count = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  const compact = new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 1 });
  // From 100 of a unit on, no decimal ('123 mil', '123 Tsd.'): short enough for a stats column.
  const compactWhole = new Intl.NumberFormat(language, { notation: 'compact', maximumFractionDigits: 0 });
  const oneDecimal = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  const whole = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
  const mantissa = (value: number) => Math.abs(value) / 1000 ** Math.floor(Math.log10(Math.abs(value)) / 3);
  const price = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' });
  const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 });
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
  const longMonth = new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const shortMonth = new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' });
  const shortDay = new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const shortMonthYear = new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const decimals = new Map<number, Intl.NumberFormat>();
  return {
    count: (value) => count.format(value),
    // German's short compact form has no thousands ('1300'): written 'Tsd.' as German writes it.
    compact: (value) => {
      const big = Math.abs(value) >= 1000 && mantissa(value) >= 99.95;
      if (language === 'de' && Math.abs(value) >= 1000 && Math.abs(value) < 1_000_000) {
        const thousands = big ? Math.round(value / 1000) : Math.round(value / 100) / 10;
        // 999.6 thousand reads '1 Mio.', as a million does.
        if (Math.abs(thousands) >= 1000) return compact.format(Math.sign(value) * 1_000_000);
        return `${(big ? whole : oneDecimal).format(thousands)}\u00a0Tsd.`;
      }
      return (big ? compactWhole : compact).format(value);
    },
    decimal: (value, digits) => {
      let format = decimals.get(digits);
      if (!format) {
        format = new Intl.NumberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits });
        decimals.set(digits, format);
      }
      return format.format(value);
    },
    price: (cents) => {
      if (cents == null || !Number.isFinite(cents) || cents < 0) return null;
      return cents === 0 ? (FREE[language] ?? 'free') : price.format(Math.round(cents) / 100);
    },
    percent: (value) => percent.format(value / 100),
    date: (iso) => date.format(new Date(iso)),
    day: (day) => shortDay.format(new Date(`${day}T00:00:00Z`)),
    dateTime: (iso) => dateTime.format(new Date(iso)),
    memberSince: (month) => shortMonthYear.format(new Date(`${month}-01T00:00:00Z`)),
    month: (month, style) => (style === 'long' ? longMonth : shortMonth).format(new Date(`${month}-01T00:00:00Z`)),
    community: `${count.format(COMMUNITY_SIZE)}+`,
  };
}

const byLanguage = new Map<string, Formats>([[DEFAULT_LANGUAGE, english]]);

/** The formats of a language (made once per language). */
export function formatsFor(language: string): Formats {
  let formats = byLanguage.get(language);
  if (!formats) {
    formats = intlFormats(language);
    byLanguage.set(language, formats);
  }
  return formats;
}

/** The formats of the interface's current language. */
export function useFormats(): Formats {
  const { i18n } = useTranslation();
  return formatsFor(i18n.language);
}
