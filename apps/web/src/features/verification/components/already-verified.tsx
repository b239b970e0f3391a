import { PLATFORM_NAMES } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button/button-link';
import { paths } from '@/config/paths';
import type { Creator } from '@/types/api';
import { CreatorPreview } from './creator-preview';

/** /verification for a user who is a creator already: no form, a way to their page instead. */
export function AlreadyVerified({ creator }: { creator: Creator }) {
  const { t } = useTranslation();
  return (
    <section className="card stack verification-card already-verified" aria-labelledby="already-verified-title">
      <h2 id="already-verified-title" className="already-verified__title">
        {t('verification.already.title')}
      </h2>
      <p className="already-verified__text">
        {t('verification.already.text', { username: creator.username, platform: PLATFORM_NAMES[creator.platform] })}
      </p>
      <CreatorPreview creator={creator} />
      <div className="cluster already-verified__actions">
        <ButtonLink to={paths.creator(creator.username)}>{t('verification.already.page')}</ButtonLink>
        <ButtonLink to={paths.myProfile()} variant="secondary">
          {t('verification.already.account')}
        </ButtonLink>
        <ButtonLink to={paths.verification({ another: true })} variant="ghost">
          {t('verification.already.another')}
        </ButtonLink>
      </div>
    </section>
  );
}
