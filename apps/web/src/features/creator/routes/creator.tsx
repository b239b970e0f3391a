import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { Button } from '@/components/button/button';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { selectIsSignedIn, useAuthStore } from '@/lib/auth-store';
import { ownsCreatorPage, selectProfile, useProfileStore } from '@/lib/profile-store';
import { useCreator } from '../api/get-creator';
import { CreatorAboutCard } from '../components/creator-about-card';
import { CreatorPageSkeleton } from '../components/creator-page-skeleton';
import { CreatorProfileCard } from '../components/creator-profile-card';
import { CreatorReviews } from '../components/creator-reviews';
import '../components/creator.css';

/** /:username: the creator page with its reviews (SPEC.md section 2). A 404 goes to the error page. */
export default function CreatorRoute() {
  const { t } = useTranslation();
  const { username = '' } = useParams();
  const signedIn = useAuthStore(selectIsSignedIn);
  const profile = useProfileStore(selectProfile);
  const creator = useCreator(username);

  if (creator.isError && isApiError(creator.error) && creator.error.status === 404) {
    return <Navigate to={paths.error({ status: 404, message: t('creator.notFound') })} replace />;
  }

  return (
    <div className="container creator-page">
      {creator.data ? (
        <>
          <title>{`${t('creator.documentTitle', { name: creator.data.name?.trim() || creator.data.username, username: creator.data.username })} · FanLens`}</title>
          <div className="creator-page__top">
            <CreatorProfileCard creator={creator.data} />
            <CreatorAboutCard
              creator={creator.data}
              signedIn={signedIn}
              ownPage={ownsCreatorPage(profile, creator.data.id)}
            />
          </div>
          <CreatorReviews
            creator={creator.data}
            signedIn={signedIn}
            ownPage={ownsCreatorPage(profile, creator.data.id)}
          />
        </>
      ) : creator.isError ? (
        <div className="card creator-page__error" role="alert">
          <title>{`@${username} · FanLens`}</title>
          <p>{t('creator.loadError')}</p>
          <Button variant="secondary" onClick={() => void creator.refetch()}>
            {t('creator.retry')}
          </Button>
        </div>
      ) : (
        <>
          <title>{`@${username} · FanLens`}</title>
          <CreatorPageSkeleton />
        </>
      )}
    </div>
  );
}
