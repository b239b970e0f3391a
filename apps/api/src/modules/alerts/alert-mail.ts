import { creatorPagePath, type Language } from '@fanlens/shared';
import { ALERT_TEXTS } from './alert-texts';
import type { MailEvent } from './mail-queries';

/** What an alert e-mail says (plain text). */
export interface AlertMailText {
  subject: string;
  text: string;
}

const money = (language: Language, cents: number | null) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format((cents ?? 0) / 100);

const day = (language: Language, value: Date | string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(value));

/** One event in words: the headline, and the promotion's end when it has one. */
function eventLines(language: Language, event: MailEvent): { headline: string; end: string | null } {
  const texts = ALERT_TEXTS[language];
  const words = {
    name: event.name.trim() || event.username,
    price: money(language, event.kind === 'promotion' ? event.promo_price_cents : event.price_cents),
    before: money(language, event.kind === 'promotion' ? event.price_cents : event.price_before_cents),
    off: event.promo_off ?? 0,
    ends: event.promo_ends_at ? day(language, event.promo_ends_at) : null,
  };
  const headline =
    event.kind === 'promotion'
      ? texts.promotion(words)
      : event.kind === 'free'
        ? texts.free(words)
        : texts.priceDrop(words);
  return { headline, end: event.kind === 'promotion' && words.ends ? texts.until(words.ends) : null };
}

/**
 * The e-mail of one alert mail: about one creator (its events, newest last, the subject from the
 * newest) or a weekly digest (every event, one paragraph each).
 */
export function alertMailText(options: {
  language: Language;
  recipientName: string;
  digest: boolean;
  events: MailEvent[];
  publicUrl: string;
  unsubscribeUrl: string;
}): AlertMailText {
  const { language, events, publicUrl } = options;
  const texts = ALERT_TEXTS[language];
  const paragraphs = events.map((event) => {
    const { headline, end } = eventLines(language, event);
    return [`${headline}.`, ...(end ? [end] : []), texts.see(`${publicUrl}${creatorPagePath(event.username)}`)].join(
      '\n',
    );
  });
  const subject = options.digest ? texts.digestSubject(events.length) : eventLines(language, events.at(-1)!).headline;
  const body = [
    texts.hello(options.recipientName),
    '',
    ...(options.digest ? [texts.digestLead, ''] : []),
    paragraphs.join('\n\n'),
    '',
    '--',
    texts.why,
    texts.choose(`${publicUrl}/my-profile`),
    texts.stop(options.unsubscribeUrl),
  ];
  return { subject, text: body.join('\n') };
}
