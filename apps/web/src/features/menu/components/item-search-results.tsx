import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { memo } from 'react';
import type { MenuItem } from '../types.ts';
import { formatItemPrices } from '../utils/price.ts';
import { FoodTypeIcon } from './food-type-icon.tsx';

/** Enough results to choose from without rendering hundreds of rows per keystroke. */
export const MAX_SHOWN_RESULTS = 20;

interface Props {
  query: string;
  results: MenuItem[];
  placeOf: (item: MenuItem) => string;
  onChoose: (item: MenuItem) => void;
}

/** Search results; choosing one jumps to its category and subcategory (spec §2). */
export const ItemSearchResults = memo(function ItemSearchResults({ query, results, placeOf, onChoose }: Props) {
  if (results.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="search-summary" data-search-query={query}>
        No items match &quot;{query}&quot;.
      </Text>
    );
  }
  const shown = results.slice(0, MAX_SHOWN_RESULTS);
  return (
    // data-search-query names the query these results belong to (the bench waits for it).
    <Stack gap="xs" data-search-query={query}>
      <Text size="sm" c="dimmed" data-testid="search-summary">
        {results.length === 1 ? '1 item found' : `${results.length} items found`}
        {results.length > shown.length && ` (showing the first ${shown.length})`}
      </Text>
      <Stack gap={6} role="list" aria-label="Search results">
        {shown.map((item) => (
          <ResultRow key={item.id} item={item} place={placeOf(item)} onChoose={onChoose} />
        ))}
      </Stack>
    </Stack>
  );
});

/**
 * One result; memoised, so a keystroke that keeps a dish among the results does not render its
 * row again (issue 15 "Speed": keystroke to paint on a slow phone).
 */
const ResultRow = memo(function ResultRow({
  item,
  place,
  onChoose,
}: {
  item: MenuItem;
  place: string;
  onChoose: (item: MenuItem) => void;
}) {
  return (
    <UnstyledButton onClick={() => onChoose(item)} role="listitem" aria-label={`${item.name}, ${place}`}>
      <Paper withBorder p="xs" radius="md">
        <Group justify="space-between" wrap="nowrap">
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            <FoodTypeIcon type={item.foodType} />
            <Text fw={500} truncate>
              {item.name}
            </Text>
          </Group>
          <Text size="sm" c="teal.8">
            {formatItemPrices(item)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {place}
        </Text>
      </Paper>
    </UnstyledButton>
  );
});
