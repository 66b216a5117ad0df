import { TextInput, type TextInputProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { digitsOnly } from '@/lib/digits.ts';

type Props<Values extends FieldValues, Output> = Omit<TextInputProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'name'> & {
  /** The form's control; a form whose schema transforms its values (Output) works too. */
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  /** Longest number accepted; 15 digits (E.164) unless said. */
  maxDigits?: number;
  /** Shown when the field itself has no error (the server's words). */
  error?: ReactNode;
  /** Called with the digits after every change (auto-submit a complete code, clear an error). */
  onDigits?: (digits: string) => void;
};

/**
 * A react-hook-form field that keeps digits only as people type or paste ("90000-00011",
 * "123 456"): phone numbers, one-time codes and bank account numbers.
 */
export function DigitsField<Values extends FieldValues, Output = Values>({
  control,
  name,
  maxDigits,
  error,
  onDigits,
  ...input
}: Props<Values, Output>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          inputMode="numeric"
          {...input}
          value={field.value}
          onChange={(event) => {
            const digits = digitsOnly(event.currentTarget.value, maxDigits);
            field.onChange(digits);
            onDigits?.(digits);
          }}
          onBlur={field.onBlur}
          error={fieldState.error?.message ?? error}
        />
      )}
    />
  );
}
