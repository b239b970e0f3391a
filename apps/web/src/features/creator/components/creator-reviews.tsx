import { DEFAULT_PAGE_SIZE, DEFAULT_REVIEW_SORT, REVIEW_SORTS, type ReviewSort } from '@fanlens/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button } from '@/components/button/button';
import { Pagination } from '@/components/pagination/pagination';
import { ReplyDialog } from '@/components/reply-dialog/reply-dialog';
import { ReviewList } from '@/components/review-card/review-list';
import { paths } from '@/config/paths';
import type { Creator, Review } from '@/types/api';
import { useCreatorReviews } from '../api/get-creator-reviews';
import { OwnReviewActions } from '@/features/reviews/components/own-review-actions';
import { LeaveReviewDialog } from './leave-review-dialog';
import { RatingSummary } from './rating-summary';
import { ReviewSortSelect } from './review-sort-select';

function parseSort(value: string | null): ReviewSort {
  return (REVIEW_SORTS as readonly string[]).includes(value ?? '') ? (value as ReviewSort) : DEFAULT_REVIEW_SORT;
}

/** ?rating=4: only the 4-star reviews; anything else: all. */
function parseRating(value: string | null): number | undefined {
  const rating = Number(value);
  return Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : undefined;
}

function parseOffset(value: string | null): number {
  const offset = Number(value);
  return Number.isSafeInteger(offset) && offset > 0 ? offset : 0;
}

export interface CreatorReviewsProps {
  creator: Creator;
  signedIn: boolean;
  /** The signed-in user's own creator page (claimed, verified or not): no review button; replies when verified. */
  ownPage: boolean;
}

/**
 * The reviews part of the creator page: header with the count, sort, 'Leave a review', the
 * rating summary, the list and its pagination. Sort and page live in the address
 * (?sort=helpful&offset=10), so they survive a reload and can be shared; so does the star filter
 * of the rating bars (?rating=4). The author's own review has Edit and Delete.
 */
export function CreatorReviews({ creator, signedIn, ownPage }: CreatorReviewsProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const sort = parseSort(searchParams.get('sort'));
  const offset = parseOffset(searchParams.get('offset'));
  const rating = parseRating(searchParams.get('rating'));
  const reviews = useCreatorReviews(creator.username, { sort, offset, rating });
  const [reviewing, setReviewing] = useState(false);
  const [replyTo, setReplyTo] = useState<Review | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const count = creator.reviewsStatistic.reviewCount;
  const canReview = signedIn && !ownPage && !creator.reviewed;
  const canReply = ownPage && creator.verified;

  const update = (next: { sort?: ReviewSort; offset?: number; rating?: number | null }) => {
    setSearchParams(
      (current) => {
        const params = new URLSearchParams(current);
        const nextSort = next.sort ?? sort;
        const nextOffset = next.offset ?? 0;
        const nextRating = next.rating === undefined ? rating : next.rating;
        if (nextRating) params.set('rating', String(nextRating));
        else params.delete('rating');
        if (nextSort === DEFAULT_REVIEW_SORT) params.delete('sort');
        else params.set('sort', nextSort);
        if (nextOffset > 0) params.set('offset', String(nextOffset));
        else params.delete('offset');
        return params;
      },
      { preventScrollReset: true },
    );
  };

  const changePage = (nextOffset: number) => {
    update({ offset: nextOffset });
    sectionRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  return (
    <section ref={sectionRef} className="creator-reviews" aria-labelledby="creator-reviews-title">
      <div className="creator-reviews__header">
        <h2 id="creator-reviews-title" className="creator-reviews__title">
          {t('creator.reviews.title')}
          <span className="visually-hidden">, </span>
          <span className="creator-reviews__count" data-testid="reviews-count">
            {count}
          </span>
        </h2>
        <div className="creator-reviews__tools">
          <ReviewSortSelect value={sort} onChange={(next) => update({ sort: next })} />
          {canReview && <Button onClick={() => setReviewing(true)}>{t('creator.reviews.leave')}</Button>}
          {!signedIn && (
            <Link
              className="creator-reviews__sign-in"
              to={paths.signIn({ redirectTo: location.pathname + location.search })}
            >
              {t('creator.reviews.signInToReview')}
            </Link>
          )}
        </div>
      </div>
      <div className="creator-reviews__body">
        <RatingSummary
          statistic={creator.reviewsStatistic}
          creatorId={creator.id}
          selected={rating}
          onSelect={(star) => update({ rating: star === rating ? null : star })}
        />
        <div className="creator-reviews__list">
          {rating && (
            <p className="creator-reviews__filter" role="status">
              {t('creator.reviews.filtered', { count: rating })}
              <Button variant="secondary" size="sm" onClick={() => update({ rating: null })}>
                {t('creator.reviews.showAll')}
              </Button>
            </p>
          )}
          <ReviewList
            reviews={reviews.data?.results}
            isPending={reviews.isPending}
            isError={reviews.isError && !reviews.data}
            onRetry={() => void reviews.refetch()}
            isUpdating={reviews.isPlaceholderData}
            empty={<p>{canReview ? t('creator.reviews.empty') : t('creator.reviews.emptySignedOut')}</p>}
            onReply={canReply ? setReplyTo : undefined}
            renderActions={(review) => <OwnReviewActions review={review} />}
          />
          {reviews.data && (
            <Pagination
              className="creator-reviews__pagination"
              count={reviews.data.count}
              limit={reviews.data.limit || DEFAULT_PAGE_SIZE}
              offset={offset}
              onOffsetChange={changePage}
            />
          )}
        </div>
      </div>
      {canReview && <LeaveReviewDialog creator={creator} open={reviewing} onOpenChange={setReviewing} />}
      {canReply && <ReplyDialog review={replyTo} onClose={() => setReplyTo(null)} />}
    </section>
  );
}
