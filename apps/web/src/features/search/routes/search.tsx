import { SEARCH_PAGE_SIZE } from '@fanlens/shared';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '@/components/page/page';
import { Pagination } from '@/components/pagination/pagination';
import { SearchBox } from '@/components/search-box/search-box';
import { paths } from '@/config/paths';
import { type PageLoader, pageQueryOf, prefill } from '@/app/page-loader';
import { creatorsQueryOptions, useCreators } from '../api/get-creators';
import { relatedSearchesQueryOptions } from '../api/get-related-searches';
import { facetParamsOf, facetsQueryOptions, useFacets } from '../api/get-facets';
import { DidYouMean } from '../components/did-you-mean';
import { FilterChips } from '../components/filter-chips';
import { FilterPanel } from '../components/filter-panel';
import { FiltersDialog } from '../components/filters-dialog';
import { RelatedSearches } from '../components/related-searches';
import { ResultCount } from '../components/result-count';
import { useSearchHeading } from '../components/search-heading';
import { SearchResults } from '../components/search-results';
import { SortSelect } from '../components/sort-select';
import { useSearchFilters } from '../hooks/use-search-filters';
import { useCategories } from '@/api/get-categories';
import { apiParamsOf, panelFiltersOf, parseSearchFilters, searchIndexing } from '../utils/search-filters';
import './search.css';

/** Server side: the page of results, the filter counts and the related searches the address names. */
export const loadPage: PageLoader = async ({ url, source, queryClient }) => {
  const filters = parseSearchFilters(url.searchParams);
  const { search, category, platform, nsfw } = filters;
  await Promise.all([
    prefill(queryClient, creatorsQueryOptions(filters).queryKey, () =>
      source.creators('search', pageQueryOf(apiParamsOf(filters))),
    ),
    prefill(queryClient, facetsQueryOptions(filters).queryKey, () =>
      source.facets(pageQueryOf(facetParamsOf(filters))),
    ),
    prefill(queryClient, relatedSearchesQueryOptions(filters).queryKey, () =>
      source.relatedSearches(pageQueryOf({ search, category, platform, nsfw })),
    ),
  ]);
};

/**
 * /search (docs/product/discovery.md, "Search"): every filter lives in the URL; a change goes back to the first
 * page; 10 results a page with Previous / Next; filters in a side panel, or an overlay under 720 px.
 */
export default function SearchRoute() {
  const { t } = useTranslation();
  const { filters, update } = useSearchFilters();
  const heading = useSearchHeading(filters);
  const creators = useCreators(filters);
  const facets = useFacets(filters);
  const resultsRef = useRef<HTMLElement>(null);
  const panel = panelFiltersOf(filters);
  const categories = useCategories();
  const { canonicalPath, indexable } = searchIndexing(filters);
  const category = filters.category ? categories.data?.find((item) => item.slug === filters.category) : undefined;
  const adult = Boolean(category?.nsfw);

  const changePage = (offset: number) => {
    update({ offset });
    resultsRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  return (
    <Page
      title={heading}
      className="search"
      head={{ canonicalPath, robots: indexable ? undefined : 'noindex, follow', adult }}
    >
      <SearchBox
        key={filters.search}
        className="search__box"
        label={t('search.searchLabel')}
        placeholder={t('search.placeholder')}
        defaultValue={filters.search}
        onSearch={(search) => update({ search })}
      />
      <RelatedSearches filters={filters} />
      {category && (
        <p className="cluster search__ranked">
          <Link to={paths.bestCategory(category.slug)}>{t('search.bestInCategory', { category: category.name })}</Link>
          <Link to={paths.risingCategory(category.slug)}>
            {t('search.risingInCategory', { category: category.name })}
          </Link>
        </p>
      )}
      <div className="search__layout">
        <aside className="search__sidebar" aria-labelledby="search-filters-title">
          <h2 id="search-filters-title" className="search__sidebar-title">
            {t('search.filters.title')}
          </h2>
          <FilterPanel values={panel} facets={facets.data} onChange={update} />
        </aside>
        <section className="stack search__results" ref={resultsRef} aria-labelledby="search-results-title">
          <h2 id="search-results-title" className="visually-hidden">
            {t('search.results.title')}
          </h2>
          <div className="cluster search__toolbar">
            <ResultCount
              count={creators.data?.count}
              offset={filters.offset}
              shown={creators.data?.results.length ?? 0}
            />
            <div className="search__tools">
              <FiltersDialog filters={filters} onApply={update} />
              <SortSelect value={filters.sort} onChange={(sort) => update({ sort })} />
            </div>
          </div>
          <FilterChips filters={filters} onChange={update} />
          <DidYouMean suggestion={creators.data?.suggestion} />
          <SearchResults query={creators} search={filters.search} />
          {creators.data && (
            <Pagination
              className="search__pagination"
              count={creators.data.count}
              limit={SEARCH_PAGE_SIZE}
              offset={filters.offset}
              onOffsetChange={changePage}
            />
          )}
        </section>
      </div>
    </Page>
  );
}
