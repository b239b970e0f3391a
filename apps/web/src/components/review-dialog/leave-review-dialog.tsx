import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '@/components/dialog/dialog';
import { paths } from '@/config/paths';
import type { Creator, Review } from '@/types/api';
import { InvitationNote } from '@/components/invitations/invitation-note';
import { LeaveReviewForm } from './leave-review-form';

export interface LeaveReviewDialogProps {
  /** The creator reviewed (its id is needed for a new review only). */
  creator: Pick<Creator, 'name' | 'username'> & { id?: number };
  /** Given: the dialog edits this review of the user's. */
  review?: Review;
  /** The code of the invitation link the fan followed: sent with a new review, and its meaning shown. */
  invitation?: string;
  /** After a new review is posted. */
  onPosted?: () => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** 'Leave a review' (docs/product/reviews.md, "Writing a review"), or the author's edit of it; closes after submit. */
export function LeaveReviewDialog({
  creator,
  review,
  invitation,
  onPosted,
  open,
  onOpenChange,
}: LeaveReviewDialogProps) {
  const { t } = useTranslation();
  const name = creator.name?.trim() || creator.username;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={review ? t('creator.review.editTitle', { name }) : t('creator.review.title', { name })}
      description={
        <>
          {review ? t('creator.review.editDescription') : t('creator.review.description')}{' '}
          {/* In a tab of its own: a review being written stays. */}
          <Link to={paths.guidelines('reviews-content')} target="_blank" rel="noopener">
            {t('creator.review.guidelines')}
          </Link>
        </>
      }
    >
      {open && invitation && creator.id !== undefined && (
        <InvitationNote token={invitation} creatorId={creator.id} name={name} />
      )}
      {open && (
        <LeaveReviewForm
          creatorId={creator.id}
          review={review}
          invitation={invitation}
          onPosted={onPosted}
          onDone={() => onOpenChange(false)}
        />
      )}
    </Dialog>
  );
}
