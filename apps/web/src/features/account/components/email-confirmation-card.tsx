import { CONFIRMATION_LINK_HOURS, CONFIRMATION_RESENDS_PER_DAY } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { CheckCircleIcon } from '@/components/icons/icons';
import { toast } from '@/components/toaster/toast';
import type { Profile } from '@/types/api';
import { useResendConfirmation } from '../api/resend-confirmation';
import { useFormats } from '@/lib/formats';

/**
 * The state of the account's e-mail address: confirmed (since when: the user's reviews carry the
 * "Confirmed reviewer" mark), or waiting for the mailed link, with "Send a new link".
 */
export function EmailConfirmationCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const formats = useFormats();
  const resend = useResendConfirmation();
  const confirmedAt = profile.emailConfirmedAt ?? null;
  const onResend = () =>
    resend.mutate(undefined, {
      onSuccess: ({ remainingToday }) =>
        toast.success(t('account.confirmation.sent', { email: profile.email, count: remainingToday })),
    });

  return (
    <section
      className="card stack account-card"
      aria-labelledby="account-confirmation-title"
      data-testid="email-confirmation"
    >
      <header className="stack account-card__header">
        <h2 id="account-confirmation-title" className="account-card__title">
          {t('account.confirmation.title')}
        </h2>
      </header>
      {confirmedAt ? (
        <p className="account-confirmation account-confirmation--done">
          <CheckCircleIcon size={18} />
          <span>{t('account.confirmation.confirmed', { email: profile.email, date: formats.date(confirmedAt) })}</span>
        </p>
      ) : (
        <>
          <p className="account-confirmation account-confirmation--waiting">
            {t('account.confirmation.waiting', { email: profile.email, hours: CONFIRMATION_LINK_HOURS })}
          </p>
          <p className="account-card__lead">{t('account.confirmation.why')}</p>
          <div className="cluster account-form__footer">
            <span className="account-data__limit">
              {t('account.confirmation.limit', { count: CONFIRMATION_RESENDS_PER_DAY })}
            </span>
            <Button variant="secondary" onClick={onResend} loading={resend.isPending}>
              {t('account.confirmation.resend')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
