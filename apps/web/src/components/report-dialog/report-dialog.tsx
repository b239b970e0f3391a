import { REPORT_DETAILS_MAX, REPORT_REASONS, type ReportBody, type ReportBodyInput, reportBody } from '@fanlens/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toaster/toast';
import { Dialog } from '@/components/dialog/dialog';
import { FormActions } from '@/components/dialog/form-actions';
import { showSubmitError } from '@/components/form/server-errors';
import { TextAreaField } from '@/components/form/text-area-field';
import { RadioGroup } from '@/components/radio-group/radio-group';
import { isApiError } from '@/lib/api-client';
import type { Review } from '@/types/api';
import { useReportReview } from './report-review';

export interface ReportDialogProps {
  /** The review being reported; null keeps the dialog closed. */
  review: Review | null;
  onClose: () => void;
  /** Called once the report is stored (or was already). */
  onReported: (reviewId: number) => void;
}

/** "Report" of a review card: a reason (details required for "Other"), then thanks. */
export function ReportDialog({ review, onClose, onReported }: ReportDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={review !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('components.reportDialog.title')}
      description={t('components.reportDialog.description')}
      size="sm"
    >
      {review && <ReportForm key={review.id} review={review} onDone={onClose} onReported={onReported} />}
    </Dialog>
  );
}

function ReportForm({
  review,
  onDone,
  onReported,
}: {
  review: Review;
  onDone: () => void;
  onReported: (reviewId: number) => void;
}) {
  const { t } = useTranslation();
  const report = useReportReview();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useForm<ReportBodyInput, unknown, ReportBody>({
    resolver: zodResolver(reportBody),
    mode: 'onChange',
    defaultValues: { reason: undefined as unknown as ReportBody['reason'], details: '' },
  });
  const details = useWatch({ control, name: 'details' }) ?? '';
  const options = REPORT_REASONS.map((reason) => ({
    value: reason,
    label: t(`components.reportDialog.reasons.${reason}`),
  }));

  const onSubmit = handleSubmit(async (values) => {
    try {
      await report.mutateAsync({ reviewId: review.id, body: values });
      toast.success(t('components.reportDialog.thanks'));
      onReported(review.id);
      onDone();
    } catch (error) {
      if (isApiError(error) && error.code === 'already_reported') {
        toast.success(t('components.reportDialog.already'));
        onReported(review.id);
        onDone();
        return;
      }
      showSubmitError(error, setError, ['reason', 'details']);
    }
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <Controller
        control={control}
        name="reason"
        render={({ field, fieldState }) => (
          <div>
            <RadioGroup
              label={t('components.reportDialog.reason')}
              options={options}
              value={field.value}
              onValueChange={field.onChange}
              orientation="vertical"
            />
            {fieldState.error && <p className="field__error">{fieldState.error.message}</p>}
          </div>
        )}
      />
      <TextAreaField
        label={t('components.reportDialog.details')}
        hint={t('components.reportDialog.detailsHint')}
        maxLength={REPORT_DETAILS_MAX}
        length={details.length}
        error={errors.details?.message}
        rows={3}
        {...register('details')}
      />
      <FormActions
        submit={t('components.reportDialog.submit')}
        onCancel={onDone}
        disabled={!isValid}
        loading={isSubmitting}
      />
    </form>
  );
}
