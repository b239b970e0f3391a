import { useTranslation } from 'react-i18next';
import { useInvitationLookup } from './look-up-invitation';
import './invitations.css';

export interface InvitationNoteProps {
  token: string;
  /** The page being reviewed: a link of another page gives no label here. */
  creatorId: number;
  /** The page's name as shown. */
  name: string;
}

/**
 * What the followed invitation means for the review: the "Invited" label while the link is valid
 * for this page, or that it no longer gives one (the review is still welcome).
 */
export function InvitationNote({ token, creatorId, name }: InvitationNoteProps) {
  const { t } = useTranslation();
  const lookup = useInvitationLookup(token);
  if (lookup.isPending) return null;
  const valid = lookup.data?.status === 'active' && lookup.data.creatorId === creatorId;
  return (
    <p className={valid ? 'invitation-note' : 'invitation-note invitation-note--lapsed'} role="note">
      {valid ? t('invitations.note.valid', { name }) : t('invitations.note.lapsed')}
    </p>
  );
}
