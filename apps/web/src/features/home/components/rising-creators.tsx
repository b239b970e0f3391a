import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useRisingCreators } from '../api/get-rising-creators';
import { CreatorSlider } from './creator-slider';

/**
 * The slider of the creators whose fans grew most over 30 days, with a link to /rising; left out
 * when there are none (no history yet) or they cannot be loaded.
 */
export function RisingCreators({ nsfw }: { nsfw: boolean }) {
  const { t } = useTranslation();
  const query = useRisingCreators(nsfw);
  return (
    <CreatorSlider
      id="home-rising"
      title={t('home.sliders.rising')}
      query={query}
      hideWhenEmpty
      action={
        <Link className="home-section__link" to={paths.rising()} aria-label={t('home.sliders.seeAllRising')}>
          {t('home.sliders.seeAll')}
        </Link>
      }
    />
  );
}
