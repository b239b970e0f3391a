import { useTranslation } from 'react-i18next';
import { useContentLabels } from '@/lib/content-labels';

/** The review's positive and negative tags as coloured chips, each list named for screen readers. */
export function ReviewTags({ positive, negative }: { positive: string[]; negative: string[] }) {
  const { t } = useTranslation();
  const labels = useContentLabels();
  if (positive.length === 0 && negative.length === 0) return null;
  return (
    <div className="cluster review-card__tags">
      {positive.length > 0 && (
        <ul role="list" className="review-card__tag-list" aria-label={t('components.reviewCard.positive')}>
          {positive.map((tag) => (
            <li key={tag} className="review-card__tag review-card__tag--positive">
              <span aria-hidden="true">+</span>
              {labels.reviewTag(tag)}
            </li>
          ))}
        </ul>
      )}
      {negative.length > 0 && (
        <ul role="list" className="review-card__tag-list" aria-label={t('components.reviewCard.negative')}>
          {negative.map((tag) => (
            <li key={tag} className="review-card__tag review-card__tag--negative">
              <span aria-hidden="true">−</span>
              {labels.reviewTag(tag)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
