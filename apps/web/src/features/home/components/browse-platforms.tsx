import { PLATFORMS, PLATFORM_NAMES } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowRightIcon } from '@/components/icons/icons';
import { paths } from '@/config/paths';

/** Three links, one per platform, to its search. */
export function BrowsePlatforms({ nsfw }: { nsfw: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="stack home-section" aria-labelledby="home-platforms">
      <div className="cluster home-section__head">
        <h2 id="home-platforms" className="home-section__title">
          {t('home.platforms.title')}
        </h2>
      </div>
      <ul role="list" className="home__platforms">
        {PLATFORMS.map((platform) => (
          <li key={platform}>
            <Link
              className={`home__platform home__platform--${platform}`}
              to={paths.search({ platform, nsfw: nsfw ? undefined : false })}
            >
              <span className="home__platform-name">{PLATFORM_NAMES[platform]}</span>
              <span className="home__platform-text">{t(`home.platforms.${platform}`)}</span>
              <span className="home__platform-cta">
                {t('home.platforms.browse', { platform: PLATFORM_NAMES[platform] })}
                <ArrowRightIcon size={16} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
