import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button/button-link';
import { CtaBand } from '@/components/marketing/cta-band';
import { paths } from '@/config/paths';

/** The call to action for creators: 'Claim Your Page'. */
export function CreatorCta() {
  const { t } = useTranslation();
  return (
    <CtaBand
      eyebrow={<p className="eyebrow eyebrow--accent">{t('home.cta.eyebrow')}</p>}
      title={t('home.cta.title')}
      text={t('home.cta.text')}
      actions={
        <ButtonLink to={paths.forCreators()} size="lg">
          {t('home.cta.button')}
        </ButtonLink>
      }
    />
  );
}
