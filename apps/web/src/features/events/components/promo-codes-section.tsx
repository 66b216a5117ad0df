import {
  Badge,
  Button,
  Card,
  Checkbox,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { formatPaise, rupeesToPaise, type PromoCode, type VenueEvent } from '@venue/shared';
import { AccessGuard } from '@/components/access-guard/index.ts';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog.tsx';
import { LoadError, LoadingRows } from '@/components/screen-states.tsx';
import { useIsCompact } from '@/hooks/use-is-mobile.ts';
import { ApiError } from '@/lib/api-client.ts';
import { toast, toastError } from '@/lib/toast.ts';
import { formatVenueInstant, venueLocalToInstant } from '@/lib/venue-time.ts';
import { useCreatePromoCode, type NewPromoCode } from '../api/create-promo-code.ts';
import { useDeletePromoCode } from '../api/delete-promo-code.ts';
import { usePromoCodes } from '../api/get-promo-codes.ts';
import { EMPTY_PROMO_FORM, PromoFormSchema, type PromoFormValues } from '../lib/promo-form-schema.ts';

/** "20% off" or "₹100 off", and for which tickets. */
export function discountText(code: PromoCode, event: VenueEvent): string {
  const off = code.percentOff !== null ? `${code.percentOff}% off` : `${formatPaise(code.amountOffPaise ?? 0)} off`;
  if (code.ticketTypeIds.length === 0) return off;
  const names = event.ticketTypes.filter((type) => code.ticketTypeIds.includes(type._id)).map((type) => type.name);
  return `${off} ${names.join(', ')}`;
}

const usesText = (code: PromoCode) => `${code.used}${code.maxUses !== null ? ` / ${code.maxUses}` : ''}`;

/** The form's values as the call takes them: the discount in paise or percent, the last day as an instant. */
export function promoInputOf(values: PromoFormValues, timeZone: string): NewPromoCode {
  return {
    code: values.code.trim(),
    ...(values.kind === 'percent' ? { percentOff: Number(values.value) } : { amountOffPaise: rupeesToPaise(values.value) }),
    ...(values.maxUses ? { maxUses: Number(values.maxUses) } : {}),
    ...(values.validTo ? { validTo: venueLocalToInstant(values.validTo, timeZone) ?? values.validTo } : {}),
    ...(values.ticketTypeIds.length > 0 ? { ticketTypeIds: values.ticketTypeIds } : {}),
  };
}

/**
 * A ticketed event's promo codes (decisions §7 "Events: promo codes"): the codes with their uses
 * and what they brought in, a form to add one and a confirmed delete.
 */
export function PromoCodesSection({ event }: { event: VenueEvent }) {
  const codes = usePromoCodes(event._id);
  const remove = useDeletePromoCode(event._id);
  const [deleting, setDeleting] = useState<PromoCode | null>(null);
  // Beside the sidebar below ~1,200 px the table's six columns do not fit: one card per code.
  const isCompact = useIsCompact();

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting._id);
      toast({ title: `Code ${deleting.code} deleted` });
      setDeleting(null);
    } catch (error) {
      toastError(error instanceof ApiError ? error.message : 'Failed to delete promo code');
    }
  };

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="promo-codes-title">
      <Stack gap="md">
        <div>
          <Title order={3} id="promo-codes-title">
            Promo codes
          </Title>
          <Text size="sm" c="dimmed">
            Guests type a code at checkout for a discount. Held orders count toward a code’s limit until they lapse.
          </Text>
        </div>
        <AccessGuard flag="tableReserveAccess" mode="fallback">
          <PromoCodeForm event={event} />
        </AccessGuard>
        {codes.isPending ? (
          <LoadingRows label="Loading promo codes" />
        ) : codes.isError ? (
          <LoadError title="Could not load the promo codes" error={codes.error} />
        ) : codes.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No promo codes yet.
          </Text>
        ) : isCompact ? (
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Promo codes">
            {codes.data.map((code) => (
              <Card key={code._id} withBorder padding="sm" component="li">
                <Group justify="space-between" wrap="wrap" align="flex-start" gap="xs">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={700}>{code.code}</Text>
                    <Text size="sm">{discountText(code, event)}</Text>
                    <Text size="sm" c="dimmed">
                      {`Used ${usesText(code)} · ${formatPaise(code.revenuePaise)} revenue`}
                    </Text>
                  </div>
                  <DeleteCodeButton code={code} onDelete={setDeleting} />
                </Group>
              </Card>
            ))}
          </Stack>
        ) : (
          <Table striped aria-label="Promo codes">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Code</Table.Th>
                <Table.Th>Discount</Table.Th>
                <Table.Th>Used</Table.Th>
                <Table.Th>Revenue</Table.Th>
                <Table.Th>Valid until</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {codes.data.map((code) => (
                <Table.Tr key={code._id}>
                  <Table.Td fw={700}>{code.code}</Table.Td>
                  <Table.Td>{discountText(code, event)}</Table.Td>
                  <Table.Td>
                    {usesText(code)}
                    {code.held > 0 && (
                      <Badge ml="xs" variant="light" color="gray">
                        {code.held} held
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{formatPaise(code.revenuePaise)}</Table.Td>
                  <Table.Td>{code.validTo ? formatVenueInstant(code.validTo, event.timeZone) : 'No end'}</Table.Td>
                  <Table.Td>
                    <DeleteCodeButton code={code} onDelete={setDeleting} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      <ConfirmDeleteDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
        isDeleting={remove.isPending}
        message={`Code ${deleting?.code ?? ''} will stop working. Orders that used it keep their discount.`}
      />
    </Card>
  );
}

function DeleteCodeButton({ code, onDelete }: { code: PromoCode; onDelete: (code: PromoCode) => void }) {
  return (
    <AccessGuard flag="tableReserveAccess" mode="disable">
      <Button
        variant="subtle"
        color="red"
        size="compact-sm"
        leftSection={<IconTrash size={14} />}
        aria-label={`Delete code ${code.code}`}
        onClick={() => onDelete(code)}
      >
        Delete
      </Button>
    </AccessGuard>
  );
}

function PromoCodeForm({ event }: { event: VenueEvent }) {
  const create = useCreatePromoCode(event._id);
  const form = useForm<PromoFormValues>({ resolver: zodResolver(PromoFormSchema), defaultValues: EMPTY_PROMO_FORM });
  const kind = form.watch('kind');
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    try {
      const { promoCode } = await create.mutateAsync(promoInputOf(values, event.timeZone));
      toast({ title: `Code ${promoCode.code} created` });
      form.reset(EMPTY_PROMO_FORM);
    } catch (error) {
      toastError(error instanceof ApiError ? error.message : 'Failed to create promo code');
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} aria-label="New promo code" noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Code" placeholder="EARLYBIRD" withAsterisk error={errors.code?.message} {...form.register('code')} />
          <Controller
            control={form.control}
            name="kind"
            render={({ field }) => (
              <Stack gap={4}>
                <Text size="sm" fw={500} id="promo-kind-label">
                  Discount type
                </Text>
                <SegmentedControl
                  aria-labelledby="promo-kind-label"
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                  data={[
                    { value: 'percent', label: 'Percentage' },
                    { value: 'amount', label: 'Amount (₹)' },
                  ]}
                />
              </Stack>
            )}
          />
          <TextInput
            label={kind === 'percent' ? 'Percentage off' : 'Amount off (₹)'}
            inputMode="decimal"
            withAsterisk
            error={errors.value?.message}
            {...form.register('value')}
          />
          <TextInput
            label="Maximum uses"
            description="Leave blank for no limit"
            inputMode="numeric"
            error={errors.maxUses?.message}
            {...form.register('maxUses')}
          />
          <TextInput
            type="datetime-local"
            label="Valid until"
            description="Leave blank to keep it working until sales end"
            error={errors.validTo?.message}
            {...form.register('validTo')}
          />
        </SimpleGrid>
        {event.ticketTypes.length > 1 && (
          <Controller
            control={form.control}
            name="ticketTypeIds"
            render={({ field }) => (
              <Checkbox.Group
                label="Applies to"
                description="None ticked: every ticket type"
                value={field.value}
                onChange={field.onChange}
              >
                <Group mt="xs" gap="md">
                  {event.ticketTypes.map((type) => (
                    <Checkbox key={type._id} value={type._id} label={type.name} />
                  ))}
                </Group>
              </Checkbox.Group>
            )}
          />
        )}
        <Group>
          <Button type="submit" loading={create.isPending}>
            Add code
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
