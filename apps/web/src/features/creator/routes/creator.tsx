import { RATING_TREND_MIN_REVIEWS, creatorPagePath } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import { Navigate, data, redirect, useParams } from 'react-router';
import { Button } from '@/components/button/button';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { selectIsSignedIn, useAuthStore } from '@/lib/auth-store';
import { ownsCreatorPage, selectProfile, useProfileStore } from '@/lib/profile-store';
import { type PageLoader, pageQueryOf, prefill } from '@/app/page-loader';
import { i18n } from '@/lib/i18n';
import { creatorQueryKey, useCreator } from '../api/get-creator';
import { ratingTrendQueryOptions } from '../api/get-rating-trend';
import { creatorReviewsApiParams, creatorReviewsQueryKey, reviewPageOf } from '../api/get-creator-reviews';
import { CreatorAboutCard } from '../components/creator-about-card';
import { CreatorHead } from '../components/creator-head';
import { CreatorPageSkeleton } from '../components/creator-page-skeleton';
import { CreatorProfileCard } from '../components/creator-profile-card';
import { CreatorReviews } from '../components/creator-reviews';
import { GoneNotice, UnusualActivityNotice } from '../components/creator-notices';
import '../components/creator.css';
import { PageHead } from '@/components/page/page-head';

/**
 * Server side (at the creator's one address, see creatorPagePath): the creator, the page of reviews the address names and the rating trend; an unknown creator is a
 * 404, a page removed on a removal request a 410.
 */
export const loadPage: PageLoader = async ({ params, url, source, queryClient }) => {
  const username = params.username ?? '';
  // One address per page: `/creators/{username}` only for a username that is a site path, `/{username}` otherwise.
  const canonical = creatorPagePath(username);
  if (canonical.startsWith('/creators/') !== url.pathname.toLowerCase().startsWith('/creators/')) {
    throw redirect(canonical + url.search, 301);
  }
  const creator = await source.creator(username);
  if (!creator) throw data(i18n.t('creator.notFound'), { status: 404 });
  if (creator === 'removed') throw data(i18n.t('creator.removed'), { status: 410 });
  queryClient.setQueryData(creatorQueryKey(username), creator);
  const page = reviewPageOf(url.searchParams);
  const reviews = prefill(queryClient, creatorReviewsQueryKey(creator.username, page), async () => {
    const list = await source.creatorReviews(creator.username, pageQueryOf(creatorReviewsApiParams(page)));
    if (!list) throw new Error('Creator not found');
    return list;
  });
  const trend =
    creator.reviewsStatistic.reviewCount >= RATING_TREND_MIN_REVIEWS &&
    prefill(queryClient, ratingTrendQueryOptions(creator.id).queryKey, async () => {
      const months = await source.ratingTrend(creator.id);
      if (!months) throw new Error('Creator not found');
      return months;
    });
  await Promise.all([reviews, trend]);
};

/** /:username: the creator page with its reviews (docs/product/creator-page.md). A 404 goes to the error page. */
export default function CreatorRoute() {
  const { t } = useTranslation();
  const { username = '' } = useParams();
  const signedIn = useAuthStore(selectIsSignedIn);
  const profile = useProfileStore(selectProfile);
  const creator = useCreator(username);

  if (creator.isError && isApiError(creator.error) && creator.error.status === 404) {
    return <Navigate to={paths.error({ status: 404, message: t('creator.notFound') })} replace />;
  }
  if (creator.isError && isApiError(creator.error) && creator.error.status === 410) {
    return <Navigate to={paths.error({ status: 410, message: t('creator.removed') })} replace />;
  }

  return (
    <div className="container stack creator-page">
      {creator.data ? (
        <>
          <CreatorHead creator={creator.data} />
          {creator.data.goneFromPlatform && <GoneNotice platform={creator.data.platform} />}
          {creator.data.unusualActivity && <UnusualActivityNotice />}
          <div className="creator-page__top">
            <CreatorProfileCard creator={creator.data} />
            <CreatorAboutCard
              creator={creator.data}
              signedIn={signedIn}
              ownPage={ownsCreatorPage(profile, creator.data.id)}
            />
          </div>
          <CreatorReviews
            creator={creator.data}
            signedIn={signedIn}
            ownPage={ownsCreatorPage(profile, creator.data.id)}
            creatorReports={creator.data.creatorReports}
          />
        </>
      ) : creator.isError ? (
        <div className="card stack creator-page__error" role="alert">
          <PageHead title={`@${username} · FanLens`} />
          <p>{t('creator.loadError')}</p>
          <Button variant="secondary" onClick={() => void creator.refetch()}>
            {t('creator.retry')}
          </Button>
        </div>
      ) : (
        <>
          <PageHead title={`@${username} · FanLens`} />
          <CreatorPageSkeleton />
        </>
      )}
    </div>
  );
}
