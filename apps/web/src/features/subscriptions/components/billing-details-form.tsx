import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Select, SimpleGrid, Skeleton, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { BillingDetailsSchema, GST_STATE_CHOICES, type BillingDetails } from '@venue/shared';
import { useEffect } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { ApiError } from '@/lib/api-client.ts';
import { toast, toastError } from '@/lib/toast.ts';
import { useBillingDetails } from '../api/get-billing-details.ts';
import { useUpdateBillingDetails } from '../api/update-billing-details.ts';
import { UnsavedChangesDialog } from '@/components/unsaved-changes-dialog.tsx';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes.ts';

const EMPTY: BillingDetails = { legalName: '', address: '', stateCode: '', gstin: '' };
const STATE_OPTIONS = GST_STATE_CHOICES.map((state) => ({ value: state.code, label: `${state.name} (${state.code})` }));

/**
 * The buyer printed on tax invoices (decisions §6, CGST rule 46). Without details the invoice
 * carries the profile's name and the supply counts as intra-state.
 */
export function BillingDetailsForm({ profileId, enabled }: { profileId: string; enabled: boolean }) {
  const details = useBillingDetails(profileId, { enabled });
  const update = useUpdateBillingDetails();
  const form = useForm<BillingDetails>({
    // The schema's output (GSTIN upper-cased, '' → undefined) is what is sent.
    resolver: zodResolver(BillingDetailsSchema) as Resolver<BillingDetails>,
    defaultValues: EMPTY,
  });
  const { reset } = form;
  useEffect(() => {
    if (details.data) reset({ ...EMPTY, ...details.data, gstin: details.data.gstin ?? '' });
  }, [details.data, reset]);
  const unsaved = useUnsavedChanges(form.formState.isDirty);

  if (details.isPending) return <Skeleton height={220} radius="md" aria-label="Loading billing details" />;
  if (details.isError) return <Alert color="red">{details.error.message}</Alert>;

  const submit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        unsaved.markSaved();
        reset(values);
        toast({ title: 'Billing details saved' });
      },
      onError: (error) => toastError(error instanceof ApiError ? error.message : 'Failed to save the billing details'),
    }),
  );
  const { errors } = form.formState;

  return (
    <form onSubmit={submit} noValidate aria-label="Billing details">
      <Stack gap="sm">
        <TextInput label="Legal name" required {...form.register('legalName')} error={errors.legalName?.message} />
        <Textarea label="Address" autosize minRows={2} {...form.register('address')} error={errors.address?.message} />
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
        <Text size="xs" c="dimmed">
          Your invoices are addressed to these details. CGST and SGST apply when your state is ours, IGST otherwise.
        </Text>
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending}>
            Save billing details
          </Button>
        </Group>
      </Stack>
      <UnsavedChangesDialog guard={unsaved} />
    </form>
  );
}
