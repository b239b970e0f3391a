import { categoriesQueryOptions } from '@/api/get-categories';
import type { PageLoader } from './page-loader';
import { prefill } from './page-loader';

/** What every public screen reads at start (docs/product/site.md, "Start-up and splash"): the categories. */
export const loadCommonData: PageLoader = async ({ source, queryClient }) => {
  await prefill(queryClient, categoriesQueryOptions().queryKey, () => source.categories());
};
