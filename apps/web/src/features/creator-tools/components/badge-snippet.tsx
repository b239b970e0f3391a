import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { useCopyState } from '@/lib/copy-text';

/** One copy-ready snippet of the badge (read-only) with its Copy button: 'Copied' for a moment, or a manual hint. */
export function BadgeSnippet({ kind, label, text }: { kind: string; label: string; text: string }) {
  const { t } = useTranslation();
  const id = useId();
  const { box, state, copy } = useCopyState(text);

  return (
    <div className="badge-snippet" data-testid={`badge-snippet-${kind}`}>
      <label className="badge-snippet__label" htmlFor={id}>
        {label}
      </label>
      <div className="cluster badge-snippet__row">
        <textarea
          ref={box}
          id={id}
          className="badge-snippet__box"
          readOnly
          rows={kind === 'link' ? 1 : 3}
          wrap={kind === 'link' ? 'off' : 'soft'}
          value={text}
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button
          variant={state === 'copied' ? 'secondary' : 'primary'}
          size="sm"
          aria-label={t('creatorTools.badge.copyLabel', { kind: label })}
          onClick={() => void copy()}
        >
          {state === 'copied' ? t('creatorTools.badge.copied') : t('creatorTools.badge.copy')}
        </Button>
      </div>
      <p className="badge-snippet__status" role="status">
        {state === 'copied' && <span className="visually-hidden">{t('creatorTools.badge.copied')}</span>}
        {state === 'manual' && t('creatorTools.badge.manual')}
      </p>
    </div>
  );
}
