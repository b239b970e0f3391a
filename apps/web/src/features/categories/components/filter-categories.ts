import type { Category } from '@/types/api';

/** Folds case and accents so 'cafe' finds 'Café'. */
function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/**
 * The categories whose name (as shown in the interface's language, or as stored) or slug contains
 * the term (all of them for an empty term).
 */
export function filterCategories(
  categories: Category[],
  term: string,
  label: (category: Category) => string = (category) => category.name,
): Category[] {
  const needle = fold(term);
  if (!needle) return categories;
  return categories.filter(
    (category) =>
      fold(label(category)).includes(needle) || fold(category.name).includes(needle) || category.slug.includes(needle),
  );
}
