import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Select, SimpleGrid, Skeleton, Text, Textarea, TextInput } from '@mantine/core';
import { BillingDetailsSchema, GST_STATE_CHOICES, type BillingDetails, type StoredBillingDetails } from '@venue/shared';
import { useEffect, type ReactNode } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { Form } from '@/components/form/form.tsx';
import { useBillingDetails } from '../api/get-billing-details.ts';
import { useUpdateBillingDetails } from '../api/update-billing-details.ts';

const EMPTY: BillingDetails = { legalName: '', address: '', stateCode: '', gstin: '' };
const STATE_OPTIONS = GST_STATE_CHOICES.map((state) => ({ value: state.code, label: `${state.name} (${state.code})` }));

const toValues = (details: StoredBillingDetails | null | undefined): BillingDetails =>
  details ? { ...EMPTY, ...details, gstin: details.gstin ?? '' } : EMPTY;

interface BillingDetailsFieldsProps {
  initial: StoredBillingDetails | null | undefined;
  submitLabel: string;
  /** Stores the details (or takes them on to the next step); a rejection is the server's refusal. */
  onSubmit: (values: BillingDetails) => Promise<unknown>;
  /** The toast once stored. */
  success?: { title: string } | null;
  onSaved?: () => void;
  /**
   * Ask before leaving with unsaved changes (the form on /profile). Off in checkout and
   * correction dialogs, whose submit goes on to the payment page or closes the dialog.
   */
  guardUnsaved?: boolean;
  /** Said above the button: what saving does (a correction issues a credit note). */
  note?: ReactNode;
  label?: string;
}

/**
 * The buyer printed on tax invoices (decisions §6, CGST rule 46): legal name, address, state
 * and GSTIN. A GSTIN's first two digits must be the chosen state's code (the shared schema
 * checks it, as the server does), or the invoice would name two places of supply.
 */
export function BillingDetailsFields({
  initial,
  submitLabel,
  onSubmit,
  success = null,
  onSaved,
  guardUnsaved = false,
  note,
  label,
}: BillingDetailsFieldsProps) {
  const form = useForm<BillingDetails>({
    // The schema's output (GSTIN upper-cased, '' → undefined) is what is sent.
    resolver: zodResolver(BillingDetailsSchema) as Resolver<BillingDetails>,
    defaultValues: toValues(initial),
  });
  const { reset } = form;
  useEffect(() => {
    if (initial) reset(toValues(initial));
  }, [initial, reset]);
  const { errors } = form.formState;

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      submitLabel={submitLabel}
      success={success}
      failure="Failed to save the billing details"
      onSaved={onSaved}
      guardUnsaved={guardUnsaved}
      label={label ?? 'Billing details'}
      gap="sm"
    >
      <TextInput label="Legal name" required {...form.register('legalName')} error={errors.legalName?.message} />
      <Textarea label="Address" required autosize minRows={2} {...form.register('address')} error={errors.address?.message} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Controller
          control={form.control}
          name="stateCode"
          render={({ field, fieldState }) => (
            <Select
              label="State"
              description="Your place of supply on the invoice"
              placeholder="Choose a state"
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
        <TextInput
          label="GSTIN (optional)"
          description="Leave empty if you are not registered for GST"
          placeholder="29ABCDE1234F1Z5"
          {...form.register('gstin')}
          error={errors.gstin?.message}
        />
      </SimpleGrid>
      {note ?? (
        <Text size="xs" c="dimmed">
          Your invoices are addressed to these details. CGST and SGST apply when your state is ours, IGST otherwise.
        </Text>
      )}
    </Form>
  );
}

/** The billing details on /profile: read, then saved in place. */
export function BillingDetailsForm({ profileId, enabled }: { profileId: string; enabled: boolean }) {
  const details = useBillingDetails(profileId, { enabled });
  const update = useUpdateBillingDetails();

  if (details.isPending) return <Skeleton height={220} radius="md" aria-label="Loading billing details" />;
  if (details.isError) return <Alert color="red">{details.error.message}</Alert>;

  return (
    <BillingDetailsFields
      initial={details.data}
      submitLabel="Save billing details"
      onSubmit={update.mutateAsync}
      success={{ title: 'Billing details saved' }}
      guardUnsaved
    />
  );
}
