import { DEFAULT_PAGE_SIZE } from '@fanlens/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button/button-link';
import { Page } from '@/components/page/page';
import { Pagination } from '@/components/pagination/pagination';
import { ReplyDialog } from '@/components/reply-dialog/reply-dialog';
import { ReviewList } from '@/components/review-card/review-list';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { creatorPagesOf, selectProfile, useProfileStore } from '@/lib/profile-store';
import { useSearchParams } from 'react-router';
import { PLATFORM_NAMES } from '@fanlens/shared';
import type { Review } from '@/types/api';
import { useReviewsLeftForMe } from '../api/get-reviews-left-for-me';
import { ReviewsEmpty } from '../components/reviews-empty';
import { useOffsetParam } from '../components/use-offset-param';
import '../components/reviews-pages.css';

/**
 * /reviews/left-for-me: reviews of the verified creator's pages (all, or the one `?page=<id>`
 * names, chosen in a filter when there are several), with their replies and a Reply (Edit reply)
 * button each (docs/product/reviews.md, "Review lists"). The route guard admits creators only.
 */
export default function ReviewsLeftForMeRoute() {
  const { t } = useTranslation();
  const profile = useProfileStore(selectProfile);
  const [offset, setOffset] = useOffsetParam();
  const [params, setParams] = useSearchParams();
  const pages = creatorPagesOf(profile);
  const chosen = pages.find((candidate) => candidate.id === Number(params.get('page')));
  const reviews = useReviewsLeftForMe(offset, chosen?.id);
  const [replyTo, setReplyTo] = useState<Review | null>(null);
  const forbidden = isApiError(reviews.error) && reviews.error.status === 403;
  const page = chosen ?? pages[0];
  const choosePage = (value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('offset');
      if (value) next.set('page', value);
      else next.delete('page');
      return next;
    });

  return (
    <Page title={t('reviews.leftForMe.title')} lead={t('reviews.leftForMe.lead')}>
      <div className="cluster reviews-page__bar">
        <p className="reviews-page__count">
          {reviews.data && reviews.data.count > 0 ? t('reviews.count', { count: reviews.data.count }) : null}
        </p>
        <div className="cluster reviews-page__tools">
          {pages.length > 1 && (
            <label className="reviews-page__filter">
              <span className="visually-hidden">{t('reviews.leftForMe.pageFilter')}</span>
              <select className="select" value={chosen?.id ?? ''} onChange={(event) => choosePage(event.target.value)}>
                <option value="">{t('reviews.leftForMe.allPages')}</option>
                {pages.map((candidate) => (
                  <option key={candidate.id} value={candidate.id}>
                    {`@${candidate.username} · ${PLATFORM_NAMES[candidate.platform]}`}
                  </option>
                ))}
              </select>
            </label>
          )}
          {page && (
            <ButtonLink variant="secondary" size="sm" to={paths.creator(page.username)}>
              {t('reviews.leftForMe.viewPage')}
            </ButtonLink>
          )}
        </div>
      </div>
      <div className="stack reviews-page__list">
        {forbidden ? (
          <div className="stack empty-state review-list__state" role="alert">
            <ReviewsEmpty
              title={t('reviews.leftForMe.forbidden')}
              action={<ButtonLink to={paths.verification()}>{t('reviews.leftForMe.verify')}</ButtonLink>}
            />
          </div>
        ) : (
          <ReviewList
            reviews={reviews.data?.results}
            isPending={reviews.isPending}
            isError={reviews.isError && !reviews.data}
            onRetry={() => void reviews.refetch()}
            isUpdating={reviews.isPlaceholderData}
            onReply={setReplyTo}
            empty={<ReviewsEmpty title={t('reviews.leftForMe.empty')} hint={t('reviews.leftForMe.emptyHint')} />}
          />
        )}
        {reviews.data && (
          <Pagination
            count={reviews.data.count}
            limit={reviews.data.limit || DEFAULT_PAGE_SIZE}
            offset={offset}
            onOffsetChange={setOffset}
          />
        )}
      </div>
      <ReplyDialog review={replyTo} onClose={() => setReplyTo(null)} />
    </Page>
  );
}
