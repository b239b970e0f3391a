import { stripHtml } from '@fanlens/shared';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '@/components/avatar/avatar';
import { VerifiedIcon } from '@/components/icons/icons';
import { PlatformBadge } from '@/components/platform-badge/platform-badge';
import { Stars } from '@/components/stars/stars';
import { paths } from '@/config/paths';
import type { Creator } from '@/types/api';
import { CreatorPrice } from './creator-price';
import './creator-card.css';
import { useFormats } from '@/lib/formats';

export interface CreatorCardProps {
  creator: Creator;
  /** Level of the name's heading (3 under a section's h2). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * A creator in a list: avatar, name, @username, platform, stars and review count, price and
 * promotion, and the bio as plain text. The whole card links to the creator page.
 */
export function CreatorCard({ creator, headingLevel = 3, className }: CreatorCardProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  const Heading = `h${headingLevel}` as const;
  const name = creator.name?.trim() || creator.username;
  const { rating, reviewCount } = creator.reviewsStatistic;
  const bio = stripHtml(creator.bio);
  return (
    <article className={clsx('creator-card', className)} data-testid="creator-card">
      <div className="creator-card__top">
        <Avatar className="creator-card__avatar" name={name} src={creator.media.avatar} size="lg" />
        <PlatformBadge platform={creator.platform} />
      </div>
      <div className="stack creator-card__identity">
        <Heading className="creator-card__name">
          <Link className="creator-card__link" to={paths.creator(creator.username)}>
            {name}
          </Link>
          {creator.verified && (
            <span className="creator-card__verified" title={t('components.creatorCard.verified')}>
              <VerifiedIcon size={16} />
              <span className="visually-hidden">{t('components.creatorCard.verified')}</span>
            </span>
          )}
        </Heading>
        <p className="creator-card__username">@{creator.username}</p>
      </div>
      <div className="cluster creator-card__rating">
        <Stars rating={rating} />
        {reviewCount > 0 ? (
          <span className="creator-card__reviews">
            <span className="creator-card__rating-value" aria-hidden="true">
              {formats.decimal(rating, 1)}
            </span>{' '}
            ({t('components.creatorCard.reviews', { count: reviewCount })})
          </span>
        ) : (
          <span className="creator-card__reviews">{t('components.creatorCard.noReviews')}</span>
        )}
      </div>
      {bio && <p className="creator-card__bio">{bio}</p>}
      <p className="cluster creator-card__price">
        <CreatorPrice creator={creator} />
      </p>
    </article>
  );
}
