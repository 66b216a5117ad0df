import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Avatar, Group, Select, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import type { EmblaCarouselType } from 'embla-carousel';
import { useCallback, useState } from 'react';
import type { MenuCategory, MenuSubcategory } from '../types.ts';
import { cutSubcategoryName } from '../utils/text.ts';

interface Props {
  categories: MenuCategory[];
  categoryId: string | null;
  onCategoryChange: (id: string) => void;
  subcategories: MenuSubcategory[];
  onAdd: () => void;
  onOpen: (subcategory: MenuSubcategory) => void;
  canEdit: boolean;
  isMobile: boolean;
}

type Entry = { kind: 'add' } | { kind: 'subcategory'; subcategory: MenuSubcategory };

/** Rows per column (spec §2/§9): 2, or 3 on mobile when there are more than 6 entries. */
export function carouselRows(count: number, isMobile: boolean): number {
  return isMobile && count > 6 ? 3 : 2;
}

/** Splits the tiles into carousel columns of `rows` tiles each. */
export function toColumns<T>(entries: readonly T[], rows: number): T[][] {
  const columns: T[][] = [];
  for (let index = 0; index < entries.length; index += rows) columns.push(entries.slice(index, index + rows));
  return columns;
}

/** Spec §2 subcategory carousel strip: "Add New" tile, round images with names. */
/** Spec §2: subcategory search is a case-insensitive substring match on names. */
export function matchSubcategories(subcategories: readonly MenuSubcategory[], query: string): MenuSubcategory[] {
  const needle = query.trim().toLowerCase();
  return needle ? subcategories.filter((s) => s.name.toLowerCase().includes(needle)) : [...subcategories];
}

export function SubcategoryCarousel({
  categories,
  categoryId,
  onCategoryChange,
  subcategories,
  onAdd,
  onOpen,
  canEdit,
  isMobile,
}: Props) {
  const [query, setQuery] = useState('');
  const scrollable = useCarouselScrollable();
  const shown = matchSubcategories(subcategories, query);
  const entries: Entry[] = [{ kind: 'add' }, ...shown.map((subcategory) => ({ kind: 'subcategory' as const, subcategory }))];
  const columns = toColumns(entries, carouselRows(shown.length, isMobile));
  return (
    <Stack gap="sm">
      <Group grow align="flex-end">
        {categories.length > 1 && (
          <Select
            label="Category"
            data={categories.map((c) => ({ value: c.id, label: c.isVisible ? c.name : `${c.name} (Hidden)` }))}
            value={categoryId}
            onChange={(value) => value && onCategoryChange(value)}
            allowDeselect={false}
          />
        )}
        <TextInput
          aria-label="Search subcategories"
          placeholder="Search subcategories"
          leftSection={<IconSearch size={16} />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
      </Group>
      <Carousel
        slideSize={isMobile ? '33.333%' : '20%'}
        slideGap="sm"
        // Arrows only when there is something to scroll to (issue 15); a phone swipes.
        withControls={!isMobile && scrollable.value}
        getEmblaApi={scrollable.watch}
        previousControlProps={{ 'aria-label': 'Previous subcategories' }}
        nextControlProps={{ 'aria-label': 'Next subcategories' }}
        withIndicators={false}
        // Mobile scrolls three slides at a time (spec §2).
        emblaOptions={{ align: 'start', slidesToScroll: isMobile ? 3 : 1, containScroll: 'trimSnaps' }}
        controlsOffset="xs"
        aria-label="Subcategories"
      >
        {columns.map((column, index) => (
          <Carousel.Slide key={index}>
            <Stack gap="md" py="xs">
              {column.map((entry) =>
                entry.kind === 'add' ? (
                  <Tile key="add" label="Add New" onClick={onAdd} disabled={!canEdit}>
                    <Avatar size={64} radius="xl" color="teal" variant="light">
                      <IconPlus size={28} />
                    </Avatar>
                  </Tile>
                ) : (
                  <Tile
                    key={entry.subcategory.id}
                    label={cutSubcategoryName(entry.subcategory.name)}
                    title={entry.subcategory.name}
                    onClick={() => onOpen(entry.subcategory)}
                    disabled={!canEdit}
                    dimmed={!entry.subcategory.isVisible}
                  >
                    <SubcategoryImage src={entry.subcategory.image} />
                  </Tile>
                ),
              )}
            </Stack>
          </Carousel.Slide>
        ))}
      </Carousel>
    </Stack>
  );
}

/** Whether the strip overflows its width, kept current as tiles come and go and the screen resizes. */
function useCarouselScrollable() {
  const [value, setValue] = useState(false);
  const watch = useCallback((embla: EmblaCarouselType) => {
    const update = () => setValue(embla.canScrollNext() || embla.canScrollPrev());
    update();
    for (const event of ['init', 'reInit', 'resize', 'slidesChanged'] as const) embla.on(event, update);
  }, []);
  return { value, watch };
}

function SubcategoryImage({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <Avatar size={64} radius="xl" color="gray">
        <Text size="10px">No Image</Text>
      </Avatar>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={64}
      height={64}
      style={{ borderRadius: '50%', objectFit: 'cover' }}
      onError={() => setFailed(true)}
    />
  );
}

function Tile({
  label,
  title,
  onClick,
  disabled,
  dimmed,
  children,
}: {
  label: string;
  title?: string;
  onClick: () => void;
  disabled: boolean;
  dimmed?: boolean;
  children: React.ReactNode;
}) {
  return (
    <UnstyledButton onClick={onClick} disabled={disabled} aria-label={title ?? label} style={{ opacity: dimmed ? 0.5 : 1 }}>
      <Stack gap={4} align="center">
        {children}
        <Text size="xs" ta="center" fw={500}>
          {label}
        </Text>
      </Stack>
    </UnstyledButton>
  );
}
