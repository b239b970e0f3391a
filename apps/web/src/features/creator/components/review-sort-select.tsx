import type { ReviewSort } from '@fanlens/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronRightIcon } from '@/components/icons/icons';

/** The order the creator page offers (docs/product/creator-page.md, "The page"). */
export const REVIEW_SORT_OPTIONS = [
  'recent',
  'helpful',
  'negative',
  'positive',
] as const satisfies readonly ReviewSort[];

/** 'Sort reviews': Most recent, Most helpful, Most negative, Most positive. */
export function ReviewSortSelect({ value, onChange }: { value: ReviewSort; onChange: (sort: ReviewSort) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="stack review-sort">
      <label htmlFor={id} className="review-sort__label">
        {t('creator.reviews.sort.label')}
      </label>
      <div className="review-sort__control">
        <select
          id={id}
          className="select-pill review-sort__select"
          value={value}
          onChange={(event) => onChange(event.target.value as ReviewSort)}
        >
          {REVIEW_SORT_OPTIONS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`creator.reviews.sort.${sort}`)}
            </option>
          ))}
        </select>
        <ChevronRightIcon size={16} className="review-sort__chevron" />
      </div>
    </div>
  );
}
