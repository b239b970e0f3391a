import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { toast } from '@/components/toaster/toast';
import { useEndOtherSessions, useEndSession, useMySessions } from '../api/my-sessions';
import { SessionItem } from './session-item';

/** "Your sessions": the devices signed in to the account; end one, or all but this one. */
export function SessionsCard() {
  const { t } = useTranslation();
  const sessions = useMySessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const list = sessions.data?.results ?? [];
  const others = list.filter((session) => !session.current).length;

  return (
    <section className="card stack account-card" aria-labelledby="account-sessions-title">
      <header className="stack account-card__header">
        <h2 id="account-sessions-title" className="account-card__title">
          {t('account.sessions.title')}
        </h2>
        <p className="account-card__lead">{t('account.sessions.lead')}</p>
      </header>
      {sessions.data ? (
        <>
          <ul className="account-sessions">
            {list.map((session) => (
              <SessionItem
                key={session.id}
                session={session}
                ending={endOne.isPending && endOne.variables === session.id}
                onEnd={(ended) =>
                  endOne.mutate(ended.id, { onSuccess: () => toast.success(t('account.sessions.ended')) })
                }
              />
            ))}
          </ul>
          <div className="cluster account-form__footer">
            {others > 0 ? (
              <Button
                variant="secondary"
                loading={endOthers.isPending}
                onClick={() =>
                  endOthers.mutate(undefined, {
                    onSuccess: ({ ended }) => toast.success(t('account.sessions.endedOthers', { count: ended })),
                  })
                }
              >
                {t('account.sessions.endOthers')}
              </Button>
            ) : (
              <p className="account-card__lead">{t('account.sessions.onlyThis')}</p>
            )}
          </div>
        </>
      ) : (
        <p className="account-card__lead" role={sessions.isError ? 'alert' : 'status'}>
          {sessions.isError ? t('account.sessions.error') : t('components.loading')}
        </p>
      )}
    </section>
  );
}
