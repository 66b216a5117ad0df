import { Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { CountryCode } from 'libphonenumber-js/mobile';
import { callingCodeOf, DEFAULT_COUNTRY, digitsOnly, LOGIN_COUNTRIES, toE164 } from '../lib/phone.ts';

interface PhoneStepProps {
  initialDigits?: string;
  initialCountry?: CountryCode;
  pending: boolean;
  /** A server problem to show under the number (rate limit, ...). */
  serverError: string | null;
  /** Send is held back while the server asked us to wait. */
  waitSeconds: number;
  onSubmit: (input: { e164: string; country: CountryCode; digits: string }) => void;
}

const COUNTRY_OPTIONS = LOGIN_COUNTRIES.map((country) => ({ value: country, label: `${country} ${callingCodeOf(country)}` }));

/** Step 1 of login: the mobile number, India (+91) by default, digits only. */
export function PhoneStep({
  initialDigits = '',
  initialCountry = DEFAULT_COUNTRY,
  pending,
  serverError,
  waitSeconds,
  onSubmit,
}: PhoneStepProps) {
  const [country, setCountry] = useState<CountryCode>(initialCountry);
  const [digits, setDigits] = useState(initialDigits);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!digits) return setError('Enter your mobile number');
    const e164 = toE164(country, digits);
    if (!e164) return setError('Enter a valid mobile number');
    setError(null);
    onSubmit({ e164, country, digits });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <Select
            aria-label="Country code"
            data={COUNTRY_OPTIONS}
            value={country}
            onChange={(value) => value && setCountry(value as CountryCode)}
            allowDeselect={false}
            w={110}
            size="md"
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label="Mobile number"
            labelProps={{ style: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } }}
            placeholder="98765 43210"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            autoFocus
            size="md"
            style={{ flex: 1 }}
            value={digits}
            onChange={(event) => {
              setDigits(digitsOnly(event.currentTarget.value));
              setError(null);
            }}
            error={error ?? serverError}
          />
        </Group>
        <Button type="submit" size="md" loading={pending} disabled={waitSeconds > 0}>
          {waitSeconds > 0 ? `Try again in ${waitSeconds}s` : 'Send code'}
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          We will text a 6-digit code to this number. Standard SMS rates may apply.
        </Text>
      </Stack>
    </form>
  );
}
