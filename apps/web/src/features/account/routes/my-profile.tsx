import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { FormAlert } from '@/components/form/form-alert';
import { Page } from '@/components/page/page';
import { Spinner } from '@/components/spinner/spinner';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { creatorPagesOf } from '@/lib/profile-store';
import { useMyProfile } from '../api/my-profile';
import { ChangePasswordForm } from '../components/change-password-form';
import { CreatorInviteCard } from '../components/creator-invite-card';
import { DeleteAccountCard } from '../components/delete-account-card';
import { EmailConfirmationCard } from '../components/email-confirmation-card';
import { MyCreatorCard } from '../components/my-creator-card';
import { AlertSettingsCard } from '../components/alert-settings-card';
import { NotificationSettingsCard } from '../components/notification-settings-card';
import { ProfileSettingsForm } from '../components/profile-settings-form';
import { SessionsCard } from '../components/sessions-card';
import { YourDataCard } from '../components/your-data-card';
import '../components/account.css';

/**
 * /my-profile (signed-in): profile settings, the e-mail address's confirmation, change password, e-mail switches, sessions, your data
 * and account deletion, and a card per creator page (docs/product/accounts.md, "The account page").
 */
export default function MyProfileRoute() {
  const { t } = useTranslation();
  const { profile, isPending, error, refetch } = useMyProfile();
  const pages = creatorPagesOf(profile);

  return (
    <Page title={t('pages.myProfile.title')} lead={t('pages.myProfile.lead')} className="account-page">
      {profile ? (
        <div className="account-grid">
          <div className="stack account-grid__main">
            <section className="card stack account-card" aria-labelledby="account-profile-title">
              <header className="stack account-card__header">
                <h2 id="account-profile-title" className="account-card__title">
                  {t('account.profile.title')}
                </h2>
                <p className="account-card__lead">{t('account.profile.lead')}</p>
              </header>
              <ProfileSettingsForm key={profile.id} profile={profile} />
            </section>
            <EmailConfirmationCard profile={profile} />
            <section className="card stack account-card" aria-labelledby="account-password-title">
              <header className="stack account-card__header">
                <h2 id="account-password-title" className="account-card__title">
                  {t('account.password.title')}
                </h2>
                <p className="account-card__lead">{t('account.password.lead')}</p>
              </header>
              <ChangePasswordForm />
            </section>
            <NotificationSettingsCard isCreator={Boolean(profile.creator?.verified)} />
            <AlertSettingsCard />
            <SessionsCard />
            <YourDataCard />
            <DeleteAccountCard profile={profile} />
          </div>
          <aside className="stack account-grid__side">
            {pages.length > 0 ? (
              <>
                {pages.map((page) => (
                  <MyCreatorCard key={page.id} creator={page} several={pages.length > 1} />
                ))}
                <Link className="account-another" to={paths.verification({ another: true })}>
                  {t('account.creator.another')}
                </Link>
              </>
            ) : (
              <CreatorInviteCard />
            )}
          </aside>
        </div>
      ) : isPending ? (
        <div className="account-page__loading">
          <Spinner size="lg" />
        </div>
      ) : (
        error && (
          <FormAlert tone="error" className="account-page__error">
            <span>{t('account.loadError')}</span>
            <Button variant="secondary" size="sm" onClick={() => void refetch()}>
              {t('account.retry')}
            </Button>
          </FormAlert>
        )
      )}
    </Page>
  );
}
