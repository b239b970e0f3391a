import type { DealCreator } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '@/components/avatar/avatar';
import { PlatformBadge } from '@/components/platform-badge/platform-badge';
import { paths } from '@/config/paths';
import { useFormats } from '@/lib/formats';
import { DealTimeLeft } from './deal-time-left';

/** A creator on a deal: who, the price before (struck) and now, the percent off and the time left. */
export function DealCard({ creator }: { creator: DealCreator }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const { deal } = creator;
  const name = creator.name?.trim() || creator.username;
  const was = formats.price(deal.wasPrice);
  return (
    <article className="deal-card" data-testid="deal-card">
      <div className="deal-card__top">
        <Avatar name={name} src={creator.media.avatar} size="lg" />
        <span className="deal-card__off" data-testid="deal-off">
          {t('deals.card.off', { percent: formats.percent(deal.off) })}
        </span>
      </div>
      <h2 className="deal-card__name">
        <Link className="deal-card__link" to={paths.creator(creator.username)}>
          {name}
        </Link>
      </h2>
      <p className="deal-card__username">@{creator.username}</p>
      <PlatformBadge platform={creator.platform} />
      <p className="deal-card__prices">
        <span className="deal-card__now">{formats.price(deal.price)}</span>
        {was && (
          <s className="deal-card__was">
            <span className="visually-hidden">{t('deals.card.was', { price: was })}</span>
            <span aria-hidden="true">{was}</span>
          </s>
        )}
      </p>
      <DealTimeLeft deal={deal} />
    </article>
  );
}
