import type { AccountSession } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { useFormats } from '@/lib/formats';

/** One signed-in device: browser and system, place (unknown unless known), first and last use. */
export function SessionItem({
  session,
  onEnd,
  ending,
}: {
  session: AccountSession;
  onEnd: (session: AccountSession) => void;
  ending: boolean;
}) {
  const { t } = useTranslation();
  const formats = useFormats();
  const device = t('account.sessions.device', {
    browser: session.browser ?? t('account.sessions.unknownBrowser'),
    system: session.system ?? t('account.sessions.unknownSystem'),
  });
  const date = (value: string) => <time dateTime={value}>{formats.dateTime(value)}</time>;

  return (
    <li className="account-session" data-testid="account-session">
      <div className="stack account-session__body">
        <p className="cluster account-session__device">
          {device}
          {session.current && <span className="account-session__current">{t('account.sessions.thisDevice')}</span>}
        </p>
        <p className="account-session__meta">
          {t('account.sessions.place', { place: session.place ?? t('account.sessions.placeUnknown') })}
        </p>
        <p className="account-session__meta">
          {t('account.sessions.firstUsed')} {date(session.firstUsedAt)} · {t('account.sessions.lastUsed')}{' '}
          {date(session.lastUsedAt)}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onEnd(session)}
          loading={ending}
          aria-label={t('account.sessions.endNamed', { device })}
        >
          {t('account.sessions.end')}
        </Button>
      )}
    </li>
  );
}
