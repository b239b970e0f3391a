import { useTranslation } from 'react-i18next';
import { Page } from '@/components/page/page';
import { BadgePanel } from '../components/badge-panel';
import { PageToolsBar } from '../components/page-tools-bar';
import { useChosenPage } from '../components/use-chosen-page';
import '../components/creator-tools.css';

/** /creator/badge?page=<id>: the rating badge of one of the creator's pages, with snippets to paste (creators only). */
export default function CreatorBadgeRoute() {
  const { t } = useTranslation();
  const { pages, page, choose } = useChosenPage();

  return (
    <Page title={t('creatorTools.badge.title')} lead={t('creatorTools.badge.lead')} className="creator-tools">
      <PageToolsBar pages={pages} page={page} onChoose={choose} links={['edit', 'analytics']} />
      {page && <BadgePanel key={page.id} page={page} />}
    </Page>
  );
}
