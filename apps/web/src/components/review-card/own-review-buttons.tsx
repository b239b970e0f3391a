import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toaster/toast';
import { Button } from '@/components/button/button';
import { Dialog } from '@/components/dialog/dialog';
import { apiErrorText } from '@/lib/api-client';
import type { Review } from '@/types/api';
import { useDeleteReview } from '@/components/review-dialog/update-review';

// The review form (and its schemas) loads the first time Edit is pressed.
const LeaveReviewDialog = lazy(() =>
  import('@/components/review-dialog/leave-review-dialog').then((module) => ({ default: module.LeaveReviewDialog })),
);

/** Edit (the review dialog, filled in) and Delete (asks to confirm) of the author's own review. */
export function OwnReviewButtons({ review }: { review: Review }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [edited, setEdited] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteReview();
  const creator = { name: review.creatorName, username: review.creatorUsername };

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(review.id);
      toast.success(t('reviews.own.deleted'));
      setDeleting(false);
    } catch (error) {
      toast.error(apiErrorText(error));
    }
  };

  return (
    <span className="review-card__own-actions">
      <button
        type="button"
        className="review-card__own-action"
        onClick={() => {
          setEdited(true);
          setEditing(true);
        }}
      >
        {t('components.reviewCard.edit')}
      </button>
      <button
        type="button"
        className="review-card__own-action review-card__own-action--danger"
        onClick={() => setDeleting(true)}
      >
        {t('components.reviewCard.delete')}
      </button>
      {edited && (
        <Suspense fallback={null}>
          <LeaveReviewDialog creator={creator} review={review} open={editing} onOpenChange={setEditing} />
        </Suspense>
      )}
      <Dialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('reviews.own.deleteTitle')}
        description={t('reviews.own.deleteDescription', { name: review.creatorName?.trim() || review.creatorUsername })}
        size="sm"
      >
        <div className="dialog__actions">
          <Button variant="secondary" onClick={() => setDeleting(false)}>
            {t('components.dialog.cancel')}
          </Button>
          <Button variant="danger" loading={remove.isPending} onClick={() => void confirmDelete()}>
            {t('reviews.own.confirmDelete')}
          </Button>
        </div>
      </Dialog>
    </span>
  );
}
