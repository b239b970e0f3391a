import { PLATFORMS } from '@fanlens/shared';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCategories } from '@/api/get-categories';
import { Button } from '@/components/button/button';
import { Page } from '@/components/page/page';
import { SearchBox } from '@/components/search-box/search-box';
import { paths } from '@/config/paths';
import { filterCategories } from '../components/filter-categories';
import { PlatformCategories } from '../components/platform-categories';
import './categories.css';
import { useContentLabels } from '@/lib/content-labels';

/**
 * /categories: a search box (typing filters the tags, submitting searches creators), then each
 * platform's categories with their emoji, linking to /search?category=<slug>.
 */
export default function CategoriesRoute() {
  const { t } = useTranslation();
  const labels = useContentLabels();
  const navigate = useNavigate();
  const categories = useCategories();
  const [term, setTerm] = useState('');
  const filter = useDeferredValue(term);
  const shown = categories.data ? filterCategories(categories.data, filter, labels.category) : undefined;
  const groups = PLATFORMS.map((platform) => ({
    platform,
    categories: shown?.filter((category) => category.platform === platform),
  })).filter((group) => !group.categories || group.categories.length > 0 || !filter.trim());

  return (
    <Page title={t('pages.categories.title')} lead={t('pages.categories.lead')} className="categories">
      <SearchBox
        className="categories__search"
        label={t('categories.searchLabel')}
        placeholder={t('categories.placeholder')}
        onValueChange={setTerm}
        onSearch={(value) => void navigate(paths.search({ search: value }))}
      />
      {categories.isError ? (
        <div className="stack empty-state categories__state" role="alert">
          <p>{t('categories.error')}</p>
          <Button variant="secondary" size="sm" onClick={() => void categories.refetch()}>
            {t('categories.retry')}
          </Button>
        </div>
      ) : groups.length === 0 ? (
        <div className="stack empty-state categories__state" role="status">
          <p>{t('categories.noMatch', { term: filter.trim() })}</p>
          <Link to={paths.search({ search: filter.trim() })}>
            {t('categories.searchInstead', { term: filter.trim() })}
          </Link>
        </div>
      ) : (
        <div className="stack categories__groups">
          {groups.map((group) => (
            <PlatformCategories key={group.platform} platform={group.platform} categories={group.categories} />
          ))}
        </div>
      )}
    </Page>
  );
}
