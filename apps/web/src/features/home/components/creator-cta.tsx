import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button/button-link';
import { paths } from '@/config/paths';

/** The call to action for creators: 'Claim Your Page'. */
export function CreatorCta() {
  const { t } = useTranslation();
  return (
    <section className="home__cta" aria-labelledby="home-cta">
      <div className="home__cta-text">
        <p className="home__eyebrow">{t('home.cta.eyebrow')}</p>
        <h2 id="home-cta" className="home__cta-title">
          {t('home.cta.title')}
        </h2>
        <p className="home__cta-lead">{t('home.cta.text')}</p>
      </div>
      <ButtonLink to={paths.forCreators()} size="lg" className="home__cta-button">
        {t('home.cta.button')}
      </ButtonLink>
    </section>
  );
}
