import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { MobileNumberSchema } from '@venue/shared';
import type { CountryCode } from 'libphonenumber-js/mobile';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { DigitsField } from '@/components/digits-field.tsx';
import { INVALID_MOBILE_MESSAGE, toE164 } from '@/lib/phone.ts';
import { callingCodeOf, DEFAULT_COUNTRY, LOGIN_COUNTRIES } from '../lib/phone.ts';

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

/** The shared number rule, then the country's own: it must be a mobile number there (codes go out by SMS). */
const PhoneFormSchema = z.object({ country: z.custom<CountryCode>(), digits: MobileNumberSchema }).transform((value, ctx) => {
  const e164 = toE164(value.digits, value.country);
  if (!e164) {
    ctx.addIssue({ code: 'custom', path: ['digits'], message: INVALID_MOBILE_MESSAGE });
    return z.NEVER;
  }
  return { ...value, e164 };
});

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
  const form = useForm<z.input<typeof PhoneFormSchema>, unknown, z.output<typeof PhoneFormSchema>>({
    resolver: zodResolver(PhoneFormSchema),
    defaultValues: { country: initialCountry, digits: initialDigits },
  });
  const submit = form.handleSubmit(onSubmit);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <Controller
            control={form.control}
            name="country"
            render={({ field }) => (
              // The phone's own picker: Mantine's Select would bring its popover machinery into
              // the login page's first load (issue 15 "Speed", docs/decisions/0018).
              <NativeSelect
                aria-label="Country code"
                data={COUNTRY_OPTIONS}
                value={field.value}
                onChange={(event) => field.onChange(event.currentTarget.value as CountryCode)}
                w={110}
                size="md"
              />
            )}
          />
          <DigitsField
            control={form.control}
            name="digits"
            label="Mobile number"
            labelProps={{ style: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' } }}
            placeholder="98765 43210"
            type="tel"
            autoComplete="tel-national"
            autoFocus
            size="md"
            style={{ flex: 1 }}
            error={serverError}
            onDigits={() => form.clearErrors('digits')}
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
