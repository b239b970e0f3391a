import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCategories } from '@/api/get-categories';
import { Page } from '@/components/page/page';
import { Pagination } from '@/components/pagination/pagination';
import { paths } from '@/config/paths';
import { type PageLoader, pageQueryOf, prefill } from '@/app/page-loader';
import { dealsQueryOptions, useDeals } from '../api/get-deals';
import { DealFilters } from '../components/deal-filters';
import { DealList } from '../components/deal-list';
import { DEALS_PAGE_SIZE, type DealPage, dealApiParams, dealPageQuery, parseDealPage } from '../utils/deal-page';
import './deals.css';

/** Server side: the page of deals the address names. */
export const loadPage: PageLoader = async ({ url, source, queryClient }) => {
  const page = parseDealPage(url.searchParams);
  await prefill(queryClient, dealsQueryOptions(page).queryKey, () => source.deals(pageQueryOf(dealApiParams(page))));
};

/**
 * /deals: creators with an active promotion or a free page that was paid before, by discount (the
 * default), ending soonest or newest, filtered as on the search page; every choice is in the address.
 * The head names the Atom feed of the newest deals.
 */
export default function DealsRoute() {
  const { t } = useTranslation();
  const [query, setQuery] = useSearchParams();
  const page = parseDealPage(query);
  const categories = useCategories();
  const deals = useDeals(page);
  const change = (patch: Partial<DealPage>) => {
    const next = { ...page, offset: 0, ...patch };
    setQuery(dealPageQuery(next), { preventScrollReset: true });
  };
  const filtered = Boolean(page.platform || page.category || !page.nsfw || page.offset);
  return (
    <Page
      title={t('deals.title')}
      lead={t('deals.lead')}
      className="deals"
      head={{
        canonicalPath: paths.deals(page.sort === 'discount' ? {} : { sort: page.sort }),
        description: t('deals.description'),
        robots: filtered ? 'noindex, follow' : undefined,
        alternates: () => [{ type: 'application/atom+xml', href: paths.dealsFeed(), title: t('deals.feedTitle') }],
      }}
    >
      <DealFilters page={page} categories={categories.data ?? []} onChange={change} />
      <DealList query={deals} />
      {deals.data && deals.data.count > DEALS_PAGE_SIZE && (
        <Pagination
          count={deals.data.count}
          limit={DEALS_PAGE_SIZE}
          offset={page.offset}
          onOffsetChange={(offset) => setQuery(dealPageQuery({ ...page, offset }))}
        />
      )}
      <p className="deals__feed">
        <a href={paths.dealsFeed()} type="application/atom+xml">
          {t('deals.feedLink')}
        </a>
      </p>
    </Page>
  );
}
