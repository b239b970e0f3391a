import { DEFAULT_PAGE_SIZE, DEFAULT_REVIEW_SORT, type ReviewSort } from '@fanlens/shared';
import { Suspense, lazy, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button } from '@/components/button/button';
import { Pagination } from '@/components/pagination/pagination';
import { ReviewList } from '@/components/review-card/review-list';
import { paths, withQuery } from '@/config/paths';
import { useHydrated } from '@/lib/use-hydrated';
import type { Creator, CreatorDetails, Review } from '@/types/api';
import { creatorPageQuery, reviewPageOf, useCreatorReviews } from '../api/get-creator-reviews';
import { OwnReviewActions } from '@/components/review-card/own-review-actions';
import { useInvitationLink } from '@/components/invitations/use-invitation-link';
import { LinkedReview, linkedReviewOf } from './linked-review';
import { RatingSummary } from './rating-summary';
import { ReviewSortSelect } from './review-sort-select';

export interface CreatorReviewsProps {
  creator: Creator;
  signedIn: boolean;
  /** The signed-in user's own creator page (claimed, verified or not): no review button; replies when verified. */
  ownPage: boolean;
  /** How often the page's own creator reported its reviews (the rating summary says so). */
  creatorReports?: CreatorDetails['creatorReports'];
}

// The forms (and their schemas) load only for those who can use them, after the page shows.
const LeaveReviewDialog = lazy(() =>
  import('@/components/review-dialog/leave-review-dialog').then((module) => ({ default: module.LeaveReviewDialog })),
);
const InvitationPrompt = lazy(() =>
  import('@/components/invitations/invitation-prompt').then((module) => ({
    default: module.InvitationPrompt,
  })),
);
const ReplyDialog = lazy(() =>
  import('@/components/reply-dialog/reply-dialog').then((module) => ({ default: module.ReplyDialog })),
);

/**
 * The reviews part of the creator page: header with the count, sort, 'Leave a review', the
 * rating summary, the list and its pagination. Sort and page live in the address
 * (?sort=helpful&offset=10), so they survive a reload and can be shared; so does the star filter
 * of the rating bars (?rating=4). A link to one review (#review-12) shows it first; changing the sort
 * or page leaves it. The author's own review has Edit and Delete.
 */
export function CreatorReviews({ creator, signedIn, ownPage, creatorReports }: CreatorReviewsProps) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const { sort, offset, rating } = reviewPageOf(searchParams);
  // The fragment is the browser's alone: read once the page has hydrated.
  const { hash } = useLocation();
  const linked = useHydrated() ? linkedReviewOf(hash) : null;
  const reviews = useCreatorReviews(creator.username, { sort, offset, rating });
  const [reviewing, setReviewing] = useState(false);
  const [replyTo, setReplyTo] = useState<Review | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const count = creator.reviewsStatistic.reviewCount;
  const canReview = signedIn && !ownPage && !creator.reviewed;
  const canReply = ownPage && creator.verified;
  // An invitation link (#invitation=…) opens the dialog once the page shows (again after a sign-in),
  // until the fan closes it.
  const invitation = useInvitationLink();
  const [dismissed, setDismissed] = useState<string | null>(null);
  const invited = invitation.token !== null && canReview && dismissed !== invitation.token;
  const openReview = (open: boolean) => {
    setReviewing(open);
    if (!open) setDismissed(invitation.token);
  };

  const update = (next: { sort?: ReviewSort; offset?: number; rating?: number | null }) => {
    const nextRating = next.rating === undefined ? rating : next.rating;
    setSearchParams(
      withQuery('', {
        sort: (next.sort ?? sort) === DEFAULT_REVIEW_SORT ? undefined : (next.sort ?? sort),
        offset: next.offset || undefined,
        rating: nextRating ?? undefined,
      }).slice(1),
      { preventScrollReset: true },
    );
  };

  const changePage = (nextOffset: number) => {
    update({ offset: nextOffset });
    sectionRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  return (
    <section ref={sectionRef} className="creator-reviews" aria-labelledby="creator-reviews-title">
      <div className="cluster creator-reviews__header">
        <h2 id="creator-reviews-title" className="creator-reviews__title">
          {t('creator.reviews.title')}
          <span className="visually-hidden">, </span>
          <span className="creator-reviews__count" data-testid="reviews-count">
            {count}
          </span>
        </h2>
        <div className="cluster creator-reviews__tools">
          <ReviewSortSelect value={sort} onChange={(next) => update({ sort: next })} />
          {canReview && <Button onClick={() => setReviewing(true)}>{t('creator.reviews.leave')}</Button>}
          {!signedIn && (
            <Link
              className="creator-reviews__sign-in"
              to={paths.signIn({
                redirectTo: withQuery(paths.creator(creator.username), creatorPageQuery(searchParams)),
              })}
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
          creatorReports={creatorReports}
          selected={rating}
          onSelect={(star) => update({ rating: star === rating ? null : star })}
        />
        <div className="stack creator-reviews__list">
          {linked !== null && (
            <LinkedReview reviewId={linked} username={creator.username} onReply={canReply ? setReplyTo : undefined} />
          )}
          {rating && (
            <p className="cluster creator-reviews__filter" role="status">
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
      <Suspense fallback={null}>
        {canReview && (
          <LeaveReviewDialog
            creator={creator}
            open={reviewing || invited}
            onOpenChange={openReview}
            invitation={invitation.token ?? undefined}
            onPosted={invitation.clear}
          />
        )}
        {invitation.token && !canReview && (
          <InvitationPrompt
            token={invitation.token}
            creator={creator}
            reason={!signedIn ? 'signedOut' : ownPage ? 'ownPage' : 'reviewed'}
            returnTo={invitation.returnTo}
          />
        )}
        {canReply && <ReplyDialog review={replyTo} onClose={() => setReplyTo(null)} />}
      </Suspense>
    </section>
  );
}
