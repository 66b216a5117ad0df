import { Alert, Badge, Button, Checkbox, CloseButton, Group, Loader, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { CATEGORY_COUNT_MESSAGE, DEBOUNCE_MS, MAX_BUSINESS_CATEGORIES, type BusinessCategory } from '@venue/shared';
import { useState } from 'react';
import { ResponsiveDialog } from '@/components/responsive-dialog.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { toastError } from '@/lib/toast.ts';
import { useCreateCategory } from '../api/create-category.ts';
import { useCategorySearch } from '../api/search-categories.ts';

interface SelectCategoriesDialogProps {
  opened: boolean;
  onClose: () => void;
  value: BusinessCategory[];
  onChange: (next: BusinessCategory[]) => void;
}

/**
 * "Select Categories" (spec §2, §5): search with a 200 ms pause, pick 1 to 3, and create a
 * category from the typed text when none matches it.
 */
export function SelectCategoriesDialog({ opened, onClose, value, onChange }: SelectCategoriesDialogProps) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), DEBOUNCE_MS);
  const results = useCategorySearch(debounced, opened);
  const create = useCreateCategory();
  const atLimit = value.length >= MAX_BUSINESS_CATEGORIES;
  const typed = search.trim();
  const selectedIds = new Set(value.map((category) => category._id));
  // Offer "create" only when the server says no category has exactly this name.
  const canCreate =
    typed.length > 0 && debounced === typed && !results.isFetching && !results.isError && results.data?.matched == null;

  function toggle(category: BusinessCategory) {
    if (selectedIds.has(category._id)) onChange(value.filter((entry) => entry._id !== category._id));
    else if (!atLimit) onChange([...value, category]);
  }

  function createFromTyped() {
    create.mutate(typed, {
      onSuccess: (category) => {
        if (!selectedIds.has(category._id) && value.length < MAX_BUSINESS_CATEGORIES) onChange([...value, category]);
        setSearch('');
      },
      onError: (error) => toastError(error instanceof ApiError ? error.message : 'Failed to create category'),
    });
  }

  return (
    <ResponsiveDialog opened={opened} onClose={onClose} title="Select Categories" size="md" zIndex={310}>
      <Stack gap="sm">
        <TextInput
          label="Search categories"
          placeholder="Restaurant, Cafe, Bakery..."
          leftSection={<IconSearch size={16} />}
          rightSection={
            results.isFetching ? (
              <Loader size="xs" />
            ) : search ? (
              <CloseButton aria-label="Clear search" onClick={() => setSearch('')} />
            ) : null
          }
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          data-autofocus
        />
        <Group gap={6} mih={26} aria-label="Selected categories">
          {value.length === 0 ? (
            <Text size="sm" c="dimmed">
              No categories selected yet.
            </Text>
          ) : (
            value.map((category) => (
              <Badge
                key={category._id}
                variant="light"
                rightSection={<CloseButton size="xs" aria-label={`Remove ${category.name}`} onClick={() => toggle(category)} />}
              >
                {category.name}
              </Badge>
            ))
          )}
        </Group>
        <Text size="xs" c={atLimit || value.length === 0 ? 'orange' : 'dimmed'}>
          {value.length}/{MAX_BUSINESS_CATEGORIES} selected. {CATEGORY_COUNT_MESSAGE}
        </Text>
        {results.isError && (
          <Alert color="red" variant="light">
            Failed to search categories
          </Alert>
        )}
        <ScrollArea.Autosize mah={260} type="auto">
          <Stack gap={8} py={4}>
            {results.data?.categories.map((category) => (
              <Checkbox
                key={category._id}
                label={category.name}
                checked={selectedIds.has(category._id)}
                disabled={atLimit && !selectedIds.has(category._id)}
                onChange={() => toggle(category)}
              />
            ))}
            {results.data && results.data.categories.length === 0 && !canCreate && (
              <Text size="sm" c="dimmed">
                No categories found.
              </Text>
            )}
          </Stack>
        </ScrollArea.Autosize>
        {canCreate && (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            loading={create.isPending}
            disabled={atLimit}
            onClick={createFromTyped}
          >
            Create &quot;{typed}&quot;
          </Button>
        )}
        <Group justify="flex-end">
          <Button onClick={onClose}>Done</Button>
        </Group>
      </Stack>
    </ResponsiveDialog>
  );
}
