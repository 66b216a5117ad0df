import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { MealTimeInputSchema, type MealTime } from '@venue/shared';
import type { z } from 'zod';
import type { MealTimeInput } from '../api/create-meal-time.ts';
import { WeekdayChips } from '@/components/weekday-chips.tsx';
import { WholeNumberField } from '@/components/whole-number-field.tsx';
import { UnsavedChangesDialog } from '@/components/unsaved-changes-dialog.tsx';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes.ts';

type FormOutput = z.output<typeof MealTimeInputSchema>;

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

export function mealTimeDefaults(restaurantId: string, mealTime?: MealTime): MealTimeInput {
  return mealTime
    ? {
        restaurantId,
        name: mealTime.name,
        start: mealTime.start,
        end: mealTime.end,
        slotIntervalMinutes: mealTime.slotIntervalMinutes,
        stayMinutes: mealTime.stayMinutes,
        coversPerSlot: mealTime.coversPerSlot,
        days: mealTime.days,
        depositPerCoverPaise: mealTime.depositPerCoverPaise,
        depositFromPartySize: mealTime.depositFromPartySize,
      }
    : {
        restaurantId,
        name: '',
        start: '19:00',
        end: '23:00',
        slotIntervalMinutes: 30,
        stayMinutes: 90,
        coversPerSlot: 20,
        days: EVERY_DAY,
        depositPerCoverPaise: 0,
        depositFromPartySize: 1,
      };
}

/**
 * Rupees typed (what the owner reads), paise kept (what the schema checks): the box keeps the
 * text as typed, so "250." on its way to "250.50" is not taken back; an empty box is NaN, refused.
 */
function RupeesInput({
  paise,
  onChange,
  ...props
}: {
  label: string;
  description: string;
  paise: number | undefined;
  onChange: (paise: number) => void;
  onBlur: () => void;
  error?: string;
}) {
  const [text, setText] = useState<string | number>(() =>
    typeof paise === 'number' && Number.isFinite(paise) ? paise / 100 : '',
  );
  return (
    <NumberInput
      {...props}
      min={0}
      decimalScale={2}
      value={text}
      onChange={(value) => {
        setText(value);
        const rupees = value === '' ? Number.NaN : Number(value);
        onChange(Number.isFinite(rupees) ? Math.round(rupees * 100) : Number.NaN);
      }}
    />
  );
}

/**
 * A meal time (decisions §6): slots start at `start`, step by the interval, the last starts
 * before `end`; a party stays `stayMinutes`; each slot seats `coversPerSlot` guests. A deposit
 * (decisions §7) is typed in rupees and kept in paise.
 */
export function MealTimeForm({
  defaultValues,
  onSubmit,
  onCancel,
  isSaving,
  submitLabel,
}: {
  defaultValues: MealTimeInput;
  onSubmit: (values: FormOutput) => void;
  onCancel: () => void;
  isSaving: boolean;
  submitLabel: string;
}) {
  const form = useForm<MealTimeInput, unknown, FormOutput>({ resolver: zodResolver(MealTimeInputSchema), defaultValues });
  const errors = form.formState.errors;
  // The dialog closes once the meal time is saved, which ends the guard with it.
  const unsaved = useUnsavedChanges(form.formState.isDirty);

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label="Meal time">
      <Stack gap="sm">
        <TextInput label="Name" placeholder="Dinner" withAsterisk error={errors.name?.message} {...form.register('name')} />
        <SimpleGrid cols={2}>
          <TextInput type="time" label="First slot" withAsterisk error={errors.start?.message} {...form.register('start')} />
          <TextInput type="time" label="Ends" withAsterisk error={errors.end?.message} {...form.register('end')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <WholeNumberField
            withAsterisk
            min={1}
            control={form.control}
            name="slotIntervalMinutes"
            label="Slot every (minutes)"
            error={errors.slotIntervalMinutes?.message}
          />
          <WholeNumberField
            withAsterisk
            min={1}
            control={form.control}
            name="stayMinutes"
            label="Guests stay (minutes)"
            error={errors.stayMinutes?.message}
          />
          <WholeNumberField
            withAsterisk
            min={1}
            control={form.control}
            name="coversPerSlot"
            label="Guests per slot"
            error={errors.coversPerSlot?.message}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <Controller
            control={form.control}
            name="depositPerCoverPaise"
            render={({ field }) => (
              <RupeesInput
                label="Deposit per guest (₹)"
                description="0 asks no deposit"
                paise={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.depositPerCoverPaise?.message}
              />
            )}
          />
          <WholeNumberField
            min={1}
            control={form.control}
            name="depositFromPartySize"
            label="Ask it from a party of"
            description="Smaller parties book without a deposit"
            error={errors.depositFromPartySize?.message}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="days"
          render={({ field, fieldState }) => (
            <WeekdayChips label="Days" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={isSaving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
      <UnsavedChangesDialog guard={unsaved} />
    </form>
  );
}
