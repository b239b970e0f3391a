import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button/button-link';
import { Page } from '@/components/page/page';
import { paths } from '@/config/paths';
import { BadgePanel } from '../components/badge-panel';
import { PagePicker } from '../components/page-picker';
import { useChosenPage } from '../components/use-chosen-page';
import '../components/creator-tools.css';

/** /creator/badge?page=<id>: the rating badge of one of the creator's pages, with snippets to paste (creators only). */
export default function CreatorBadgeRoute() {
  const { t } = useTranslation();
  const { pages, page, choose } = useChosenPage();

  return (
    <Page title={t('creatorTools.badge.title')} lead={t('creatorTools.badge.lead')} className="creator-tools">
      <div className="cluster creator-tools__bar">
        {page && <PagePicker pages={pages} value={page.id} onChange={choose} />}
        {page && (
          <div className="cluster analytics__tools">
            <ButtonLink variant="ghost" size="sm" to={paths.creatorEdit({ page: page.id })}>
              {t('creatorTools.analytics.edit')}
            </ButtonLink>
            <ButtonLink variant="secondary" size="sm" to={paths.creatorAnalytics({ page: page.id })}>
              {t('creatorTools.edit.analytics')}
            </ButtonLink>
          </div>
        )}
      </div>
      {page && <BadgePanel key={page.id} page={page} />}
    </Page>
  );
}
