import { NumberInput } from '@mantine/core';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** A whole number typed into a react-hook-form field; an emptied box reads as NaN, which the schema refuses. */
export function WholeNumberField<Values extends FieldValues, Output>({
  control,
  name,
  label,
  description,
  error,
  min = 0,
  withAsterisk,
}: {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  label: string;
  description?: string;
  error?: string;
  min?: number;
  withAsterisk?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          description={description}
          withAsterisk={withAsterisk}
          min={min}
          allowDecimal={false}
          value={field.value as number}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : Number.NaN)}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}
