import { formatPrice, promoPercentOff } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import type { Creator } from '@/types/api';

/** '$9.99' or 'free'; with a promotion, the promo price, the struck regular price and '-30%'. */
export function CreatorPrice({ creator }: { creator: Pick<Creator, 'price' | 'promoPrice' | 'promoOff'> }) {
  const { t } = useTranslation();
  const regular = formatPrice(creator.price);
  const percent = creator.promoOff || promoPercentOff(creator.price, creator.promoPrice);
  const promo = percent && creator.promoPrice != null ? formatPrice(creator.promoPrice) : null;
  if (!promo) {
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
        <span className="visually-hidden">{t('components.creatorCard.promoLabel', { percent })}</span>
        <span aria-hidden="true">{t('components.creatorCard.promo', { percent })}</span>
      </span>
    </>
  );
}
