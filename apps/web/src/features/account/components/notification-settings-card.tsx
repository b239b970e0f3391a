import { NOTIFICATION_KINDS, type NotificationKind } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import { ToggleSwitch } from '@/components/toggle-switch/toggle-switch';
import { useNotificationSettings, useUpdateNotificationSettings } from '../api/notification-settings';

/** The e-mail switches of the account page (each notification e-mail also has a one-click unsubscribe link). */
export function NotificationSettingsCard({ isCreator }: { isCreator: boolean }) {
  const { t } = useTranslation();
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const kinds = NOTIFICATION_KINDS.filter((kind) => kind !== 'newReviews' || isCreator);
  const label = (kind: NotificationKind) =>
    kind === 'replies'
      ? t('account.notifications.replies')
      : kind === 'newReviews'
        ? t('account.notifications.newReviews')
        : t('account.notifications.moderation');

  return (
    <section className="card stack account-card" aria-labelledby="account-notifications-title">
      <header className="stack account-card__header">
        <h2 id="account-notifications-title" className="account-card__title">
          {t('account.notifications.title')}
        </h2>
        <p className="account-card__lead">{t('account.notifications.lead')}</p>
      </header>
      {settings.data ? (
        <div className="stack account-notifications">
          {kinds.map((kind) => (
            <ToggleSwitch
              key={kind}
              label={label(kind)}
              checked={settings.data[kind]}
              disabled={update.isPending}
              onCheckedChange={(checked) => update.mutate({ [kind]: checked })}
              labelFirst
            />
          ))}
        </div>
      ) : (
        <p className="account-card__lead" role={settings.isError ? 'alert' : 'status'}>
          {settings.isError ? t('account.notifications.error') : t('components.loading')}
        </p>
      )}
    </section>
  );
}
