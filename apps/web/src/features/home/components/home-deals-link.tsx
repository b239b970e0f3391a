import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRightIcon } from '@/components/icons/icons';
import { paths } from '@/config/paths';

/** The way to /deals from the home page (with the hero's NSFW choice). */
export function HomeDealsLink({ nsfw }: { nsfw: boolean }) {
  const { t } = useTranslation();
  return (
    <p className="home__deals">
      <Link to={paths.deals({ nsfw: nsfw ? undefined : false })} data-testid="home-deals-link">
        {t('deals.homeLink')}
        <ArrowRightIcon size={16} />
      </Link>
    </p>
  );
}
