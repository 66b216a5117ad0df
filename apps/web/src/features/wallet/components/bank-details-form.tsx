import { zodResolver } from '@hookform/resolvers/zod';
import { Select, SimpleGrid, Text, TextInput, Title } from '@mantine/core';
import { GST_STATES, type VendorAccount } from '@venue/shared';
import { useEffect } from 'react';
import { Controller, useForm, type Control, type Resolver } from 'react-hook-form';
import { DigitsField } from '@/components/digits-field.tsx';
import { Form } from '@/components/form/form.tsx';
import { ApiError } from '@/lib/api-client.ts';
import { useCreateVendorAccount } from '../api/create-vendor-account.ts';
import { useUpdateVendorAccount } from '../api/update-vendor-account.ts';
import {
  accountChanges,
  bankDetailsFormSchema,
  createInputOf,
  EMPTY_BANK_DETAILS,
  fieldErrorsOf,
  valuesOf,
  type BankDetailsOutput,
  type BankDetailsValues,
} from '../lib/bank-details-form.ts';

/** IFSC, PAN and GSTIN are capitals only: shown upper-cased as typed, not only when sent. */
function UpperCaseField({
  control,
  name,
  label,
  placeholder,
  required,
  maxLength,
}: {
  control: Control<BankDetailsValues, unknown, BankDetailsOutput>;
  name: 'ifsc' | 'pan' | 'gstin' | 'stakeholderPan';
  label: string;
  placeholder: string;
  required?: boolean;
  maxLength: number;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          label={label}
          placeholder={placeholder}
          required={required}
          maxLength={maxLength}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          {...field}
          onChange={(event) => field.onChange(event.currentTarget.value.toUpperCase())}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

const SAVED_TOASTS = {
  created: { title: 'Bank details saved', description: 'We are verifying them with the payment provider.' },
  updated: { title: 'Bank details saved' },
  unchanged: { title: 'Nothing to save', description: 'These are the saved details.' },
};

const STATE_OPTIONS = GST_STATES.map((state) => ({ value: state.code, label: state.name }));

/**
 * The payout account (decisions §6 fields), with the registered address and the owner that
 * Razorpay Route's linked account asks for (issue 34). With an account saved, only the changed fields are
 * sent (PATCH) and an empty account number keeps the saved one; the server answers the number
 * masked, so it is never shown back in full.
 */
export function BankDetailsForm({ account }: { account: VendorAccount | null }) {
  const hasAccount = account !== null;
  const create = useCreateVendorAccount();
  const update = useUpdateVendorAccount();
  const form = useForm<BankDetailsValues, unknown, BankDetailsOutput>({
    resolver: zodResolver(bankDetailsFormSchema(hasAccount)) as Resolver<BankDetailsValues, unknown, BankDetailsOutput>,
    defaultValues: account ? valuesOf(account) : EMPTY_BANK_DETAILS,
  });
  const { reset } = form;
  useEffect(() => {
    reset(account ? valuesOf(account) : EMPTY_BANK_DETAILS);
  }, [account, reset]);

  const save = async (values: BankDetailsOutput): Promise<'created' | 'updated' | 'unchanged'> => {
    if (!account) {
      await create.mutateAsync(createInputOf(values));
      return 'created';
    }
    const changes = accountChanges(values, account);
    if (Object.keys(changes).length === 0) return 'unchanged';
    await update.mutateAsync(changes);
    return 'updated';
  };
  const { errors } = form.formState;

  return (
    <Form
      form={form}
      onSubmit={save}
      submitLabel={hasAccount ? 'Save changes' : 'Save bank details'}
      success={(result) => SAVED_TOASTS[result]}
      failure={(error) =>
        error instanceof ApiError
          ? error.message
          : hasAccount
            ? 'Failed to update vendor account'
            : 'Failed to create vendor account'
      }
      fieldErrors={fieldErrorsOf}
      access={{ role: 'owner' }}
      footer="sticky"
      label="Bank details"
      gap="sm"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="Legal name"
          description="The business name on your PAN"
          required
          autoComplete="organization"
          {...form.register('legalName')}
          error={errors.legalName?.message}
        />
        <TextInput
          label="Account holder name"
          description="As the bank has it"
          required
          autoComplete="off"
          {...form.register('accountHolder')}
          error={errors.accountHolder?.message}
        />
        <DigitsField
          control={form.control}
          name="accountNumber"
          label="Account number"
          description={account ? `Saved: ${account.accountNumber}. Leave empty to keep it.` : '9 to 18 digits'}
          required={!hasAccount}
          maxDigits={18}
          autoComplete="off"
        />
        <DigitsField
          control={form.control}
          name="confirmAccountNumber"
          label="Confirm account number"
          description="Type it again"
          required={!hasAccount}
          maxDigits={18}
          autoComplete="off"
        />
        <UpperCaseField control={form.control} name="ifsc" label="IFSC" placeholder="e.g. HDFC0001234" required maxLength={11} />
        <UpperCaseField control={form.control} name="pan" label="PAN" placeholder="e.g. ABCDE1234F" required maxLength={10} />
        <UpperCaseField
          control={form.control}
          name="gstin"
          label="GSTIN (optional)"
          placeholder="e.g. 29ABCDE1234F1Z5"
          maxLength={15}
        />
        <TextInput
          label="UPI id (optional)"
          placeholder="e.g. venue@okhdfcbank"
          autoComplete="off"
          spellCheck={false}
          {...form.register('upiId')}
          error={errors.upiId?.message}
        />
      </SimpleGrid>
      <Title order={2} size="h5">
        Registered address
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="Address line 1"
          required
          autoComplete="address-line1"
          maxLength={100}
          {...form.register('addressLine1')}
          error={errors.addressLine1?.message}
        />
        <TextInput
          label="Address line 2 (optional)"
          autoComplete="address-line2"
          maxLength={100}
          {...form.register('addressLine2')}
          error={errors.addressLine2?.message}
        />
        <TextInput
          label="City"
          required
          autoComplete="address-level2"
          maxLength={100}
          {...form.register('city')}
          error={errors.city?.message}
        />
        <Controller
          control={form.control}
          name="stateCode"
          render={({ field, fieldState }) => (
            <Select
              label="State"
              required
              searchable
              data={STATE_OPTIONS}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <DigitsField
          control={form.control}
          name="postalCode"
          label="PIN code"
          required
          maxDigits={6}
          autoComplete="postal-code"
        />
      </SimpleGrid>
      <Title order={2} size="h5">
        Owner
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="Owner’s name"
          description="As on the owner’s own PAN"
          required
          autoComplete="name"
          {...form.register('stakeholderName')}
          error={errors.stakeholderName?.message}
        />
        <UpperCaseField
          control={form.control}
          name="stakeholderPan"
          label="Owner’s PAN"
          placeholder="Needed when the PAN above is a company’s or firm’s"
          maxLength={10}
        />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        Changing the account, IFSC, PAN, address or owner sends the account for verification again; payouts wait until it is
        verified.
      </Text>
    </Form>
  );
}
