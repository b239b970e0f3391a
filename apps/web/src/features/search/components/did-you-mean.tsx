import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** "Did you mean …": the corrected term as a link, when a search found nothing or very little. */
export function DidYouMean({ suggestion }: { suggestion?: string }) {
  const { t } = useTranslation();
  if (!suggestion) return null;
  return (
    <p className="search__did-you-mean" data-testid="did-you-mean">
      {t('search.didYouMean')} <Link to={paths.search({ search: suggestion })}>{suggestion}</Link>?
    </p>
  );
}
