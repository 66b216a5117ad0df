import { Avatar, Badge, Group, Stack, Text } from '@mantine/core';
import type { TeamMember } from '@venue/shared';
import { formatPhoneNumber } from '@/lib/phone.ts';

/** Avatar, name, number and whether they have logged in yet. */
export function MemberIdentity({ member }: { member: TeamMember }) {
  const initials = (member.name ?? '')
    .trim()
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={member.image} radius="xl" color="teal" alt="">
        {initials || null}
      </Avatar>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Group gap={6} wrap="nowrap">
          <Text fw={500} size="sm" truncate>
            {member.name?.trim() || (member.hasLoggedIn ? 'No name yet' : 'Invited member')}
          </Text>
          {member.isYou && (
            <Badge size="xs" variant="outline">
              You
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {formatPhoneNumber(member.mobileNumber)}
        </Text>
        {!member.hasLoggedIn && (
          <Badge size="xs" color="yellow" variant="light" mt={2} w="fit-content">
            Invite pending
          </Badge>
        )}
      </Stack>
    </Group>
  );
}
