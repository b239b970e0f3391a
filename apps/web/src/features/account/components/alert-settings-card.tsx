import './alert-settings.css';
import type { AlertDelivery } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import { RadioGroup } from '@/components/radio-group/radio-group';
import { ToggleSwitch } from '@/components/toggle-switch/toggle-switch';
import { useAlertSettings, useUpdateAlertSettings } from '../api/alert-settings';

/**
 * The price alerts of the account page: which news of the followed creators is e-mailed
 * (promotions, price drops) and how (as it happens, a weekly digest, or off). Each alert
 * e-mail also has a one-click unsubscribe link.
 */
export function AlertSettingsCard() {
  const { t } = useTranslation();
  const settings = useAlertSettings();
  const update = useUpdateAlertSettings();
  const deliveries: { value: AlertDelivery; label: string }[] = [
    { value: 'instant', label: t('account.alerts.instant') },
    { value: 'weekly', label: t('account.alerts.weekly') },
    { value: 'off', label: t('account.alerts.off') },
  ];

  return (
    <section className="card stack account-card" aria-labelledby="account-alerts-title">
      <header className="stack account-card__header">
        <h2 id="account-alerts-title" className="account-card__title">
          {t('account.alerts.title')}
        </h2>
        <p className="account-card__lead">{t('account.alerts.lead')}</p>
      </header>
      {settings.data ? (
        <div className="stack account-alerts">
          <RadioGroup
            label={t('account.alerts.delivery')}
            options={deliveries}
            value={settings.data.delivery}
            orientation="vertical"
            disabled={update.isPending}
            onValueChange={(delivery) => update.mutate({ delivery })}
          />
          <div className="stack account-alerts__kinds">
            <ToggleSwitch
              label={t('account.alerts.promotions')}
              checked={settings.data.promotions}
              disabled={update.isPending || settings.data.delivery === 'off'}
              onCheckedChange={(promotions) => update.mutate({ promotions })}
              labelFirst
            />
            <ToggleSwitch
              label={t('account.alerts.priceDrops')}
              checked={settings.data.priceDrops}
              disabled={update.isPending || settings.data.delivery === 'off'}
              onCheckedChange={(priceDrops) => update.mutate({ priceDrops })}
              labelFirst
            />
          </div>
        </div>
      ) : (
        <p className="account-card__lead" role={settings.isError ? 'alert' : 'status'}>
          {settings.isError ? t('account.alerts.error') : t('components.loading')}
        </p>
      )}
    </section>
  );
}
