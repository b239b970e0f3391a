import { useTranslation } from 'react-i18next';

/** A review tag's key in the locale files: 'Quality Content' → 'quality-content'. */
export const reviewTagKey = (tag: string) =>
  tag
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

type CategoryKey = `content.categoryNames.${string}`;
type ReviewTagKey = `content.reviewTags.${string}`;

/**
 * The labels of the site's own content in the interface language: category names by slug and
 * review tags (their slugs, addresses and stored values do not change). A category the locale
 * files do not know keeps its name.
 */
export function useContentLabels() {
  const { t } = useTranslation();
  return {
    category: (category: { slug: string; name: string }) =>
      t(`content.categoryNames.${category.slug}` as CategoryKey as 'content.categoryNames.cosplay', {
        defaultValue: category.name,
      }),
    reviewTag: (tag: string) =>
      t(`content.reviewTags.${reviewTagKey(tag)}` as ReviewTagKey as 'content.reviewTags.rude', { defaultValue: tag }),
  };
}
