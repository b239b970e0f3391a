import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import type { Profile } from '@/types/api';
import { DeleteAccountDialog } from './delete-account-dialog';

/** "Delete my account": the button that opens the confirmation dialog. */
export function DeleteAccountCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <section className="card stack account-card account-card--danger" aria-labelledby="account-delete-title">
      <header className="stack account-card__header">
        <h2 id="account-delete-title" className="account-card__title">
          {t('account.delete.title')}
        </h2>
        <p className="account-card__lead">{t('account.delete.lead')}</p>
      </header>
      <div className="cluster account-form__footer">
        <Button variant="danger" onClick={() => setOpen(true)}>
          {t('account.delete.open')}
        </Button>
      </div>
      <DeleteAccountDialog profile={profile} open={open} onOpenChange={setOpen} />
    </section>
  );
}
