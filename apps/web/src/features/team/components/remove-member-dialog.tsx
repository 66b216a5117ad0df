import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TeamMember } from '@venue/shared';
import { toast, toastError } from '@/lib/toast.ts';
import { useDeleteUserAccess } from '../api/delete-user-access.ts';
import { useIsMobile } from '../hooks/use-is-mobile.ts';
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
  const isMobile = useIsMobile();
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
    <Modal opened={member !== null} onClose={onClose} title="Are you sure?" centered fullScreen={isMobile} size="sm">
      <Stack gap="lg">
        <Text size="sm">
          {isInvite
            ? `This withdraws the invite for ${name}. They will not get access when they log in.`
            : `${name} will lose access to this profile right away. This action cannot be undone.`}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={remove.isPending}>
            {isInvite ? 'Withdraw invite' : 'Remove'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
