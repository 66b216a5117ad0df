import type { ReactNode } from 'react';

const errorIdOf = (id: string) => `${id}-error`;

/** What ties an input to its error for screen readers; spread onto the input. */
export const invalidProps = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': errorIdOf(id) } : {};

interface BookingFieldProps {
  id: string;
  label: string;
  error?: string;
  /** The input, with `id` and `invalidProps(id, error)`. */
  children: ReactNode;
}

/** A labelled booking-form field with its error under it. */
export function BookingField({ id, label, error, children }: BookingFieldProps) {
  return (
    <div className="pb-field">
      <label className="pb-label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error ? (
        <p id={errorIdOf(id)} className="pb-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
