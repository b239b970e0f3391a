import { SOCIAL_LINKS } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import type { Creator } from '@/types/api';
import { safeHref } from './bio-html';
import { SocialIcon } from './social-icon';

/** The creator's social links that are present (facebook … youtube), each opening a new tab. */
export function SocialLinks({ links }: { links: Creator['links'] }) {
  const { t } = useTranslation();
  const present = SOCIAL_LINKS.flatMap((kind) => {
    const href = safeHref(links[kind]);
    return href && !href.startsWith('mailto:') ? [{ kind, href }] : [];
  });
  if (present.length === 0) return null;
  return (
    <section className="stack creator-section" aria-labelledby="creator-links-title">
      <h2 id="creator-links-title" className="eyebrow">
        {t('creator.links.label')}
      </h2>
      <ul role="list" className="cluster creator-links">
        {present.map(({ kind, href }) => (
          <li key={kind}>
            <a
              className="chip creator-links__link"
              href={href}
              target="_blank"
              rel="noopener noreferrer nofollow"
              aria-label={t('creator.links.opensNewTab', { name: t(`creator.links.${kind}`) })}
            >
              <SocialIcon kind={kind} />
              <span>{t(`creator.links.${kind}`)}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
