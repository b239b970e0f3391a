import type { Deal } from '@fanlens/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** 'Ends in 3 days' / 'Ends in 5 hours' / 'No end date' / 'Free for good'. */
export function DealTimeLeft({ deal }: { deal: Deal }) {
  const { t } = useTranslation();
  // The moment the card is first shown (the time left does not tick).
  const [now] = useState(() => Date.now());
  let text: string;
  if (deal.off === 100) text = t('deals.card.nowFree');
  else if (!deal.endsAt) text = t('deals.card.noEnd');
  else {
    const left = Math.max(0, Date.parse(deal.endsAt) - now);
    text =
      left >= DAY
        ? t('deals.card.endsInDays', { count: Math.floor(left / DAY) })
        : t('deals.card.endsInHours', { count: Math.max(1, Math.ceil(left / HOUR)) });
  }
  // The server's and the browser's clocks differ by the time the page took to arrive.
  return (
    <span className="deal-card__time" suppressHydrationWarning>
      {text}
    </span>
  );
}
