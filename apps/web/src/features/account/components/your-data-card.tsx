import { DATA_EXPORTS_PER_DAY } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { toast } from '@/components/toaster/toast';
import { useDownloadMyData } from '../api/download-my-data';

/** "Download my data": everything FanLens holds about the account, saved as one JSON file. */
export function YourDataCard() {
  const { t } = useTranslation();
  const download = useDownloadMyData();
  const onDownload = () => download.mutate(undefined, { onSuccess: () => toast.success(t('account.data.downloaded')) });

  return (
    <section className="card stack account-card" aria-labelledby="account-data-title">
      <header className="stack account-card__header">
        <h2 id="account-data-title" className="account-card__title">
          {t('account.data.title')}
        </h2>
        <p className="account-card__lead">{t('account.data.lead')}</p>
      </header>
      <p className="account-data__holds">{t('account.data.holds')}</p>
      <div className="cluster account-form__footer">
        <span className="account-data__limit">{t('account.data.limit', { count: DATA_EXPORTS_PER_DAY })}</span>
        <Button variant="secondary" onClick={onDownload} loading={download.isPending}>
          {t('account.data.download')}
        </Button>
      </div>
    </section>
  );
}
