import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { useCopyState } from '@/lib/copy-text';
import { CheckIcon, CopyIcon } from './verification-icons';

const EXPIRY_FORMAT: Intl.DateTimeFormatOptions = {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/**
 * The generated bio text (read-only) with a Copy button: 'Copied' for a moment, or a manual hint;
 * below it, until when the code in its link works.
 */
export function ShareText({ text, expiresAt }: { text: string | null; expiresAt?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { box, state, copy } = useCopyState(text);

  return (
    <div className="share-text">
      <label className="visually-hidden" htmlFor={id}>
        {t('verification.steps.copy.label')}
      </label>
      <div className="stack share-text__row">
        <textarea
          ref={box}
          id={id}
          className="share-text__box"
          readOnly
          rows={2}
          value={text ?? ''}
          placeholder={t('verification.steps.copy.waiting')}
          onFocus={(event) => event.currentTarget.select()}
          data-testid="verification-text"
        />
        <Button
          variant={state === 'copied' ? 'secondary' : 'primary'}
          className="share-text__copy"
          disabled={!text}
          aria-label={state === 'copied' ? t('verification.steps.copy.copied') : t('verification.steps.copy.copyLabel')}
          onClick={() => void copy()}
        >
          {state === 'copied' ? <CheckIcon /> : <CopyIcon />}
          {state === 'copied' ? t('verification.steps.copy.copied') : t('verification.steps.copy.copy')}
        </Button>
      </div>
      {text && expiresAt && (
        <p className="share-text__expiry">
          {t('verification.steps.copy.expires', {
            date: new Date(expiresAt).toLocaleString(i18n.language, EXPIRY_FORMAT),
          })}
        </p>
      )}
      <p className="share-text__status" role="status">
        {state === 'copied' && <span className="visually-hidden">{t('verification.steps.copy.copied')}</span>}
        {state === 'manual' && t('verification.steps.copy.manual')}
      </p>
    </div>
  );
}
