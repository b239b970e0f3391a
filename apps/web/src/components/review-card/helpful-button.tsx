import type { HelpfulState } from '@fanlens/shared';
import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Review } from '@/types/api';
import { useSetHelpful } from './set-helpful';
import { StrokeIcon } from '@/components/icons/icons';

function ThumbIcon() {
  return (
    <StrokeIcon size={16}>
      <path d="M7 10v11H4a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1h3Z" />
      <path d="M7 10l4-7a2.5 2.5 0 0 1 3 3l-1 4h6a2 2 0 0 1 2 2.3l-1.3 7A2 2 0 0 1 17.7 21H7" />
    </StrokeIcon>
  );
}

/**
 * 'Helpful' with the count, pressed when the viewer marked the review. Optimistic: it flips
 * at once and goes back when the call fails or answers nothing (docs/product/reviews.md, "The review card"). New data
 * for the review (a refetch, the answer stored in the lists) replaces the local state.
 */
export function HelpfulButton({ review }: { review: Pick<Review, 'id' | 'helpful' | 'helpfulCount'> }) {
  const { t } = useTranslation();
  const mutation = useSetHelpful();
  const incoming: HelpfulState = { helpful: review.helpful, helpfulCount: review.helpfulCount };
  const [source, setSource] = useState(incoming);
  const [state, setState] = useState(incoming);
  if (source.helpful !== incoming.helpful || source.helpfulCount !== incoming.helpfulCount) {
    setSource(incoming);
    setState(incoming);
  }

  const toggle = () => {
    if (mutation.isPending) return;
    const before = state;
    const helpful = !before.helpful;
    setState({ helpful, helpfulCount: Math.max(0, before.helpfulCount + (helpful ? 1 : -1)) });
    mutation.mutate(
      { reviewId: review.id, helpful },
      {
        onSuccess: (answer) => setState(answer && typeof answer.helpful === 'boolean' ? answer : before),
        onError: () => setState(before),
      },
    );
  };

  return (
    <button
      type="button"
      className={clsx('chip review-card__helpful', state.helpful && 'review-card__helpful--on')}
      aria-pressed={state.helpful}
      aria-busy={mutation.isPending || undefined}
      onClick={toggle}
    >
      <ThumbIcon />
      {t('components.reviewCard.helpful')} <span className="review-card__helpful-count">{state.helpfulCount}</span>
    </button>
  );
}
