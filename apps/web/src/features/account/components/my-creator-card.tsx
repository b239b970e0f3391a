import { PLATFORM_NAMES } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '@/components/avatar/avatar';
import { ButtonLink } from '@/components/button/button-link';
import { paths } from '@/config/paths';
import type { Creator } from '@/types/api';
import { useFormats } from '@/lib/formats';

/**
 * One of the signed-in creator's pages at a glance, with links to it, its editor and its
 * analytics (docs/product/accounts.md, "The account page"). `several`: the user has more than one page.
 */
export function MyCreatorCard({ creator, several = false }: { creator: Creator; several?: boolean }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const titleId = `account-creator-title-${creator.id}`;
  const { rating, reviewCount } = creator.reviewsStatistic;
  return (
    <section className="card stack account-card account-creator" aria-labelledby={titleId}>
      <h2 id={titleId} className="account-card__title">
        {several
          ? t('account.creator.titleOn', { platform: PLATFORM_NAMES[creator.platform] })
          : t('account.creator.title')}
      </h2>
      <div className="account-creator__who">
        <Avatar name={creator.name || creator.username} src={creator.media.avatar} size="lg" />
        <div className="stack account-creator__names">
          <p className="cluster account-creator__name">
            <span>{creator.name || creator.username}</span>
            {creator.verified && (
              <span className="account-creator__badge">
                <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
                  <path d="M3.5 8.5 6.5 11.5 12.5 4.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
                </svg>
                {t('account.creator.verified')}
              </span>
            )}
          </p>
          <p className="account-creator__username">@{creator.username}</p>
          <p className="account-creator__platform">{PLATFORM_NAMES[creator.platform]}</p>
        </div>
      </div>
      <p className="account-creator__rating">
        {reviewCount > 0 ? (
          <>
            <span className="account-creator__stars" aria-hidden="true">
              ★
            </span>
            <strong>
              <span className="visually-hidden">{t('account.creator.rating')} </span>
              {formats.decimal(rating, 1)}
            </strong>
            <span className="account-creator__count">{t('account.creator.reviews', { count: reviewCount })}</span>
          </>
        ) : (
          <span className="account-creator__count">{t('account.creator.noRating')}</span>
        )}
      </p>
      <div className="stack account-creator__actions">
        <ButtonLink to={paths.creator(creator.username)} block>
          {t('account.creator.view')}
        </ButtonLink>
        <div className="account-creator__tools">
          <ButtonLink variant="secondary" size="sm" to={paths.creatorEdit({ page: creator.id })}>
            {t('account.creator.edit')}
          </ButtonLink>
          <ButtonLink variant="secondary" size="sm" to={paths.creatorAnalytics({ page: creator.id })}>
            {t('account.creator.analytics')}
          </ButtonLink>
          <ButtonLink variant="secondary" size="sm" to={paths.creatorBadge({ page: creator.id })}>
            {t('account.creator.badge')}
          </ButtonLink>
        </div>
        <Link to={paths.reviewsLeftForMe({ page: several ? creator.id : undefined })} className="account-creator__link">
          {t('account.creator.reviewsLeftForMe')}
        </Link>
      </div>
    </section>
  );
}
