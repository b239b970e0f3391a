import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { ButtonLink } from '@/components/button/button-link';
import { FormAlert } from '@/components/form/form-alert';
import { Page } from '@/components/page/page';
import { Spinner } from '@/components/spinner/spinner';
import { paths } from '@/config/paths';
import { useMyPage } from '../api/get-my-page';
import { CreatorEditForm } from '../components/creator-edit-form';
import { PagePicker } from '../components/page-picker';
import { useChosenPage } from '../components/use-chosen-page';
import '../components/creator-tools.css';

/** /creator/edit?page=<id>: the verified creator edits one of their pages (creators only). */
export default function CreatorEditRoute() {
  const { t } = useTranslation();
  const { pages, page, choose } = useChosenPage();
  const current = useMyPage(page?.id ?? null);

  return (
    <Page title={t('creatorTools.edit.title')} lead={t('creatorTools.edit.lead')} className="creator-tools">
      <div className="cluster creator-tools__bar">
        {page && <PagePicker pages={pages} value={page.id} onChange={choose} />}
        {page && (
          <div className="cluster analytics__tools">
            <ButtonLink variant="ghost" size="sm" to={paths.creatorBadge({ page: page.id })}>
              {t('creatorTools.badge.open')}
            </ButtonLink>
            <ButtonLink variant="secondary" size="sm" to={paths.creatorAnalytics({ page: page.id })}>
              {t('creatorTools.edit.analytics')}
            </ButtonLink>
          </div>
        )}
      </div>
      {current.data ? (
        <CreatorEditForm key={`${current.data.id}-${current.dataUpdatedAt}`} creator={current.data} />
      ) : current.isError ? (
        <FormAlert tone="error">
          <span>{t('creator.loadError')}</span>
          <Button variant="secondary" size="sm" onClick={() => void current.refetch()}>
            {t('creator.retry')}
          </Button>
        </FormAlert>
      ) : (
        <div className="creator-tools__loading">
          <Spinner size="lg" />
        </div>
      )}
    </Page>
  );
}
