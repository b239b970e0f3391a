import { categoriesQueryOptions } from '@/api/get-categories';
import type { PageLoader } from './page-loader';
import { prefill } from './page-loader';

/** What every public screen reads at start (SPEC.md section 4): the categories. */
export const loadCommonData: PageLoader = async ({ source, queryClient }) => {
  await prefill(queryClient, categoriesQueryOptions().queryKey, () => source.categories());
};
