import {
  BADGE_DIMENSIONS,
  BADGE_SIZES,
  BADGE_THEMES,
  badgeAlt,
  badgePath,
  badgeSnippets,
  type BadgeOptions,
} from '@fanlens/shared';
import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RadioGroup } from '@/components/radio-group/radio-group';
import type { Creator } from '@/types/api';
import { BadgeSnippet } from './badge-snippet';
import './badge-panel.css';

/** The site's own address as the browser sees it (the creator tools render in the browser only). */
const siteUrl = () => (typeof window === 'undefined' ? '' : window.location.origin);

/**
 * The rating badge of one of the creator's pages: theme and size, a preview (FanLens's own
 * preview is not counted as a badge view), and the snippets to paste: HTML, Markdown, the link.
 */
export function BadgePanel({ page }: { page: Pick<Creator, 'username' | 'name'> }) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<BadgeOptions>({ theme: 'light', size: 'large' });
  const name = page.name?.trim() || page.username;
  const snippets = badgeSnippets({ siteUrl: siteUrl(), username: page.username, name, options });
  const { width, height } = BADGE_DIMENSIONS[options.size];

  return (
    <section className="card badge-panel" aria-labelledby="badge-panel-title">
      <h2 id="badge-panel-title" className="badge-panel__title">
        {t('creatorTools.badge.yourBadge')}
      </h2>
      <div className="cluster badge-panel__options">
        <RadioGroup
          label={t('creatorTools.badge.theme')}
          options={BADGE_THEMES.map((value) => ({ value, label: t(`creatorTools.badge.themes.${value}`) }))}
          value={options.theme}
          onValueChange={(theme) => setOptions((current) => ({ ...current, theme }))}
        />
        <RadioGroup
          label={t('creatorTools.badge.size')}
          options={BADGE_SIZES.map((value) => ({ value, label: t(`creatorTools.badge.sizes.${value}`) }))}
          value={options.size}
          onValueChange={(size) => setOptions((current) => ({ ...current, size }))}
        />
      </div>
      <figure className={clsx('badge-panel__preview', `badge-panel__preview--${options.theme}`)}>
        <img
          src={badgePath(page.username, options)}
          width={width}
          height={height}
          alt={badgeAlt(name)}
          data-testid="badge-preview"
        />
        <figcaption className="badge-panel__caption">{t('creatorTools.badge.preview')}</figcaption>
      </figure>
      <BadgeSnippet kind="html" label={t('creatorTools.badge.html')} text={snippets.html} />
      <BadgeSnippet kind="markdown" label={t('creatorTools.badge.markdown')} text={snippets.markdown} />
      <BadgeSnippet kind="link" label={t('creatorTools.badge.link')} text={snippets.link} />
      <p className="badge-panel__note">{t('creatorTools.badge.note')}</p>
    </section>
  );
}
