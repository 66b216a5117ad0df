import type { TeamMember } from '@venue/shared';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog.tsx';
import { toast, toastError } from '@/lib/toast.ts';
import { useDeleteUserAccess } from '../api/delete-user-access.ts';
import { memberName } from '../utils/member-name.ts';

/** Confirms before a member (or an invite) loses access; the removal applies to their very next request. */
export function RemoveMemberDialog({
  profileId,
  member,
  onClose,
}: {
  profileId: string;
  member: TeamMember | null;
  onClose: () => void;
}) {
  const remove = useDeleteUserAccess(profileId);
  const name = member ? memberName(member) : '';
  const isInvite = member ? !member.hasLoggedIn : false;

  const confirm = async () => {
    if (!member) return;
    try {
      await remove.mutateAsync(member.userId ? { userId: member.userId } : { memberId: member.memberId });
      toast({
        title: isInvite ? 'Invite withdrawn' : 'Access removed',
        description: `${name} no longer has access to this profile.`,
      });
      onClose();
    } catch (error) {
      toastError((error as Error).message);
    }
  };

  return (
    <ConfirmDeleteDialog
      opened={member !== null}
      onClose={onClose}
      onConfirm={() => void confirm()}
      isDeleting={remove.isPending}
      confirmLabel={isInvite ? 'Withdraw invite' : 'Remove'}
      pendingLabel={isInvite ? 'Withdrawing...' : 'Removing...'}
      message={
        isInvite
          ? `This withdraws the invite for ${name}. They will not get access when they log in.`
          : `${name} will lose access to this profile right away. This action cannot be undone.`
      }
    />
  );
}
