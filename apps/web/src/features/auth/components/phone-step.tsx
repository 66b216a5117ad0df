import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import type { CountryCode } from 'libphonenumber-js/mobile';
import { useRef, useState, type FormEvent } from 'react';
import { digitsOnly } from '@/lib/digits.ts';
import { callingCodeOf, DEFAULT_COUNTRY, LOGIN_COUNTRIES, loadNumberRules } from '../lib/phone.ts';

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

/**
 * A number is needed, and it must be a mobile number of its country (codes go out by SMS): the
 * error's words, else the number in E.164. Plain state rather than react-hook-form and the
 * shared zod schema: the login page's first script carries neither, nor the number library,
 * which arrives while the person types (issue 15, docs/decisions/0019). The box keeps digits
 * only, so the shared rule's trim and 32-character limit cannot fail here.
 */
async function checkNumber(digits: string, country: CountryCode): Promise<{ e164: string } | { error: string }> {
  if (!digits) return { error: 'Enter your mobile number' };
  const { INVALID_MOBILE_MESSAGE, toE164 } = await loadNumberRules();
  const e164 = toE164(digits, country);
  return e164 ? { e164 } : { error: INVALID_MOBILE_MESSAGE };
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
  const [fieldError, setFieldError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = await checkNumber(digits, country);
    if ('error' in checked) {
      setFieldError(checked.error);
      input.current?.focus();
    } else onSubmit({ e164: checked.e164, country, digits });
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Group gap="xs" align="flex-start" wrap="nowrap">
          {/* The phone's own picker: Mantine's Select would bring its popover machinery into the
              login page's first load (issue 15, docs/decisions/0018). */}
          <NativeSelect
            aria-label="Country code"
            data={COUNTRY_OPTIONS}
            value={country}
            onChange={(event) => setCountry(event.currentTarget.value as CountryCode)}
            w={110}
            size="md"
          />
          <TextInput
            ref={input}
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
              setFieldError(null);
              void loadNumberRules();
            }}
            error={fieldError ?? serverError}
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
