import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog/dialog';
import type { Creator, Review } from '@/types/api';
import { LeaveReviewForm } from './leave-review-form';

export interface LeaveReviewDialogProps {
  /** The creator reviewed (its id is needed for a new review only). */
  creator: Pick<Creator, 'name' | 'username'> & { id?: number };
  /** Given: the dialog edits this review of the user's. */
  review?: Review;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Leave a review' (SPEC.md sections 2 and 5), or the author's edit of it; closes after submit. */
export function LeaveReviewDialog({ creator, review, open, onOpenChange }: LeaveReviewDialogProps) {
  const { t } = useTranslation();
  const name = creator.name?.trim() || creator.username;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={review ? t('creator.review.editTitle', { name }) : t('creator.review.title', { name })}
      description={review ? t('creator.review.editDescription') : t('creator.review.description')}
    >
      {open && <LeaveReviewForm creatorId={creator.id} review={review} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}
