import { useCallback, useEffect, useState } from 'react';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Switch, Text, TextInput, Textarea, VisuallyHidden } from '@mantine/core';
import { menuLanguageOf, type TranslationEntry } from '@venue/shared';
import { AccessGuard } from '@/components/access-guard/index.ts';
import { EmptyState, LoadError, LoadingRows } from '@/components/screen-states.tsx';
import { UnsavedChangesDialog } from '@/components/unsaved-changes-dialog.tsx';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes.ts';
import { toastError } from '@/lib/toast.ts';
import { usePutTranslation } from '../api/put-translation.ts';
import { useTranslations } from '../api/translations.ts';

const KIND_LABELS: Record<TranslationEntry['entityType'], string> = {
  category: 'Category',
  subCategory: 'Subcategory',
  item: 'Dish',
  variety: 'Variety',
};

const keyOf = (entry: TranslationEntry) => `${entry.entityType}:${entry._id}`;

/**
 * The side-by-side editor of one language (decisions §7): each category, subcategory, dish and
 * variety of the draft with its own text beside the translation, what is missing counted and, on
 * request, shown alone. Side by side on a wide screen, stacked on a phone.
 */
export function TranslationEditor({ profileId, lang }: { profileId: string; lang: string }) {
  const translations = useTranslations(profileId, lang);
  const [missingOnly, setMissingOnly] = useState(false);
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  const guard = useUnsavedChanges(dirty.size > 0);
  const onDirty = useCallback(
    (key: string, isDirty: boolean) =>
      setDirty((known) => {
        if (known.has(key) === isDirty) return known;
        const next = new Set(known);
        if (isDirty) next.add(key);
        else next.delete(key);
        return next;
      }),
    [],
  );
  const language = menuLanguageOf(lang)?.name ?? lang;

  if (translations.isPending) return <LoadingRows label={`Loading the ${language} translations`} />;
  if (translations.isError) return <LoadError title={`Could not load the ${language} translations`} error={translations.error} />;
  const { entries, missing, total } = translations.data;
  // A row being typed in stays while it is still missing.
  const shown = missingOnly ? entries.filter((entry) => entry.missing || dirty.has(keyOf(entry))) : entries;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text fw={600} role="status">
          {missing.total === 0
            ? `Everything is translated into ${language}`
            : `${missing.total} of ${total.total} missing in ${language}`}
        </Text>
        <Switch label="Missing only" checked={missingOnly} onChange={(event) => setMissingOnly(event.currentTarget.checked)} />
      </Group>
      <Text size="sm" c="dimmed">
        Translations are part of the draft: guests see them after you publish the menu.
      </Text>
      {entries.length === 0 ? (
        <EmptyState title="Nothing to translate yet">Add categories and dishes to the menu first.</EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState title="Nothing missing">Every name and description has its {language} text.</EmptyState>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={`${language} translations`}>
          {shown.map((entry) => (
            <TranslationRow key={keyOf(entry)} entry={entry} lang={lang} language={language} onDirty={onDirty} />
          ))}
        </Stack>
      )}
      <UnsavedChangesDialog guard={guard} />
    </Stack>
  );
}

interface TranslationRowProps {
  entry: TranslationEntry;
  lang: string;
  language: string;
  onDirty: (key: string, isDirty: boolean) => void;
}

function TranslationRow({ entry, lang, language, onDirty }: TranslationRowProps) {
  const put = usePutTranslation();
  const [name, setName] = useState(entry.name);
  const [description, setDescription] = useState(entry.description);
  const hasDescription = entry.entityType === 'item';
  const isDirty = name.trim() !== entry.name || (hasDescription && description.trim() !== entry.description);
  const key = keyOf(entry);
  useEffect(() => {
    onDirty(key, isDirty);
    return () => onDirty(key, false);
  }, [key, isDirty, onDirty]);
  const save = () =>
    put.mutate(
      { entityType: entry.entityType, _id: entry._id, lang, name, ...(hasDescription ? { description } : {}) },
      {
        onSuccess: ({ entry: saved }) => {
          setName(saved.name);
          setDescription(saved.description);
        },
        onError: (error) => toastError(error.message),
      },
    );
  const indent = { category: 0, subCategory: 'md', item: 'xl', variety: 48 }[entry.entityType];

  return (
    <Card component="li" withBorder radius="md" padding="sm" ml={indent} data-missing={entry.missing || undefined}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (isDirty) save();
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Stack gap={4}>
            <Group gap="xs">
              <Badge variant="light" color="gray" size="sm">
                {KIND_LABELS[entry.entityType]}
              </Badge>
              {entry.missing ? (
                <Badge variant="light" color="orange" size="sm">
                  Missing
                </Badge>
              ) : null}
            </Group>
            <Text fw={entry.entityType === 'item' || entry.entityType === 'category' ? 600 : 500}>{entry.original.name}</Text>
            {entry.original.description ? (
              <Text size="sm" c="dimmed">
                {entry.original.description}
              </Text>
            ) : null}
          </Stack>
          <Stack gap="xs" lang={lang}>
            <TextInput
              label={`${language} name`}
              aria-label={`${language} name for ${entry.original.name}`}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              maxLength={120}
            />
            {hasDescription ? (
              <Textarea
                label={`${language} description`}
                aria-label={`${language} description for ${entry.original.name}`}
                value={description}
                onChange={(event) => setDescription(event.currentTarget.value)}
                autosize
                minRows={1}
                maxLength={1000}
              />
            ) : null}
            <Group justify="flex-end">
              <AccessGuard flag="digitalMenuAccess" mode="disable">
                <Button type="submit" size="xs" disabled={!isDirty} loading={put.isPending}>
                  Save
                  <VisuallyHidden> {entry.original.name}</VisuallyHidden>
                </Button>
              </AccessGuard>
            </Group>
          </Stack>
        </SimpleGrid>
      </form>
    </Card>
  );
}
