import {
  COMMENT_LENGTH,
  NEGATIVE_TAGS,
  POSITIVE_TAGS,
  type ReviewForm,
  type ReviewFormInput,
  reviewForm,
} from '@fanlens/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toaster/toast';
import { showSubmitError } from '@/components/form/server-errors';
import { TextAreaField } from '@/components/form/text-area-field';
import { RadioGroup } from '@/components/radio-group/radio-group';
import { RatingInput } from '@/components/rating-input/rating-input';
import { FormActions } from '@/components/dialog/form-actions';
import { isApiError } from '@/lib/api-client';
import type { Review } from '@/types/api';
import { useCreateReview } from './create-review';
import { useUpdateReview } from './update-review';
import { TagChoices } from './tag-choices';

const DEFAULTS: ReviewFormInput = {
  comment: '',
  rating: undefined as unknown as number,
  positive: [],
  negative: [],
  isSubscriber: false,
  anonymous: false,
};

type YesNo = 'yes' | 'no';

/** The form's values for editing a review. */
const valuesOf = (review: Review): ReviewFormInput => ({
  comment: review.comment,
  rating: review.rating,
  positive: review.positive as ReviewFormInput['positive'],
  negative: review.negative as ReviewFormInput['negative'],
  isSubscriber: review.isSubscriber,
  anonymous: review.anonymous,
});

export interface LeaveReviewFormProps {
  /** The creator of a new review. */
  creatorId?: number;
  /** Given: the author edits this review (PATCH) instead of leaving a new one. */
  review?: Review;
  /** The code of the invitation link the fan followed (a new review only). */
  invitation?: string;
  /** After a new review is posted (before `onDone`). */
  onPosted?: () => void;
  onDone: () => void;
}

/** Rating, comment with a counter, tag choices and the two yes/no questions; validated on change. */
export function LeaveReviewForm({ creatorId, review, invitation, onPosted, onDone }: LeaveReviewFormProps) {
  const { t } = useTranslation();
  const createReview = useCreateReview();
  const updateReview = useUpdateReview();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useForm<ReviewFormInput, unknown, ReviewForm>({
    resolver: zodResolver(reviewForm),
    mode: 'onChange',
    defaultValues: review ? valuesOf(review) : DEFAULTS,
  });
  const comment = useWatch({ control, name: 'comment' }) ?? '';
  const yesNo = [
    { value: 'yes' as YesNo, label: t('creator.review.yes') },
    { value: 'no' as YesNo, label: t('creator.review.no') },
  ];

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (review) {
        await updateReview.mutateAsync({ reviewId: review.id, body: values });
        toast.success(t('creator.review.saved'));
      } else if (creatorId !== undefined) {
        const created = await createReview.mutateAsync({ ...values, creatorId, invitation });
        toast.success(t(created.held ? 'creator.review.postedHeld' : 'creator.review.posted'));
        onPosted?.();
      }
      onDone();
    } catch (error) {
      showSubmitError(error, setError, ['comment', 'rating', 'positive', 'negative']);
      // Reviewed meanwhile (another tab): the refetched page hides the button, so close.
      if (isApiError(error) && error.code === 'already_reviewed') onDone();
    }
  });

  return (
    <form className="form leave-review" onSubmit={onSubmit} noValidate>
      <Controller
        control={control}
        name="rating"
        render={({ field, fieldState }) => (
          <RatingInput
            label={t('creator.review.rating')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            name={field.name}
            ref={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextAreaField
        label={t('creator.review.comment')}
        placeholder={t('creator.review.placeholder')}
        maxLength={COMMENT_LENGTH.max}
        length={comment.length}
        error={errors.comment?.message}
        rows={5}
        {...register('comment')}
      />
      <div className="stack leave-review__tags">
        <Controller
          control={control}
          name="positive"
          render={({ field, fieldState }) => (
            <TagChoices
              label={t('creator.review.positive')}
              choices={POSITIVE_TAGS}
              value={field.value ?? []}
              onChange={field.onChange}
              tone="positive"
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="negative"
          render={({ field, fieldState }) => (
            <TagChoices
              label={t('creator.review.negative')}
              choices={NEGATIVE_TAGS}
              value={field.value ?? []}
              onChange={field.onChange}
              tone="negative"
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
      <div className="leave-review__questions">
        <Controller
          control={control}
          name="isSubscriber"
          render={({ field }) => (
            <RadioGroup
              label={t('creator.review.subscriber')}
              options={yesNo}
              value={field.value ? 'yes' : 'no'}
              onValueChange={(value) => field.onChange(value === 'yes')}
            />
          )}
        />
        <Controller
          control={control}
          name="anonymous"
          render={({ field }) => (
            <div>
              <RadioGroup
                label={t('creator.review.anonymous')}
                options={yesNo}
                value={field.value ? 'yes' : 'no'}
                onValueChange={(value) => field.onChange(value === 'yes')}
              />
              <p className="field__hint leave-review__hint">{t('creator.review.anonymousHint')}</p>
            </div>
          )}
        />
      </div>
      <FormActions
        submit={review ? t('creator.review.save') : t('creator.review.submit')}
        onCancel={onDone}
        disabled={!isValid}
        loading={isSubmitting}
      />
    </form>
  );
}
