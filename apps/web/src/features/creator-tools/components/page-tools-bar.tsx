import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button/button-link';
import { paths } from '@/config/paths';
import type { Creator } from '@/types/api';
import { PagePicker } from './page-picker';

type Tool = 'edit' | 'badge' | 'analytics';

/**
 * The bar above a creator tool: the page picker (with more than one page), then links to two
 * other tools for the chosen page, the first quiet and the second a secondary button.
 */
export function PageToolsBar({
  pages,
  page,
  onChoose,
  links,
}: {
  pages: Creator[];
  page: Creator | null;
  onChoose: (creatorId: number) => void;
  links: [Tool, Tool];
}) {
  const { t } = useTranslation();
  if (!page) return <div className="cluster creator-tools__bar" />;
  const link = { page: page.id };
  const tools: Record<Tool, { to: string; label: string }> = {
    edit: { to: paths.creatorEdit(link), label: t('creatorTools.analytics.edit') },
    badge: { to: paths.creatorBadge(link), label: t('creatorTools.badge.open') },
    analytics: { to: paths.creatorAnalytics(link), label: t('creatorTools.edit.analytics') },
  };
  return (
    <div className="cluster creator-tools__bar">
      <PagePicker pages={pages} value={page.id} onChange={onChoose} />
      <div className="cluster analytics__tools">
        {links.map((tool, index) => (
          <ButtonLink key={tool} variant={index === 0 ? 'ghost' : 'secondary'} size="sm" to={tools[tool].to}>
            {tools[tool].label}
          </ButtonLink>
        ))}
      </div>
    </div>
  );
}
