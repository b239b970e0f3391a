import { promoPercentOff } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import type { Creator } from '@/types/api';
import { useFormats } from '@/lib/formats';

/** '$9.99' or 'free'; with a promotion, the promo price, the struck regular price and '-30%'. */
export function CreatorPrice({ creator }: { creator: Pick<Creator, 'price' | 'promoPrice' | 'promoOff'> }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const regular = formats.price(creator.price);
  const percent = creator.promoOff || promoPercentOff(creator.price, creator.promoPrice);
  const promo = percent && creator.promoPrice != null ? formats.price(creator.promoPrice) : null;
  if (!promo || !percent) {
    return regular ? <span className="creator-card__price-now">{regular}</span> : null;
  }
  return (
    <>
      <span className="creator-card__price-now">{promo}</span>
      {regular && (
        <s className="creator-card__price-was">
          <span className="visually-hidden">{t('components.creatorCard.regularPrice', { price: regular })}</span>
          <span aria-hidden="true">{regular}</span>
        </s>
      )}
      <span className="creator-card__promo">
        <span className="visually-hidden">
          {t('components.creatorCard.promoLabel', { percent: formats.percent(percent) })}
        </span>
        <span aria-hidden="true">{t('components.creatorCard.promo', { percent: formats.percent(percent) })}</span>
      </span>
    </>
  );
}
