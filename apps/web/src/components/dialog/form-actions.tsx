import { useTranslation } from 'react-i18next';
import { Button, type ButtonVariant } from '@/components/button/button';

/**
 * The buttons under a dialog's form: Cancel (or `cancel`), then the submit button, busy while
 * the form is sent and, with `disabled`, off until the form is valid.
 */
export function FormActions({
  submit,
  onCancel,
  cancel,
  variant,
  disabled,
  loading,
}: {
  submit: string;
  onCancel: () => void;
  cancel?: string;
  variant?: ButtonVariant;
  disabled?: boolean;
  loading: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="dialog__actions">
      <Button variant="secondary" onClick={onCancel}>
        {cancel ?? t('components.dialog.cancel')}
      </Button>
      <Button type="submit" variant={variant} disabled={disabled} loading={loading}>
        {submit}
      </Button>
    </div>
  );
}
