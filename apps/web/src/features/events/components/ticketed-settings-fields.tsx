import { NativeSelect, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { recurrenceText, SERIES_OCCURRENCES_MAX, TICKET_GST_RATES } from '@venue/shared';
import { WeekdayChips } from '@/components/weekday-chips.tsx';
import { WholeNumberField } from '@/components/whole-number-field.tsx';
import { countOf } from '@/lib/plural.ts';
import { useSellingTerms } from '../api/get-selling-terms.ts';
import { seriesDatesOf, type EventEditorValues } from '../lib/event-form-schema.ts';

/** "Every Wednesday and Friday · 8 dates", or null while the rule makes no dates. */
export function seriesPreview(values: { startsAt: string; byDay: number[]; until: string }): string | null {
  const count = seriesDatesOf(values).length;
  if (values.byDay.length === 0 || count === 0) return null;
  if (count > SERIES_OCCURRENCES_MAX) return `${recurrenceText(values.byDay)} · more than ${SERIES_OCCURRENCES_MAX} dates`;
  return `${recurrenceText(values.byDay)} · ${countOf(count, 'date')}`;
}

/**
 * A ticketed event's own settings (issue 39): repeating weekly (only while creating: each date
 * becomes an event of its own), guests' cancellation for a full refund until some hours before
 * the start, and GST included in the prices (only with a GSTIN on the payout account).
 */
export function TicketedSettingsFields({ canRepeat }: { canRepeat: boolean }) {
  const form = useFormContext<EventEditorValues>();
  const terms = useSellingTerms();
  const hasGstin = terms.data?.hasGstin ?? false;
  const [repeats, refundAllowed, startsAt, byDay, until] = form.watch(['repeats', 'refundAllowed', 'startsAt', 'byDay', 'until']);
  const preview = repeats ? seriesPreview({ startsAt, byDay, until }) : null;
  const errors = form.formState.errors;

  return (
    <Stack gap="sm">
      {canRepeat && (
        <Stack gap={6}>
          <Controller
            control={form.control}
            name="repeats"
            render={({ field }) => (
              <Switch label="Repeat weekly" checked={field.value} onChange={(e) => field.onChange(e.currentTarget.checked)} />
            )}
          />
          {repeats && (
            <Stack gap={6} pl={{ base: 0, xs: 'md' }}>
              <Controller
                control={form.control}
                name="byDay"
                render={({ field, fieldState }) => (
                  <WeekdayChips
                    label="Repeat on"
                    value={field.value}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <TextInput
                type="date"
                label="Last date"
                description="The series ends on or before this date"
                maw={260}
                error={errors.until?.message}
                {...form.register('until')}
              />
              <Text size="sm" fw={500} aria-live="polite" data-testid="series-preview">
                {preview ?? 'Choose the days and the last date to see the dates.'}
              </Text>
            </Stack>
          )}
        </Stack>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Stack gap={6}>
          <Controller
            control={form.control}
            name="refundAllowed"
            render={({ field }) => (
              <Switch
                label="Guests may cancel for a full refund"
                checked={field.value}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
              />
            )}
          />
          {refundAllowed && (
            <WholeNumberField
              control={form.control}
              name="refundHours"
              label="Until how many hours before the start"
              description="0 lets guests cancel until the event starts"
              error={errors.refundHours?.message}
            />
          )}
        </Stack>
        <NativeSelect
          label="GST included in ticket prices"
          description={
            hasGstin
              ? 'Receipts show the taxable value and CGST + SGST'
              : 'Add your GSTIN to your payout account (Wallet) to include GST'
          }
          disabled={!hasGstin}
          data={TICKET_GST_RATES.map((rate) => ({ value: String(rate), label: rate === 0 ? 'No GST' : `${rate}%` }))}
          {...form.register('gstRatePercent')}
        />
      </SimpleGrid>
    </Stack>
  );
}
