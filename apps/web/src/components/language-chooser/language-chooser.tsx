import { LANGUAGES, LANGUAGE_NAMES } from '@fanlens/shared';
import clsx from 'clsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GlobeIcon } from '@/components/icons/icons';
import { chooseLanguage } from '@/lib/account-language';
import './language-chooser.css';

/**
 * The interface language: English, Español, Deutsch, each named in its own language. A choice
 * applies at once (no reload) and is kept for the next visit (browser storage and the cookie the
 * server renders pages by) and, when signed in, on the account (its e-mails and error messages). A native select: no script of its own, the phone's own picker.
 */
export function LanguageChooser({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className={clsx('language-chooser', className)}>
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <GlobeIcon size={16} className="language-chooser__icon" />
      <select
        id={id}
        className="language-chooser__select"
        value={i18n.language}
        data-testid="language-chooser"
        onChange={(event) => void chooseLanguage(event.target.value)}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
