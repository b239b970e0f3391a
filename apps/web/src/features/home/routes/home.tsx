import { PLATFORMS } from '@fanlens/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PageLoader, pageQueryOf, prefill } from '@/app/page-loader';
import {
  mostReviewedCreatorsQueryOptions,
  mostReviewedParams,
  useMostReviewedCreators,
} from '../api/get-most-reviewed-creators';
import { recentReviewsParams, recentReviewsQueryOptions, useRecentReviews } from '../api/get-recent-reviews';
import {
  recentlyVerifiedCreatorsQueryOptions,
  recentlyVerifiedParams,
  useRecentlyVerifiedCreators,
} from '../api/get-recently-verified-creators';
import { risingCreatorsQueryOptions, risingParams } from '../api/get-rising-creators';
import { topCreatorsParams, topCreatorsQueryOptions } from '../api/get-top-creators';
import { trendsQueryOptions } from '../api/get-trends';
import { BrowsePlatforms } from '../components/browse-platforms';
import { CreatorCta } from '../components/creator-cta';
import { CreatorSlider } from '../components/creator-slider';
import { HomeCategories } from '../components/home-categories';
import { HomeHero } from '../components/home-hero';
import { RecentReviews } from '../components/recent-reviews';
import { RisingCreators } from '../components/rising-creators';
import { TopCreators } from '../components/top-creators';
import './home.css';
import { PageHead } from '@/components/page/page-head';

/** Server side: every section of the first screen, as a guest sees it (the NSFW switch off). */
export const loadPage: PageLoader = async ({ source, queryClient }) => {
  const nsfw = false;
  await Promise.all([
    prefill(queryClient, recentReviewsQueryOptions(nsfw).queryKey, () =>
      source.recentReviews(pageQueryOf(recentReviewsParams(nsfw))),
    ),
    prefill(queryClient, mostReviewedCreatorsQueryOptions(nsfw).queryKey, () =>
      source.creators('most-reviews', pageQueryOf(mostReviewedParams(nsfw))),
    ),
    prefill(queryClient, recentlyVerifiedCreatorsQueryOptions(nsfw).queryKey, () =>
      source.creators('recent-verified', pageQueryOf(recentlyVerifiedParams(nsfw))),
    ),
    prefill(queryClient, risingCreatorsQueryOptions(nsfw).queryKey, () =>
      source.creators('search', pageQueryOf(risingParams(nsfw))),
    ),
    ...PLATFORMS.map((platform) =>
      prefill(queryClient, topCreatorsQueryOptions({ platform, nsfw }).queryKey, () =>
        source.creators('search', pageQueryOf(topCreatorsParams({ platform, nsfw }))),
      ),
    ),
    prefill(queryClient, trendsQueryOptions().queryKey, () => source.trends()),
  ]);
};

/**
 * /: Home (docs/product/discovery.md, "Home"). The hero's NSFW switch (off by default) also decides whether
 * NSFW categories, creators and reviews show on this page, and is carried into its links.
 */
export default function HomeRoute() {
  const { t } = useTranslation();
  const [nsfw, setNsfw] = useState(false);
  const recentReviews = useRecentReviews(nsfw);
  const mostReviewed = useMostReviewedCreators(nsfw);
  const recentlyVerified = useRecentlyVerifiedCreators(nsfw);
  return (
    <div className="home container">
      <PageHead title="FanLens" />
      <HomeHero nsfw={nsfw} onNsfwChange={setNsfw} reviews={recentReviews} />
      <BrowsePlatforms nsfw={nsfw} />
      <HomeCategories nsfw={nsfw} />
      {PLATFORMS.map((platform) => (
        <TopCreators key={platform} platform={platform} nsfw={nsfw} />
      ))}
      <RisingCreators nsfw={nsfw} />
      <CreatorSlider id="home-most-reviews" title={t('home.sliders.mostReviews')} query={mostReviewed} />
      <CreatorSlider id="home-recently-verified" title={t('home.sliders.recentlyVerified')} query={recentlyVerified} />
      <RecentReviews reviews={recentReviews} />
      <CreatorCta />
    </div>
  );
}
