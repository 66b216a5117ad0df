import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { MAX_VARIETIES } from '@venue/shared';
import { Controller, useFieldArray, type Control, type FieldErrors } from 'react-hook-form';
import { toastError } from '@/lib/toast.ts';
import type { ItemFormValues } from '../types.ts';
import { filterPriceKey } from '../utils/price.ts';
import { FoodTypeSelect } from './food-type-select.tsx';

interface Props {
  control: Control<ItemFormValues>;
  errors: FieldErrors<ItemFormValues>;
  disabled?: boolean;
}

/** Varieties (spec §5): name, price and food type each; at most 5. */
export function VarietiesField({ control, errors, disabled }: Props) {
  const { fields, append, remove } = useFieldArray({ control, name: 'varietyArr' });

  function addVariety() {
    if (fields.length >= MAX_VARIETIES) {
      toastError('You can add up to 5 varieties for an item', 'Maximum varieties reached');
      return;
    }
    append({ name: '', price: '', type: 'na' });
  }

  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          Varieties{' '}
          <Text span size="xs" c="dimmed">
            ({fields.length}/{MAX_VARIETIES})
          </Text>
        </Text>
        <Button size="xs" variant="light" leftSection={<IconPlus size={14} />} onClick={addVariety} disabled={disabled}>
          Add Variety
        </Button>
      </Group>
      {fields.map((field, index) => {
        const fieldErrors = errors.varietyArr?.[index];
        return (
          <Paper key={field.id} withBorder p="xs" radius="md">
            <Group align="flex-start" gap="xs" wrap="wrap">
              <Controller
                control={control}
                name={`varietyArr.${index}.name`}
                render={({ field: input }) => (
                  <TextInput
                    {...input}
                    label={`Variety ${index + 1} name`}
                    placeholder="e.g. Half"
                    size="xs"
                    style={{ flex: '2 1 140px' }}
                    error={fieldErrors?.name?.message}
                    disabled={disabled}
                  />
                )}
              />
              <Controller
                control={control}
                name={`varietyArr.${index}.price`}
                render={({ field: input }) => (
                  <TextInput
                    {...input}
                    label={`Variety ${index + 1} price`}
                    placeholder="0.00"
                    inputMode="decimal"
                    size="xs"
                    style={{ flex: '1 1 90px' }}
                    onKeyDown={filterPriceKey}
                    error={fieldErrors?.price?.message}
                    disabled={disabled}
                  />
                )}
              />
              <Controller
                control={control}
                name={`varietyArr.${index}.type`}
                render={({ field: input }) => (
                  <div style={{ flex: '1 1 120px' }}>
                    <FoodTypeSelect
                      label={`Variety ${index + 1} food type`}
                      value={input.value}
                      onChange={input.onChange}
                      size="xs"
                      disabled={disabled}
                    />
                  </div>
                )}
              />
              <ActionIcon
                color="red"
                variant="subtle"
                mt={22}
                onClick={() => remove(index)}
                aria-label={`Remove variety ${index + 1}`}
                disabled={disabled}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
