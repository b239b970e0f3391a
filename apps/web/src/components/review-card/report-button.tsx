import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenedOnce } from '@/lib/use-opened-once';
import type { Review } from '@/types/api';
import { StrokeIcon } from '@/components/icons/icons';

function FlagIcon() {
  return (
    <StrokeIcon size={16}>
      <path d="M4 22V4a1 1 0 0 1 1-1h11l-2 4 2 4H5" />
    </StrokeIcon>
  );
}

// The report form (and its schema) loads the first time a report is started.
const ReportDialog = lazy(() =>
  import('@/components/report-dialog/report-dialog').then((module) => ({ default: module.ReportDialog })),
);

/** "Report" of a review card; once sent it reads "Reported" and is disabled for that review. */
export function ReportButton({ review }: { review: Review }) {
  const { t } = useTranslation();
  const { open, opened, show, setOpen } = useOpenedOnce();
  const [reported, setReported] = useState(false);
  return (
    <>
      <button
        type="button"
        className="review-card__report"
        onClick={show}
        disabled={reported}
        aria-label={reported ? t('components.reviewCard.reported') : t('components.reviewCard.reportLabel')}
      >
        <FlagIcon />
        {reported ? t('components.reviewCard.reported') : t('components.reviewCard.report')}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <ReportDialog
            review={open ? review : null}
            onClose={() => setOpen(false)}
            onReported={() => setReported(true)}
          />
        </Suspense>
      )}
    </>
  );
}
