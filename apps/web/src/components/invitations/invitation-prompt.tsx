import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/button/button-link';
import { Button } from '@/components/button/button';
import { Dialog } from '@/components/dialog/dialog';
import { paths } from '@/config/paths';
import { InvitationNote } from './invitation-note';

export interface InvitationPromptProps {
  token: string;
  creator: { id: number; name: string | null; username: string };
  /** Why the review form cannot open: signed out, the page's owner, or already reviewed. */
  reason: 'signedOut' | 'ownPage' | 'reviewed';
  /** The page's address with the invitation, where a sign-in or sign-up comes back to. */
  returnTo: string;
}

/**
 * The leave-review dialog of an invitation link for a visitor who cannot write yet: signed out (log
 * in or sign up, then the page opens with the form), the page's owner (their own link), or a fan who
 * already reviewed the page. Closing it leaves the page as it is.
 */
export function InvitationPrompt({ token, creator, reason, returnTo }: InvitationPromptProps) {
  const { t } = useTranslation();
  // Mounted once the page has hydrated and found the link: open from the start.
  const [open, setOpen] = useState(true);
  const name = creator.name?.trim() || creator.username;
  const title =
    reason === 'ownPage'
      ? t('invitations.prompt.ownTitle')
      : reason === 'reviewed'
        ? t('invitations.prompt.reviewedTitle', { name })
        : t('creator.review.title', { name });
  return (
    <Dialog open={open} onOpenChange={setOpen} title={title} size="sm" className="invitation-prompt">
      {reason === 'ownPage' ? (
        <p>{t('invitations.prompt.own')}</p>
      ) : reason === 'reviewed' ? (
        <p>{t('invitations.prompt.reviewed')}</p>
      ) : (
        <>
          <InvitationNote token={token} creatorId={creator.id} name={name} />
          <p>{t('invitations.prompt.signIn')}</p>
          <div className="invitation-prompt__actions">
            <ButtonLink to={paths.signIn({ redirectTo: returnTo })} block>
              {t('invitations.prompt.logIn')}
            </ButtonLink>
            <ButtonLink variant="secondary" to={paths.signUp({ redirectTo: returnTo })} block>
              {t('invitations.prompt.signUp')}
            </ButtonLink>
          </div>
        </>
      )}
      {reason !== 'signedOut' && (
        <div className="dialog__actions">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t('components.dialog.close')}
          </Button>
        </div>
      )}
    </Dialog>
  );
}
