import { useEffect, useState } from 'react';
import { Badge, Button, Card, Checkbox, Group, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { MENU_OWN_LANGUAGE, menuLanguageOf } from '@venue/shared';
import { AccessGuard } from '@/components/access-guard/index.ts';
import { LoadError, LoadingRows } from '@/components/screen-states.tsx';
import { toast, toastError } from '@/lib/toast.ts';
import { useMenuLanguages } from '../api/menu-languages.ts';
import { useUpdateMenuLanguages } from '../api/update-menu-languages.ts';
import { indicFontsClass } from './indic-fonts.ts';
import { TranslationEditor } from './translation-editor.tsx';

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((code, i) => code === b[i]);

/**
 * The menu's languages (decisions §7): the owner picks the extra languages guests may read the
 * menu in, then translates the menu into each, side by side with its own text. The languages
 * reach guests at once; translations are part of the draft and reach them with Publish.
 */
export function MenuLanguagesScreen({ profileId }: { profileId: string }) {
  const languages = useMenuLanguages(profileId);
  const update = useUpdateMenuLanguages();
  const saved = languages.data?.languages.filter((code) => code !== MENU_OWN_LANGUAGE) ?? [];
  const [picked, setPicked] = useState<string[] | null>(null);
  const chosen = picked ?? saved;
  const [tab, setTab] = useState<string | null>(null);
  const current = tab && saved.includes(tab) ? tab : (saved[0] ?? null);
  useEffect(() => setPicked(null), [languages.data]);

  if (languages.isPending) return <LoadingRows label="Loading the menu's languages" />;
  if (languages.isError) return <LoadError title="Could not load the menu's languages" error={languages.error} />;
  const available = languages.data.available.filter((language) => language.code !== MENU_OWN_LANGUAGE);
  // Kept in the order of the list, so the switcher guests see is the same whatever the clicks' order.
  const ordered = available.map((language) => language.code).filter((code) => chosen.includes(code));
  const isDirty = !sameList(ordered, saved);

  const save = () =>
    update.mutate(ordered, {
      onSuccess: () => toast({ title: "Menu's languages saved" }),
      onError: (error) => toastError(error.message),
    });

  return (
    <Stack gap="lg" className={indicFontsClass}>
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <div>
            <Title order={2} size="h4">
              Languages guests can choose
            </Title>
            <Text size="sm" c="dimmed">
              English is the menu&apos;s own language. Guests see the menu in their browser&apos;s language, or pick one on the
              menu; anything not translated shows in English.
            </Text>
          </div>
          <Checkbox.Group value={chosen} onChange={setPicked} label="Extra languages">
            <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }} spacing="xs" mt="xs">
              {available.map((language) => (
                <Checkbox key={language.code} value={language.code} label={`${language.name} · ${language.nativeName}`} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Group justify="flex-end">
            <AccessGuard flag="digitalMenuAccess" mode="disable">
              <Button onClick={save} disabled={!isDirty} loading={update.isPending}>
                Save languages
              </Button>
            </AccessGuard>
          </Group>
        </Stack>
      </Card>
      {saved.length === 0 ? (
        <Text c="dimmed">Pick a language and save to start translating the menu.</Text>
      ) : (
        <Tabs value={current} onChange={setTab} keepMounted={false}>
          <Tabs.List>
            {saved.map((code) => (
              <Tabs.Tab key={code} value={code}>
                {menuLanguageOf(code)?.name ?? code}{' '}
                <Badge variant="light" size="sm" ml={4}>
                  {code}
                </Badge>
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {saved.map((code) => (
            <Tabs.Panel key={code} value={code} pt="md">
              <TranslationEditor profileId={profileId} lang={code} />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Stack>
  );
}
