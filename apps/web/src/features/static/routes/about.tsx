import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/button/button-link';
import { CtaBand } from '@/components/marketing/cta-band';
import { FeatureGrid } from '@/components/marketing/feature-grid';
import { MarketingHero } from '@/components/marketing/marketing-hero';
import {
  ChatIcon,
  HeartIcon,
  SearchIcon,
  ShieldCheckIcon,
  StarIcon,
  UsersIcon,
  PencilIcon,
} from '@/components/marketing/marketing-icons';
import { MarketingSection } from '@/components/marketing/marketing-section';
import { RemovalRequestSection } from '../components/removal-request-section';
import { paths } from '@/config/paths';
import { useFormats } from '@/lib/formats';
import { selectIsSignedIn, useAuthStore } from '@/lib/auth-store';
import '../components/static.css';
import { PageHead } from '@/components/page/page-head';

/**
 * /about: what FanLens is, the community (45,000+ members), free sign-up (docs/product/site.md, "Static pages") and
 * the form to request the removal of a creator page.
 */
export default function AboutRoute() {
  const { t } = useTranslation();
  const formats = useFormats();
  const signedIn = useAuthStore(selectIsSignedIn);
  const join = signedIn ? (
    <ButtonLink to={paths.search()} size="lg">
      {t('static.about.explore')}
    </ButtonLink>
  ) : (
    <ButtonLink to={paths.signUp()} size="lg">
      {t('static.about.join')}
    </ButtonLink>
  );
  const stats = [
    { value: formats.community, label: t('static.about.stats.community') },
    { value: t('static.about.stats.platformsValue'), label: t('static.about.stats.platforms') },
    { value: t('static.about.stats.priceValue'), label: t('static.about.stats.price') },
  ];

  return (
    <div className="page container marketing-page about-page">
      <PageHead title={`${t('pages.about.title')} · FanLens`} />
      <MarketingHero
        title={t('pages.about.title')}
        tagline={t('static.about.title')}
        lead={t('static.about.lead')}
        actions={
          <>
            {join}
            {!signedIn && (
              <ButtonLink to={paths.search()} variant="secondary" size="lg">
                {t('static.about.explore')}
              </ButtonLink>
            )}
          </>
        }
        aside={
          <dl className="about-stats" aria-label={t('static.about.stats.label')}>
            {stats.map((stat) => (
              <div key={stat.label} className="about-stats__item">
                <dt className="about-stats__label">{stat.label}</dt>
                <dd className="about-stats__value">{stat.value}</dd>
              </div>
            ))}
          </dl>
        }
      />

      <MarketingSection title={t('static.about.fans.title')} lead={t('static.about.fans.lead')}>
        <FeatureGrid
          items={[
            {
              icon: <SearchIcon />,
              title: t('static.about.fans.search.title'),
              text: t('static.about.fans.search.text'),
            },
            {
              icon: <StarIcon />,
              title: t('static.about.fans.reviews.title'),
              text: t('static.about.fans.reviews.text'),
            },
            {
              icon: <PencilIcon />,
              title: t('static.about.fans.write.title'),
              text: t('static.about.fans.write.text'),
            },
            {
              icon: <HeartIcon />,
              title: t('static.about.fans.favorites.title'),
              text: t('static.about.fans.favorites.text'),
            },
          ]}
        />
      </MarketingSection>

      <MarketingSection title={t('static.about.principles.title')}>
        <FeatureGrid
          items={[
            {
              icon: <UsersIcon />,
              title: t('static.about.principles.independent.title'),
              text: t('static.about.principles.independent.text'),
            },
            {
              icon: <ChatIcon />,
              title: t('static.about.principles.fair.title'),
              text: t('static.about.principles.fair.text'),
            },
            {
              icon: <ShieldCheckIcon />,
              title: t('static.about.principles.private.title'),
              text: t('static.about.principles.private.text'),
            },
          ]}
        />
        <p className="about-transparency">
          {t('static.about.principles.transparency')}{' '}
          <Link to={paths.transparency()}>{t('static.about.principles.transparencyLink')}</Link>
        </p>
      </MarketingSection>

      <section className="stack about-creators" aria-labelledby="about-creators-title">
        <div>
          <h2 id="about-creators-title" className="about-creators__title">
            {t('static.about.creators.title')}
          </h2>
          <p className="about-creators__text">{t('static.about.creators.text')}</p>
        </div>
        <ButtonLink to={paths.forCreators()} variant="secondary">
          {t('static.about.creators.action')}
        </ButtonLink>
      </section>

      <CtaBand
        title={t('static.about.cta.title', { community: formats.community })}
        text={t('static.about.cta.text')}
        actions={join}
      />

      <RemovalRequestSection />
    </div>
  );
}
