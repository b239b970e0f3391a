import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryTag } from '@/components/category-tag/category-tag';
import { SearchIcon } from '@/components/icons/icons';
import { paths } from '@/config/paths';
import { useOpenedOnce } from '@/lib/use-opened-once';
import type { Creator } from '@/types/api';
import { useContentLabels } from '@/lib/content-labels';

// The dialog (a form) loads the first time it is opened.
const TagSearchDialog = lazy(() =>
  import('./tag-search-dialog').then((module) => ({ default: module.TagSearchDialog })),
);

/**
 * The creator's categories and tags as links to a search, and, for signed-in users, the tag
 * action (search any tag).
 */
export function CreatorTags({ creator, signedIn }: { creator: Creator; signedIn: boolean }) {
  const { t } = useTranslation();
  const labels = useContentLabels();
  const { open, opened, show, setOpen } = useOpenedOnce();
  const hasAny = creator.categories.length > 0 || creator.tags.length > 0;
  if (!hasAny && !signedIn) return null;
  return (
    <section className="stack creator-section" aria-labelledby="creator-tags-title">
      <h2 id="creator-tags-title" className="eyebrow">
        {t('creator.tags.label')}
      </h2>
      <ul role="list" className="cluster creator-tags">
        {creator.categories.map((category) => (
          <li key={`category-${category.id}`}>
            <CategoryTag
              name={labels.category(category)}
              icon={category.icon}
              to={paths.search({ category: category.slug })}
            />
          </li>
        ))}
        {creator.tags.map((tag) => (
          <li key={`tag-${tag}`}>
            <CategoryTag name={`#${tag}`} to={paths.search({ search: tag })} />
          </li>
        ))}
        {signedIn && (
          <li>
            <button type="button" className="chip creator-tags__action" onClick={show}>
              <SearchIcon size={16} />
              {t('creator.tags.search')}
            </button>
          </li>
        )}
      </ul>
      {!hasAny && <p className="creator-section__empty">{t('creator.tags.none')}</p>}
      {signedIn && opened && (
        <Suspense fallback={null}>
          <TagSearchDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </section>
  );
}
