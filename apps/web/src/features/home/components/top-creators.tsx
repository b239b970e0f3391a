import { PLATFORM_NAMES, type Platform } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useTopCreators } from '../api/get-top-creators';
import { CreatorSlider } from './creator-slider';

/** The slider of a platform's top creators, with a link to its full search. */
export function TopCreators({ platform, nsfw }: { platform: Platform; nsfw: boolean }) {
  const { t } = useTranslation();
  const query = useTopCreators({ platform, nsfw });
  const name = PLATFORM_NAMES[platform];
  return (
    <CreatorSlider
      id={`home-top-${platform}`}
      title={t('home.sliders.top', { platform: name })}
      query={query}
      action={
        <Link
          className="home-section__link"
          to={paths.search({ platform, nsfw: nsfw ? undefined : false })}
          aria-label={t('home.sliders.seeAllLabel', { platform: name })}
        >
          {t('home.sliders.seeAll')}
        </Link>
      }
    />
  );
}
