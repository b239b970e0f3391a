import type { Invitation } from '@fanlens/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { Dialog } from '@/components/dialog/dialog';
import { toast } from '@/components/toaster/toast';
import { useRevokeInvitation } from './revoke-invitation';

export interface RevokeInvitationDialogProps {
  creatorId: number;
  /** The invitation to revoke; null: closed. */
  invitation: Invitation | null;
  onClose: () => void;
}

/** Asks before revoking: a revoked link still opens the page, but its reviews carry no label. */
export function RevokeInvitationDialog({ creatorId, invitation, onClose }: RevokeInvitationDialogProps) {
  const { t } = useTranslation();
  const revoke = useRevokeInvitation(creatorId);
  const confirm = async () => {
    if (!invitation) return;
    const done = await revoke.mutateAsync(invitation.id).catch(() => null);
    if (done) toast.success(t('invitations.revoked'));
    onClose();
  };
  return (
    <Dialog
      open={invitation !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('invitations.revokeTitle')}
      description={t('invitations.revokeDescription')}
      size="sm"
    >
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onClose}>
          {t('components.dialog.cancel')}
        </Button>
        <Button variant="danger" onClick={() => void confirm()} loading={revoke.isPending}>
          {t('invitations.revoke')}
        </Button>
      </div>
    </Dialog>
  );
}
