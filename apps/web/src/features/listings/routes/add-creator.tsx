import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '@/components/page/page';
import { AddCreatorAside } from '../components/add-creator-aside';
import { AddCreatorForm } from '../components/add-creator-form';
import { startOf } from '../components/add-form-values';
import '../components/listings.css';

/**
 * /add (signed in): adding a creator page that is not on FanLens yet, filled in from the address
 * (`?platform=&username=`, or `?search=` from a search that found nothing). A new address starts
 * the form afresh.
 */
export default function AddCreatorRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <Page title={t('listings.title')} lead={t('listings.lead')} className="add-creator-page">
      <div className="add-creator-layout">
        <AddCreatorForm key={params.toString()} start={startOf(params)} />
        <AddCreatorAside />
      </div>
    </Page>
  );
}
