import { Button, Group, Select, TextInput } from '@mantine/core';
import { WALLET_ENTRY_KINDS, type WalletEntryKind, type WalletQuery } from '@venue/shared';
import { ENTRY_KIND_LABELS } from '../lib/wallet-labels.ts';

const ALL = 'all';
const KIND_OPTIONS = [
  { value: ALL, label: 'All kinds' },
  ...WALLET_ENTRY_KINDS.map((kind) => ({ value: kind, label: ENTRY_KIND_LABELS[kind] })),
];

export const RANGE_ORDER_MESSAGE = 'The end date must not be before the start';

/** Whether a filter's dates are in order (the server would answer nothing for a reversed range). */
export const isRangeValid = ({ from, to }: WalletQuery) => !from || !to || from <= to;

/** Kind and a range of the venue's dates (YYYY-MM-DD, inclusive, as the server reads them). */
export function LedgerFilters({ value, onChange }: { value: WalletQuery; onChange: (next: WalletQuery) => void }) {
  const isFiltered = Boolean(value.kind || value.from || value.to);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label="Kind"
        w={{ base: '100%', xs: 170 }}
        allowDeselect={false}
        data={KIND_OPTIONS}
        value={value.kind ?? ALL}
        onChange={(kind) => onChange({ ...value, kind: !kind || kind === ALL ? undefined : (kind as WalletEntryKind) })}
      />
      <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: '1 1 280px', maxWidth: 360 }}>
        <TextInput
          type="date"
          label="From"
          style={{ flex: 1 }}
          value={value.from ?? ''}
          max={value.to}
          onChange={(event) => onChange({ ...value, from: event.currentTarget.value || undefined })}
        />
        <TextInput
          type="date"
          label="To"
          style={{ flex: 1 }}
          value={value.to ?? ''}
          min={value.from}
          onChange={(event) => onChange({ ...value, to: event.currentTarget.value || undefined })}
          error={isRangeValid(value) ? undefined : RANGE_ORDER_MESSAGE}
        />
      </Group>
      {isFiltered && (
        <Button variant="subtle" onClick={() => onChange({})}>
          Clear filters
        </Button>
      )}
    </Group>
  );
}
