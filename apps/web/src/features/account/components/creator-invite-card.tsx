import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button/button-link';
import { paths } from '@/config/paths';

/** For users without a creator page: how to get one verified. */
export function CreatorInviteCard() {
  const { t } = useTranslation();
  return (
    <section className="card stack account-card account-invite" aria-labelledby="account-invite-title">
      <h2 id="account-invite-title" className="account-card__title">
        {t('account.invite.title')}
      </h2>
      <p className="account-card__lead">{t('account.invite.text')}</p>
      <ButtonLink to={paths.verification()} variant="secondary" block>
        {t('account.invite.action')}
      </ButtonLink>
    </section>
  );
}
