import { useSearchParams } from 'react-router';
import { creatorPagesOf, selectProfile, useProfileStore } from '@/lib/profile-store';

/** The user's page named by `?page=<id>` (default the first), and a way to switch. */
export function useChosenPage() {
  const profile = useProfileStore(selectProfile);
  const pages = creatorPagesOf(profile);
  const [params, setParams] = useSearchParams();
  const wanted = Number(params.get('page'));
  const page = pages.find((candidate) => candidate.id === wanted) ?? pages[0] ?? null;
  const choose = (creatorId: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('page', String(creatorId));
        return next;
      },
      { replace: true },
    );
  return { pages, page, choose, params, setParams };
}
