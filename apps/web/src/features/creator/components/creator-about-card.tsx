import { PLATFORM_NAMES } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button/button';
import { ButtonLink } from '@/components/button/button-link';
import { CreatorPrice } from '@/components/creator-card/creator-price';
import { ArrowRightIcon } from '@/components/icons/icons';
import { paths } from '@/config/paths';
import type { Creator } from '@/types/api';
import { countPlatformClick } from '../api/count-platform-click';
import { safeHref } from './bio-html';
import { CreatorBio } from './creator-bio';
import { CreatorTags } from './creator-tags';
import { FavoriteButton } from './favorite-button';
import { PriceHistory } from './price-history';
import { SocialLinks } from './social-links';
import { useFormats } from '@/lib/formats';

export interface CreatorAboutCardProps {
  creator: Creator;
  signedIn: boolean;
  /** The signed-in user's own creator page. */
  ownPage: boolean;
}

/** The right card: price and promotion, favorite toggle, platform link, bio, tags and social links. */
export function CreatorAboutCard({ creator, signedIn, ownPage }: CreatorAboutCardProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  const platformUrl = safeHref(creator.url);
  const hasPrice = formats.price(creator.price) !== null || formats.price(creator.promoPrice) !== null;
  return (
    <section className="card stack creator-about" aria-label={t('creator.about')}>
      <div className="creator-offer">
        <div className="creator-offer__price">
          <p className="eyebrow creator-offer__label">{t('creator.price.label')}</p>
          <p className="cluster creator-offer__value" data-testid="creator-price">
            {hasPrice ? <CreatorPrice creator={creator} /> : t('creator.price.notAvailable')}
          </p>
        </div>
        <div className="stack creator-offer__actions">
          {signedIn && !ownPage && <FavoriteButton creator={creator} />}
          {platformUrl && (
            <a
              className={buttonClass({ variant: 'primary', block: true })}
              href={platformUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => countPlatformClick(creator.id)}
              aria-label={t('creator.viewOnPlatformLabel', { platform: PLATFORM_NAMES[creator.platform] })}
            >
              {t('creator.viewOnPlatform')}
              <ArrowRightIcon size={16} />
            </a>
          )}
        </div>
      </div>
      <PriceHistory creator={creator} />
      {ownPage && (
        <div className="creator-own">
          <p>
            {t('creator.ownPage')}{' '}
            <Link to={paths.reviewsLeftForMe({ page: creator.id })}>{t('creator.ownPageLink')}</Link>
          </p>
          <div className="cluster creator-own__tools">
            <ButtonLink variant="secondary" size="sm" to={paths.creatorEdit({ page: creator.id })}>
              {t('creatorTools.account.edit')}
            </ButtonLink>
            <ButtonLink variant="secondary" size="sm" to={paths.creatorAnalytics({ page: creator.id })}>
              {t('creatorTools.account.analytics')}
            </ButtonLink>
          </div>
        </div>
      )}
      <CreatorBio bio={creator.bio} />
      <CreatorTags creator={creator} signedIn={signedIn} />
      <SocialLinks links={creator.links} />
      {creator.editedAt && (
        <p className="creator-updated" data-testid="creator-updated">
          {t('creatorTools.updatedByCreator', { date: formats.date(creator.editedAt) })}
        </p>
      )}
    </section>
  );
}
