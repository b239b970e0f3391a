import { APPEAL_TEXT_LENGTH, appealBody } from '@fanlens/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/button/button';
import { showSubmitError } from '@/components/form/server-errors';
import { TextAreaField } from '@/components/form/text-area-field';
import { toast } from '@/components/toaster/toast';
import { useFileAppeal } from './file-appeal';

const appealText = appealBody.pick({ text: true });
type AppealText = z.input<typeof appealText>;

/** The appeal of one decision: why it is wrong, in 10 to 2,000 characters. */
export function AppealForm({ decisionId, onDone }: { decisionId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const appeal = useFileAppeal();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useForm<AppealText>({ resolver: zodResolver(appealText), mode: 'onChange', defaultValues: { text: '' } });
  const text = useWatch({ control, name: 'text' }) ?? '';

  const onSubmit = handleSubmit(async (values) => {
    try {
      await appeal.mutateAsync({ decisionId, text: appealText.parse(values).text });
      toast.success(t('decisions.appeal.sent'));
      onDone();
    } catch (error) {
      showSubmitError(error, setError, ['text']);
    }
  });

  return (
    <form className="form decision-appeal-form" onSubmit={onSubmit} noValidate aria-label={t('decisions.appeal.label')}>
      <TextAreaField
        label={t('decisions.appeal.text')}
        hint={t('decisions.appeal.hint', { min: APPEAL_TEXT_LENGTH.min })}
        maxLength={APPEAL_TEXT_LENGTH.max}
        length={text.length}
        error={errors.text?.message}
        rows={4}
        autoFocus
        {...register('text')}
      />
      <div className="cluster decision-appeal-form__actions">
        <Button type="submit" disabled={!isValid} loading={isSubmitting}>
          {t('decisions.appeal.submit')}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t('decisions.appeal.cancel')}
        </Button>
      </div>
    </form>
  );
}
