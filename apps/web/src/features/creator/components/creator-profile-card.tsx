import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/avatar/avatar';
import { GrowthPanel } from '@/components/growth/growth-panel';
import { VerifiedIcon } from '@/components/icons/icons';
import { PlatformBadge } from '@/components/platform-badge/platform-badge';
import { Stars } from '@/components/stars/stars';
import type { Creator } from '@/types/api';
import { CreatorStats } from './creator-stats';
import { useFormats } from '@/lib/formats';

/** The left card: avatar, name, @username, rating with stars, labels, the statistics and their growth. */
export function CreatorProfileCard({ creator }: { creator: Creator }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const name = creator.name?.trim() || creator.username;
  const { rating, reviewCount } = creator.reviewsStatistic;
  return (
    <section className="card stack creator-profile" aria-labelledby="creator-name">
      <Avatar className="creator-profile__avatar" name={name} src={creator.media.avatar} size="lg" />
      <div className="stack creator-profile__identity">
        <h1 id="creator-name" className="creator-profile__name">
          <span>{name}</span>
          {creator.verified && (
            <span className="creator-profile__verified" title={t('creator.verified')}>
              <VerifiedIcon size={22} />
              <span className="visually-hidden">{t('creator.verified')}</span>
            </span>
          )}
        </h1>
        <p className="creator-profile__username">@{creator.username}</p>
      </div>
      <div className="cluster creator-profile__labels">
        <PlatformBadge platform={creator.platform} />
        {creator.location && (
          <span className="creator-profile__label">
            <span className="visually-hidden">{t('creator.location')}: </span>
            {creator.location}
          </span>
        )}
        {creator.gender !== 'unknown' && (
          <span className="creator-profile__label">{t(`creator.gender.${creator.gender}`)}</span>
        )}
      </div>
      <div className="cluster creator-profile__rating" data-testid="creator-rating">
        <Stars rating={rating} size="md" />
        {reviewCount > 0 ? (
          <>
            <strong className="creator-profile__rating-value">{formats.decimal(rating, 1)}</strong>
            <span className="creator-profile__rating-count">
              ({t('creator.rating.reviews', { count: reviewCount })})
            </span>
          </>
        ) : (
          <span className="creator-profile__rating-count">{t('creator.rating.none')}</span>
        )}
      </div>
      <CreatorStats counters={creator.counters} />
      <GrowthPanel creatorId={creator.id} />
    </section>
  );
}
