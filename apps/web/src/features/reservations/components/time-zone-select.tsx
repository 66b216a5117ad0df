import { Select } from '@mantine/core';
import { DEFAULT_TIME_ZONE, TIME_ZONES } from '../lib/time-zones.ts';

/** The venue's IANA zone (decisions §6 "Time"); Asia/Kolkata unless the venue is elsewhere. */
export function TimeZoneSelect({
  value,
  onChange,
  error,
}: {
  value: string | undefined;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <Select
      label="Time zone"
      description="Slots and dates follow the restaurant's clock"
      searchable
      data={TIME_ZONES}
      value={value ?? DEFAULT_TIME_ZONE}
      onChange={(next) => onChange(next ?? DEFAULT_TIME_ZONE)}
      error={error}
      allowDeselect={false}
    />
  );
}
