import { DEFAULT_PAGE_SIZE } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button/button-link';
import { Page } from '@/components/page/page';
import { Pagination } from '@/components/pagination/pagination';
import { ReviewList } from '@/components/review-card/review-list';
import { paths } from '@/config/paths';
import { DecisionsSection } from '@/components/decisions/decisions-section';
import { useMyReviews } from '../api/get-my-reviews';
import { OwnReviewActions } from '@/components/review-card/own-review-actions';
import { ReviewsEmpty } from '../components/reviews-empty';
import { useOffsetParam } from '../components/use-offset-param';
import '../components/reviews-pages.css';

/**
 * /reviews/for-others: the decisions about the account, with their reasons and appeals (the
 * statements of reasons link here), then the reviews the signed-in user wrote, 10 a page
 * (docs/product/reviews.md, "Review lists").
 */
export default function ReviewsForOthersRoute() {
  const { t } = useTranslation();
  const [offset, setOffset] = useOffsetParam();
  const reviews = useMyReviews(offset);
  return (
    <Page title={t('reviews.forOthers.title')} lead={t('reviews.forOthers.lead')}>
      <DecisionsSection />
      {reviews.data && reviews.data.count > 0 && (
        <p className="reviews-page__count">{t('reviews.count', { count: reviews.data.count })}</p>
      )}
      <div className="stack reviews-page__list">
        <ReviewList
          reviews={reviews.data?.results}
          isPending={reviews.isPending}
          isError={reviews.isError && !reviews.data}
          onRetry={() => void reviews.refetch()}
          isUpdating={reviews.isPlaceholderData}
          renderActions={(review) => <OwnReviewActions review={review} />}
          empty={
            <ReviewsEmpty
              title={t('reviews.forOthers.empty')}
              hint={t('reviews.forOthers.emptyHint')}
              action={<ButtonLink to={paths.search()}>{t('reviews.forOthers.emptyAction')}</ButtonLink>}
            />
          }
        />
        {reviews.data && (
          <Pagination
            count={reviews.data.count}
            limit={reviews.data.limit || DEFAULT_PAGE_SIZE}
            offset={offset}
            onOffsetChange={setOffset}
          />
        )}
      </div>
    </Page>
  );
}
