import { PLATFORM_NAMES, SOCIAL_LINKS, stripHtml, type ListingPreview as Preview } from '@fanlens/shared';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/avatar/avatar';
import { CreatorPrice } from '@/components/creator-card/creator-price';
import { FormAlert } from '@/components/form/form-alert';
import { PlatformBadge } from '@/components/platform-badge/platform-badge';
import { useFormats } from '@/lib/formats';
import '@/components/creator-card/creator-card.css';

const COUNTERS = ['subscribers', 'likes', 'posts', 'photos', 'videos'] as const;

/** Only web links are shown (the API sends http(s) addresses; anything else is left out). */
const webLink = (value: string | null) => (value && /^https?:\/\//i.test(value) ? value : null);

export interface ListingPreviewProps {
  preview: Preview;
  /** What the person typed, shown in place of the preview's name and bio (FanLens does not read the platform). */
  typed?: { name?: string; bio?: string };
  /** The heading, focused once the preview shows. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * The page as FanLens would list it: picture, name, platform, counts, price, the bio as plain
 * text and the links; with a note when the platform is not read (the page shows what was typed).
 */
export function ListingPreview({ preview, typed, headingRef }: ListingPreviewProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  const name = typed?.name?.trim() || preview.name || preview.username;
  const bio = typed?.bio !== undefined ? typed.bio.trim() : stripHtml(preview.bio);
  const counters = COUNTERS.filter((counter) => preview.counters[counter] !== null);
  const links = SOCIAL_LINKS.flatMap((kind) => {
    const href = webLink(preview.links[kind]);
    return href ? [{ kind, href }] : [];
  });
  const platform = PLATFORM_NAMES[preview.platform];
  return (
    <section className="stack listing-preview" aria-labelledby="listing-preview-title" data-testid="listing-preview">
      <h2 id="listing-preview-title" className="listing-preview__title" tabIndex={-1} ref={headingRef}>
        {t('listings.preview.title')}
      </h2>
      {preview.source === 'typed' && <FormAlert tone="info">{t('listings.preview.typed')}</FormAlert>}
      <div className="listing-preview__who">
        <Avatar name={name} src={preview.media.avatar} size="lg" />
        <div className="stack listing-preview__identity">
          <p className="listing-preview__name">{name}</p>
          <p className="cluster listing-preview__handle">
            <span>@{preview.username}</span>
            <PlatformBadge platform={preview.platform} />
            {preview.nsfw && <span className="chip listing-preview__adult">{t('listings.preview.adult')}</span>}
          </p>
          <a className="listing-preview__profile" href={preview.url} target="_blank" rel="noopener noreferrer nofollow">
            {t('listings.preview.openProfile', { platform })}
            <span className="visually-hidden"> {t('listings.preview.newTab')}</span>
          </a>
        </div>
      </div>
      <dl className="listing-preview__facts">
        {counters.map((counter) => (
          <div key={counter} className="listing-preview__fact" data-testid={`preview-${counter}`}>
            <dt>{t(`creator.stats.${counter}`)}</dt>
            <dd>{formats.count(preview.counters[counter]!)}</dd>
          </div>
        ))}
        <div className="listing-preview__fact" data-testid="preview-price">
          <dt>{t('listings.preview.price')}</dt>
          <dd className="cluster listing-preview__price">
            {preview.price === null ? t('listings.preview.noPrice') : <CreatorPrice creator={preview} />}
          </dd>
        </div>
      </dl>
      <div className="stack listing-preview__part">
        <h3 className="eyebrow">{t('listings.preview.bio')}</h3>
        {bio ? (
          <p className="listing-preview__bio" data-testid="preview-bio">
            {bio}
          </p>
        ) : (
          <p className="listing-preview__none">{t('listings.preview.noBio')}</p>
        )}
      </div>
      {links.length > 0 && (
        <div className="stack listing-preview__part">
          <h3 className="eyebrow">{t('listings.preview.links')}</h3>
          <ul role="list" className="cluster listing-preview__links">
            {links.map(({ kind, href }) => (
              <li key={kind}>
                <a
                  className="chip listing-preview__link"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                >
                  {t(`creator.links.${kind}`)}
                  <span className="visually-hidden"> {t('listings.preview.newTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
