import { useState } from 'react';
import { Alert, Box, Button, Card, Center, Grid, Group, Loader, Radio, Stack, Text, Title } from '@mantine/core';
import { PUBLIC_THEME_DESCRIPTIONS, PUBLIC_THEME_LABELS, PUBLIC_THEMES, type PublicTheme } from '@venue/shared';
import { AccessGuard } from '@/components/access-guard/index.ts';
import { PublicLinkField } from '@/components/public-link-field.tsx';
import { PublicMenuApp } from '@/guest/components/public-menu-app.tsx';
import { toast, toastError } from '@/lib/toast.ts';
import { useMenuPreview } from '../api/get-menu-preview.ts';
import { useMenuSettings } from '../api/get-menu-settings.ts';
import { useUpdateMenuSettings } from '../api/update-menu-settings.ts';
import { formatPublishedAt, lastPublishedLabel, PREVIEW_TEXTS } from '../lib/preview-texts.ts';
import { OpenPublicMenuButton } from './open-public-menu-button.tsx';
import '@/guest/styles/public-menu.css';

/**
 * /digital-menu-settings: the public menu's link (with copy) and its theme
 * (`selectedPublicTheme`), chosen against a live phone-sized preview of the real menu.
 */
export function DigitalMenuSettings({ profileId }: { profileId: string }) {
  const settings = useMenuSettings(profileId);
  const preview = useMenuPreview(profileId);
  const update = useUpdateMenuSettings(profileId);
  const [chosen, setChosen] = useState<PublicTheme | null>(null);

  if (settings.isPending) {
    return (
      <Center h={240}>
        <Loader aria-label="Loading settings" />
      </Center>
    );
  }
  if (settings.isError) {
    return (
      <Alert color="red" title="Settings unavailable" m="md">
        {settings.error.message}
      </Alert>
    );
  }

  const saved = settings.data.selectedPublicTheme;
  const theme = chosen ?? saved;
  const save = () =>
    update.mutate(
      { selectedPublicTheme: theme },
      {
        onSuccess: () => {
          setChosen(null);
          toast({ title: 'Theme saved', description: `Guests now see the ${PUBLIC_THEME_LABELS[theme]} theme.` });
        },
        onError: (error) => toastError(error.message),
      },
    );

  return (
    <Stack p="md" gap="lg">
      <Title order={2}>Digital menu settings</Title>
      <Grid gutter="xl">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="lg">
            <Card withBorder radius="md">
              <Stack gap="xs">
                <Title order={3} size="h4">
                  Public menu link
                </Title>
                <Text size="sm" c="dimmed">
                  Guests open this link, or scan your QR codes, to see your menu.
                </Text>
                <PublicLinkField label="Public link" url={settings.data.publicUrl} />
                <Group gap="xs">
                  <OpenPublicMenuButton href={settings.data.publicUrl} />
                  <Text size="sm" c="dimmed">
                    {settings.data.publishedAt
                      ? lastPublishedLabel(formatPublishedAt(settings.data.publishedAt))
                      : PREVIEW_TEXTS.notPublishedYet}
                  </Text>
                </Group>
              </Stack>
            </Card>

            <Card withBorder radius="md">
              <Radio.Group
                label="Public menu theme"
                description="Pick a look; the preview shows it at once."
                value={theme}
                onChange={(value) => setChosen(value as PublicTheme)}
              >
                <Stack gap="sm" mt="sm">
                  {PUBLIC_THEMES.map((name) => (
                    <Radio.Card key={name} value={name} radius="md" p="sm" withBorder aria-label={PUBLIC_THEME_LABELS[name]}>
                      <Group wrap="nowrap" align="flex-start">
                        <Radio.Indicator />
                        <div>
                          <Text fw={600}>
                            {PUBLIC_THEME_LABELS[name]}
                            {name === saved ? ' (current)' : ''}
                          </Text>
                          <Text size="sm" c="dimmed">
                            {PUBLIC_THEME_DESCRIPTIONS[name]}
                          </Text>
                        </div>
                      </Group>
                    </Radio.Card>
                  ))}
                </Stack>
              </Radio.Group>
              <Group mt="md">
                <AccessGuard flag="digitalMenuAccess" mode="disable">
                  <Button onClick={save} loading={update.isPending} disabled={theme === saved}>
                    Save theme
                  </Button>
                </AccessGuard>
              </Group>
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Box
            role="region"
            aria-label="Theme preview"
            mx="auto"
            style={{
              width: 375,
              maxWidth: '100%',
              height: 680,
              overflow: 'auto',
              border: '1px solid var(--mantine-color-gray-4)',
              borderRadius: 24,
            }}
          >
            {preview.data ? (
              <PublicMenuApp menu={{ ...preview.data.menu, theme }} mode="preview" />
            ) : (
              <Center h="100%">
                {preview.isError ? <Text c="dimmed">{preview.error.message}</Text> : <Loader aria-label="Loading preview" />}
              </Center>
            )}
          </Box>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
