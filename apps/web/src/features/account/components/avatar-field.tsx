import { isImageMimeType } from '@fanlens/shared';
import { type ChangeEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/avatar/avatar';
import { Button } from '@/components/button/button';
import { useMessageText } from '@/lib/message-text';

export interface AvatarFieldProps {
  /** The chosen file, or null for the current avatar. */
  value: File | null | undefined;
  onChange: (file: File | null) => void;
  onBlur?: () => void;
  /** The picture shown while no file is chosen. */
  currentUrl: string | null;
  name: string | null;
  error?: string;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * Avatar upload: image files only (the picker offers images; the form's schema checks the
 * type and size), the first file chosen, shown at once from an object URL.
 */
export function AvatarField({ value, onChange, onBlur, currentUrl, name, error, disabled, ref }: AvatarFieldProps) {
  const message = useMessageText();
  const { t } = useTranslation();
  const id = useId();
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  const urls = useRef<string[]>([]);

  // Object URLs live until the field goes away.
  useEffect(() => {
    const created = urls.current;
    return () => {
      for (const url of created.splice(0)) URL.revokeObjectURL(url);
    };
  }, []);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    event.target.value = '';
    if (!file) return;
    if (isImageMimeType(file.type)) {
      const url = URL.createObjectURL(file);
      urls.current.push(url);
      setPreview({ file, url });
    }
    onChange(file);
  };

  const previewUrl = value && preview?.file === value ? preview.url : null;
  const describedBy = error ? `${id}-error` : `${id}-hint`;
  return (
    <div className="avatar-field">
      <Avatar name={name} src={previewUrl ?? currentUrl} size="lg" className="avatar-field__preview" />
      <div className="stack avatar-field__body">
        <span className="field__label" id={`${id}-label`}>
          {t('account.profile.avatar')}
        </span>
        <div className="cluster avatar-field__actions">
          <input
            ref={ref}
            id={id}
            type="file"
            accept="image/*"
            className="avatar-field__input visually-hidden"
            aria-labelledby={`${id}-label`}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
            disabled={disabled}
            onChange={choose}
            onBlur={onBlur}
          />
          <label htmlFor={id} className="button button--secondary button--sm avatar-field__choose">
            {value || currentUrl ? t('account.profile.changeAvatar') : t('account.profile.chooseAvatar')}
          </label>
          {value && (
            <Button variant="ghost" size="sm" onClick={() => onChange(null)} disabled={disabled}>
              {t('account.profile.removeAvatar')}
            </Button>
          )}
        </div>
        {value && <p className="avatar-field__file">{t('account.profile.chosenFile', { name: value.name })}</p>}
        {error ? (
          <p id={`${id}-error`} className="field__error">
            {message(error)}
          </p>
        ) : (
          <p id={`${id}-hint`} className="field__hint">
            {t('account.profile.avatarHint')}
          </p>
        )}
      </div>
    </div>
  );
}
