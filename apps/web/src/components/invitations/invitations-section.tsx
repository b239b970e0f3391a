import { INVITATION_VALID_DAYS, type Invitation } from '@fanlens/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { FormAlert } from '@/components/form/form-alert';
import { Spinner } from '@/components/spinner/spinner';
import { toast } from '@/components/toaster/toast';
import { copyText } from '@/lib/copy-text';
import { useFormats } from '@/lib/formats';
import { useCreateInvitation } from './create-invitation';
import { useInvitations } from './get-invitations';
import { RevokeInvitationDialog } from './revoke-invitation-dialog';
import './invitations.css';

/**
 * Review invitations of one page, on the owner's analytics (decision 025): create a link, copy it,
 * revoke it; each with when it was made, when it lapses and the named reviews it brought (anonymous
 * ones are never counted per link).
 */
export function InvitationsSection({ creatorId }: { creatorId: number }) {
  const { t } = useTranslation();
  const invitations = useInvitations(creatorId);
  const create = useCreateInvitation(creatorId);
  const [revoking, setRevoking] = useState<Invitation | null>(null);

  const copy = async (invitation: Invitation) => {
    if (await copyText(invitation.url)) toast.success(t('invitations.copied'));
    else toast.error(t('invitations.copyFailed'));
  };
  const createAndCopy = async () => {
    const created = await create.mutateAsync().catch(() => null);
    if (created) await copy(created);
  };

  return (
    <section className="card invitations" aria-labelledby="invitations-title" data-testid="invitations">
      <div className="cluster invitations__head">
        <div>
          <h2 id="invitations-title" className="invitations__title">
            {t('invitations.title')}
          </h2>
          <p className="invitations__lead">{t('invitations.lead', { days: INVITATION_VALID_DAYS })}</p>
        </div>
        <Button onClick={() => void createAndCopy()} loading={create.isPending}>
          {t('invitations.create')}
        </Button>
      </div>
      {invitations.data ? (
        invitations.data.results.length === 0 ? (
          <p className="invitations__empty">{t('invitations.empty')}</p>
        ) : (
          <>
            <InvitationTable invitations={invitations.data.results} onCopy={copy} onRevoke={setRevoking} />
            <p className="invitations__note">{t('invitations.countNote')}</p>
          </>
        )
      ) : invitations.isError ? (
        <FormAlert tone="error">
          <span>{t('invitations.loadError')}</span>
          <Button variant="secondary" size="sm" onClick={() => void invitations.refetch()}>
            {t('creatorTools.analytics.retry')}
          </Button>
        </FormAlert>
      ) : (
        <div className="invitations__loading">
          <Spinner />
        </div>
      )}
      <RevokeInvitationDialog creatorId={creatorId} invitation={revoking} onClose={() => setRevoking(null)} />
    </section>
  );
}

const COLUMNS = ['created', 'expires', 'reviews', 'status'] as const;

interface InvitationTableProps {
  invitations: Invitation[];
  onCopy: (invitation: Invitation) => void;
  onRevoke: (invitation: Invitation) => void;
}

function InvitationTable({ invitations, onCopy, onRevoke }: InvitationTableProps) {
  const { t } = useTranslation();
  const formats = useFormats();
  const column = (key: (typeof COLUMNS)[number] | 'actions') => t(`invitations.columns.${key}`);
  return (
    <table className="invitations__table">
      <thead>
        <tr>
          {COLUMNS.map((key) => (
            <th key={key} scope="col">
              {column(key)}
            </th>
          ))}
          <th scope="col">
            <span className="visually-hidden">{column('actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {invitations.map((invitation) => (
          <tr key={invitation.id} data-testid="invitation-row" data-status={invitation.status}>
            <td data-label={column('created')}>{formats.date(invitation.createdAt)}</td>
            <td data-label={column('expires')}>{formats.date(invitation.expiresAt)}</td>
            <td data-label={column('reviews')}>{formats.count(invitation.reviews)}</td>
            <td data-label={column('status')}>
              <span className={`invitation-status invitation-status--${invitation.status}`}>
                {t(`invitations.status.${invitation.status}`)}
              </span>
            </td>
            <td>
              {invitation.status === 'active' && (
                <div className="cluster invitations__actions">
                  <Button variant="secondary" size="sm" onClick={() => onCopy(invitation)}>
                    {t('invitations.copy')}
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => onRevoke(invitation)}>
                    {t('invitations.revoke')}
                  </Button>
                </div>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
