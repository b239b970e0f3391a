import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SearchBox } from '@/components/search-box/search-box';
import { ToggleSwitch } from '@/components/toggle-switch/toggle-switch';
import { paths } from '@/config/paths';
import { useFormats } from '@/lib/formats';
import type { Review } from '@/types/api';
import type { UseQueryResult } from '@tanstack/react-query';
import { HomeDealsLink } from './home-deals-link';
import { SampleReview } from './sample-review';
import { TrendingTerms } from './trending-terms';

export interface HomeHeroProps {
  nsfw: boolean;
  onNsfwChange: (nsfw: boolean) => void;
  reviews: UseQueryResult<Review[]>;
}

/** The hero: title, the search box with its NSFW switch, trending searches, the deals and a sample review. */
export function HomeHero({ nsfw, onNsfwChange, reviews }: HomeHeroProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  const navigate = useNavigate();
  return (
    <section className="home__hero" aria-labelledby="home-title">
      <div className="stack home__hero-main">
        <p className="eyebrow eyebrow--accent">{t('home.hero.eyebrow')}</p>
        <h1 id="home-title" className="home__title">
          {t('pages.home.title')}
        </h1>
        <p className="home__lead">{t('pages.home.lead', { community: formats.community })}</p>
        <SearchBox
          className="home__search"
          size="lg"
          label={t('home.hero.searchLabel')}
          placeholder={t('home.hero.placeholder')}
          onSearch={(term) => void navigate(paths.search({ search: term, nsfw }))}
        />
        <ToggleSwitch
          className="home__nsfw"
          label={t('home.hero.nsfw')}
          checked={nsfw}
          onCheckedChange={onNsfwChange}
        />
        <TrendingTerms nsfw={nsfw} />
        <HomeDealsLink nsfw={nsfw} />
      </div>
      <SampleReview reviews={reviews} />
    </section>
  );
}
