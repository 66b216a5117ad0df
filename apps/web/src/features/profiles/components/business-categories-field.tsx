import { Badge, Button, Group, Input, Stack, Text } from '@mantine/core';
import { IconCategory } from '@tabler/icons-react';
import { NO_CATEGORIES_MESSAGE, type BusinessCategory } from '@venue/shared';
import { useState } from 'react';
import { SelectCategoriesDialog } from './select-categories-dialog.tsx';

/**
 * A business profile's 1–3 categories (spec §5): the chosen ones as badges, the spec's warning
 * when there are none, and "Select Categories", which opens the picker.
 */
export function BusinessCategoriesField({
  categories,
  onChange,
  error,
}: {
  categories: BusinessCategory[];
  onChange: (next: BusinessCategory[]) => void;
  error?: string;
}) {
  const [picking, setPicking] = useState(false);
  return (
    <>
      <Input.Wrapper label="Business categories" withAsterisk error={error}>
        <Stack gap={6} mt={6}>
          {categories.length > 0 ? (
            <Group gap={6} aria-label="Chosen categories">
              {categories.map((category) => (
                <Badge key={category._id} variant="light">
                  {category.name}
                </Badge>
              ))}
            </Group>
          ) : (
            <Text size="sm" c="orange" role="status">
              {NO_CATEGORIES_MESSAGE}
            </Text>
          )}
          <Button variant="default" leftSection={<IconCategory size={16} />} onClick={() => setPicking(true)} w="fit-content">
            Select Categories
          </Button>
        </Stack>
      </Input.Wrapper>
      <SelectCategoriesDialog opened={picking} onClose={() => setPicking(false)} value={categories} onChange={onChange} />
    </>
  );
}
