import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog/dialog';
import type { Creator } from '@/types/api';
import { LeaveReviewForm } from './leave-review-form';

export interface LeaveReviewDialogProps {
  creator: Creator;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Leave a review' (SPEC.md sections 2 and 5); closes after submit. */
export function LeaveReviewDialog({ creator, open, onOpenChange }: LeaveReviewDialogProps) {
  const { t } = useTranslation();
  const name = creator.name?.trim() || creator.username;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('creator.review.title', { name })}
      description={t('creator.review.description')}
    >
      {open && <LeaveReviewForm creatorId={creator.id} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}
