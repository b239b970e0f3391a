import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { stripHtml } from '@fanlens/shared';
import { bioToReact } from './bio-html';

/** The bio's formatting through an allowlist (see bio-html.ts); a note when there is none. */
export function CreatorBio({ bio }: { bio: string | null }) {
  const { t } = useTranslation();
  const content = useMemo(() => (bio && stripHtml(bio) ? bioToReact(bio) : null), [bio]);
  return (
    <section className="stack creator-section" aria-labelledby="creator-about-title">
      <h2 id="creator-about-title" className="eyebrow">
        {t('creator.about')}
      </h2>
      {content ? (
        <div className="creator-bio" data-testid="creator-bio">
          {content}
        </div>
      ) : (
        <p className="creator-section__empty">{t('creator.noBio')}</p>
      )}
    </section>
  );
}
