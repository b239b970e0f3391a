import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/button/button-link';
import { CtaBand } from '@/components/marketing/cta-band';
import { FeatureGrid } from '@/components/marketing/feature-grid';
import { MarketingHero } from '@/components/marketing/marketing-hero';
import {
  ChartIcon,
  ChatIcon,
  LinkIcon,
  MailIcon,
  PencilIcon,
  SearchIcon,
  ShieldCheckIcon,
  StarIcon,
  UsersIcon,
} from '@/components/marketing/marketing-icons';
import { MarketingSection } from '@/components/marketing/marketing-section';
import { StepList } from '@/components/marketing/step-list';
import { VerifiedPageMock } from '@/components/marketing/verified-page-mock';
import { paths } from '@/config/paths';
import { useFormats } from '@/lib/formats';
import { selectIsSignedIn, useAuthStore } from '@/lib/auth-store';
import { selectProfile, useProfileStore } from '@/lib/profile-store';
import { PageHead } from '@/components/page/page-head';

const STEPS = ['username', 'copy', 'bio', 'verify'] as const;

/**
 * /creators: why claim your page, how verification works, 'Claim Your Page' (into
 * /verification, or sign-up first when signed out), adding a page that is missing, and how to
 * ask for removal.
 */
export default function ForCreatorsRoute() {
  const { t } = useTranslation();
  const formats = useFormats();
  const signedIn = useAuthStore(selectIsSignedIn);
  const creator = useProfileStore(selectProfile)?.creator;
  const k = 'verification.landing';

  const claim = creator ? (
    <ButtonLink to={paths.creator(creator.username)} size="lg">
      {t(`${k}.viewPage`)}
    </ButtonLink>
  ) : (
    <ButtonLink to={signedIn ? paths.verification() : paths.signUp({ redirectTo: paths.verification() })} size="lg">
      {t(`${k}.claim`)}
    </ButtonLink>
  );
  const hint = creator ? t(`${k}.verifiedHint`) : signedIn ? null : t(`${k}.signUpHint`);
  const removalEmail = t(`${k}.removal.email`);

  return (
    <div className="page container marketing-page for-creators-page">
      <PageHead title={`${t('pages.forCreators.title')} · FanLens`} />
      <MarketingHero
        eyebrow={t(`${k}.eyebrow`)}
        title={t(`${k}.title`)}
        lead={t(`${k}.lead`)}
        actions={
          <>
            {claim}
            {hint && <p className="marketing-hero__hint">{hint}</p>}
          </>
        }
        aside={
          <VerifiedPageMock
            name={t(`${k}.previewName`)}
            handle={t(`${k}.previewHandle`)}
            reviews={t(`${k}.previewReviews`)}
            verified={t('verification.preview.verified')}
            reply={t(`${k}.previewReply`)}
            replyBy={t(`${k}.previewReplyBy`)}
          />
        }
      />

      <MarketingSection title={t(`${k}.why.title`)} lead={t(`${k}.why.lead`)}>
        <FeatureGrid
          items={[
            { icon: <ShieldCheckIcon />, title: t(`${k}.why.badge.title`), text: t(`${k}.why.badge.text`) },
            { icon: <ChatIcon />, title: t(`${k}.why.reply.title`), text: t(`${k}.why.reply.text`) },
            { icon: <StarIcon />, title: t(`${k}.why.card.title`), text: t(`${k}.why.card.text`) },
            {
              icon: <SearchIcon />,
              title: t(`${k}.why.discover.title`),
              text: t(`${k}.why.discover.text`, { community: formats.community }),
            },
          ]}
        />
        <h3 className="marketing-subtitle">{t(`${k}.why.soon`)}</h3>
        <FeatureGrid
          quiet
          items={[
            { icon: <PencilIcon />, title: t(`${k}.why.edit.title`), text: t(`${k}.why.edit.text`) },
            { icon: <LinkIcon />, title: t(`${k}.why.profiles.title`), text: t(`${k}.why.profiles.text`) },
            { icon: <ChartIcon />, title: t(`${k}.why.analytics.title`), text: t(`${k}.why.analytics.text`) },
          ]}
        />
      </MarketingSection>

      <MarketingSection title={t(`${k}.steps.title`)} lead={t(`${k}.steps.lead`)}>
        <StepList
          label={t(`${k}.steps.title`)}
          steps={STEPS.map((step) => ({ title: t(`${k}.steps.${step}.title`), text: t(`${k}.steps.${step}.text`) }))}
        />
      </MarketingSection>

      <div className="marketing-notes">
        <section className="marketing-note" aria-labelledby="add-note-title">
          <span className="marketing-note__icon">
            <UsersIcon />
          </span>
          <div className="stack marketing-note__text">
            <h2 id="add-note-title" className="marketing-note__title">
              {t(`${k}.add.title`)}
            </h2>
            <p>{t(`${k}.add.text`)}</p>
            <p>
              <Link to={paths.add()}>{t(`${k}.add.link`)}</Link>
            </p>
          </div>
        </section>
        <section className="marketing-note" aria-labelledby="removal-note-title">
          <span className="marketing-note__icon">
            <MailIcon />
          </span>
          <div className="stack marketing-note__text">
            <h2 id="removal-note-title" className="marketing-note__title">
              {t(`${k}.removal.title`)}
            </h2>
            <p>
              {t(`${k}.removal.text`)} <a href={`mailto:${removalEmail}`}>{removalEmail}</a>
            </p>
            <p>
              <Link to={paths.removalRequest()}>{t(`${k}.removal.form`)}</Link>
            </p>
          </div>
        </section>
      </div>

      <CtaBand title={t(`${k}.cta.title`)} text={t(`${k}.cta.text`)} actions={claim} />
    </div>
  );
}
