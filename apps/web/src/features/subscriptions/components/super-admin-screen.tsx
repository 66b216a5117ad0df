import {
  Badge,
  Card,
  Center,
  Grid,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { DEBOUNCE_MS, SERVICE_LABELS, SERVICES, SUPER_ADMIN_SERVICES, serviceOfSuperAdminPath } from '@venue/shared';
import { useState } from 'react';
import { AccessRestricted, NO_ACCESS_MESSAGE } from '@/components/access-guard/index.ts';
import { useSession } from '@/lib/session.ts';
import { useSuperAdminProfiles, type SuperAdminProfile } from '../api/search-super-admin-profiles.ts';
import { STATE_BADGES } from '../utils/billing-format.ts';
import { ChangeServiceDialog, type PendingChange } from './change-service-dialog.tsx';
import { SuperAdminServiceCard } from './super-admin-service-card.tsx';

function ProfileRow({
  profile,
  isSelected,
  onSelect,
}: {
  profile: SuperAdminProfile;
  isSelected: boolean;
  onSelect: () => void;
}) {
  return (
    <UnstyledButton
      onClick={onSelect}
      aria-pressed={isSelected}
      aria-label={`${profile.name} @${profile.userName}`}
      p="sm"
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        border: `1px solid ${isSelected ? 'var(--mantine-color-teal-6)' : 'var(--mantine-color-gray-3)'}`,
        background: isSelected ? 'var(--mantine-color-teal-0)' : undefined,
      }}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} truncate>
            {profile.name}
          </Text>
          <Text size="xs" c="dimmed">
            {profile.ownerPhone}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          @{profile.userName}
        </Text>
        <Group gap={4}>
          {SERVICES.map((service) => {
            const state = profile.services[service];
            return state ? (
              <Badge key={service} size="xs" variant="light" color={STATE_BADGES[state].color}>
                {SERVICE_LABELS[service]}: {STATE_BADGES[state].label}
              </Badge>
            ) : null;
          })}
        </Group>
      </Stack>
    </UnstyledButton>
  );
}

function ProfileSearch({ selectedId, onSelect }: { selectedId: string | null; onSelect: (profile: SuperAdminProfile) => void }) {
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  const profiles = useSuperAdminProfiles(q);
  return (
    <Stack gap="sm">
      <TextInput
        label="Find a profile"
        placeholder="Name, username or owner's phone"
        leftSection={<IconSearch size={16} />}
        rightSection={profiles.isFetching ? <Loader size="xs" /> : null}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {profiles.isError && (
        <Text c="red" size="sm">
          {profiles.error.message}
        </Text>
      )}
      {profiles.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          No profile matches “{q}”.
        </Text>
      )}
      <Stack gap="xs" aria-label="Profiles">
        {profiles.data?.map((profile) => (
          <ProfileRow
            key={profile._id}
            profile={profile}
            isSelected={profile._id === selectedId}
            onSelect={() => onSelect(profile)}
          />
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * /super-admin-access (spec §6, decisions §6): find any venue, read its three subscriptions and
 * switch each on or off with a reason. Only a super-admin (SUPER_ADMIN_PHONES, `isSuperAdmin` in
 * the stored login) gets the screen; the server refuses everyone else's calls anyway.
 */
export function SuperAdminScreen() {
  const { user } = useSession();
  const [selected, setSelected] = useState<SuperAdminProfile | null>(null);
  const [change, setChange] = useState<PendingChange | null>(null);

  if (!user?.isSuperAdmin) {
    return (
      <Center mih="60dvh" p="md">
        <Card withBorder radius="lg" padding="xl" maw={420} w="100%">
          <AccessRestricted message={NO_ACCESS_MESSAGE} />
        </Card>
      </Center>
    );
  }

  return (
    <Stack gap="lg" maw={1200} mx="auto" p={{ base: 0, sm: 'md' }}>
      <Stack gap={2}>
        <Title order={1} size="h2">
          Super admin
        </Title>
        <Text c="dimmed">Subscriptions of any venue. Every change needs a reason and is kept in the audit trail.</Text>
      </Stack>
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ProfileSearch selectedId={selected?._id ?? null} onSelect={setSelected} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="sm">
            {selected ? (
              <>
                <Title order={2} size="h4">
                  {selected.name}{' '}
                  <Text span c="dimmed" fw={400}>
                    @{selected.userName}
                  </Text>
                </Title>
                <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="md">
                  {SUPER_ADMIN_SERVICES.map((service) => (
                    <SuperAdminServiceCard
                      key={`${selected._id}-${service}`}
                      profileId={selected._id}
                      service={service}
                      onChange={(action) =>
                        setChange({
                          profileId: selected._id,
                          profileName: selected.name,
                          service,
                          serviceLabel: SERVICE_LABELS[serviceOfSuperAdminPath(service)],
                          action,
                        })
                      }
                    />
                  ))}
                </SimpleGrid>
              </>
            ) : (
              <Card withBorder radius="md" padding="xl">
                <Text c="dimmed" ta="center">
                  Pick a profile to see its subscriptions.
                </Text>
              </Card>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
      <ChangeServiceDialog change={change} onClose={() => setChange(null)} />
    </Stack>
  );
}
