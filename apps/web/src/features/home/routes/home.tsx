import { PLATFORMS } from '@fanlens/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMostReviewedCreators } from '../api/get-most-reviewed-creators';
import { useRecentReviews } from '../api/get-recent-reviews';
import { useRecentlyVerifiedCreators } from '../api/get-recently-verified-creators';
import { BrowsePlatforms } from '../components/browse-platforms';
import { CreatorCta } from '../components/creator-cta';
import { CreatorSlider } from '../components/creator-slider';
import { HomeCategories } from '../components/home-categories';
import { HomeHero } from '../components/home-hero';
import { RecentReviews } from '../components/recent-reviews';
import { TopCreators } from '../components/top-creators';
import './home.css';

/**
 * /: Home (SPEC.md section 2). The hero's NSFW switch (off by default) also decides whether
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
      <title>FanLens</title>
      <HomeHero nsfw={nsfw} onNsfwChange={setNsfw} reviews={recentReviews} />
      <BrowsePlatforms nsfw={nsfw} />
      <HomeCategories nsfw={nsfw} />
      {PLATFORMS.map((platform) => (
        <TopCreators key={platform} platform={platform} nsfw={nsfw} />
      ))}
      <CreatorSlider id="home-most-reviews" title={t('home.sliders.mostReviews')} query={mostReviewed} />
      <CreatorSlider id="home-recently-verified" title={t('home.sliders.recentlyVerified')} query={recentlyVerified} />
      <RecentReviews reviews={recentReviews} />
      <CreatorCta />
    </div>
  );
}
