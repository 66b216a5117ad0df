import { Badge, Button, Checkbox, Collapse, Group, SimpleGrid, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { INGREDIENT_CATALOGUE, ingredientById } from '@venue/shared';

interface Props {
  value: string[];
  onChange: (ids: string[]) => void;
  disabled?: boolean;
}

/** Collapsible ingredient/allergen panel (spec §2): the nine catalogue entries; unknown ids shown raw. */
export function IngredientsPanel({ value, onChange, disabled }: Props) {
  const [opened, { toggle }] = useDisclosure(value.length > 0);
  const unknown = value.filter((id) => !ingredientById(id));
  const toggleId = (id: string, checked: boolean) => onChange(checked ? [...value, id] : value.filter((entry) => entry !== id));

  return (
    <Stack gap={6}>
      <Group justify="space-between">
        <Button
          variant="subtle"
          px={0}
          onClick={toggle}
          rightSection={opened ? <IconChevronUp size={16} /> : <IconChevronDown size={16} />}
          aria-expanded={opened}
        >
          Ingredients &amp; allergens
        </Button>
        {value.length > 0 && <Badge variant="light">{value.length} selected</Badge>}
      </Group>
      <Collapse in={opened}>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
          {INGREDIENT_CATALOGUE.map((entry) => (
            <Checkbox
              key={entry.id}
              label={entry.name}
              checked={value.includes(entry.id)}
              onChange={(event) => toggleId(entry.id, event.currentTarget.checked)}
              disabled={disabled}
            />
          ))}
          {unknown.map((id) => (
            <Checkbox key={id} label={id} checked onChange={() => toggleId(id, false)} disabled={disabled} />
          ))}
        </SimpleGrid>
      </Collapse>
    </Stack>
  );
}
