import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { FormAlert } from '@/components/form/form-alert';
import { Page } from '@/components/page/page';
import { Spinner } from '@/components/spinner/spinner';
import { useMyPage } from '../api/get-my-page';
import { CreatorEditForm } from '../components/creator-edit-form';
import { PageToolsBar } from '../components/page-tools-bar';
import { useChosenPage } from '../components/use-chosen-page';
import '../components/creator-tools.css';

/** /creator/edit?page=<id>: the verified creator edits one of their pages (creators only). */
export default function CreatorEditRoute() {
  const { t } = useTranslation();
  const { pages, page, choose } = useChosenPage();
  const current = useMyPage(page?.id ?? null);

  return (
    <Page title={t('creatorTools.edit.title')} lead={t('creatorTools.edit.lead')} className="creator-tools">
      <PageToolsBar pages={pages} page={page} onChoose={choose} links={['badge', 'analytics']} />
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
