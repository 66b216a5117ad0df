import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Button, Card, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { TERMS_CLAUSE_MAX, UpdateTermsClauseSchema } from '@venue/shared';
import type { z } from 'zod';
import { AccessGuard } from '@/components/access-guard/index.ts';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog.tsx';
import { ResponsiveDialog } from '@/components/responsive-dialog.tsx';
import { Form } from '@/components/form/form.tsx';
import { toast, toastError } from '@/lib/toast.ts';
import { useDeleteTermsClause } from '../api/delete-terms-clause.ts';
import { useTerms, type TermsClause } from '../api/get-terms.ts';
import { useUpdateTermsClause } from '../api/update-terms-clause.ts';
import { ReservationsPage } from './reservations-page.tsx';
import { EmptyState, LoadError, LoadingRows } from '@/components/screen-states.tsx';

type ClauseForm = z.input<typeof UpdateTermsClauseSchema>;

/** /reservations/terms-conditions: the clauses a guest accepts before booking. */
export function TermsScreen() {
  const terms = useTerms();
  const remove = useDeleteTermsClause();
  const [editing, setEditing] = useState<TermsClause | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TermsClause | null>(null);

  return (
    <ReservationsPage
      title="Terms and conditions"
      description="Guests accept these before their booking is made."
      actions={
        <AccessGuard flag="tableReserveAccess" mode="disable">
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            Add clause
          </Button>
        </AccessGuard>
      }
    >
      {terms.isPending ? (
        <LoadingRows label="Loading terms" rows={3} />
      ) : terms.isError ? (
        <LoadError title="Terms unavailable" error={terms.error} />
      ) : terms.data.length === 0 ? (
        <EmptyState title="No clauses yet">For example: “Tables are held for 15 minutes after the booked time.”</EmptyState>
      ) : (
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Clauses">
          {terms.data.map((clause, index) => (
            <Card key={clause._id} withBorder radius="md" padding="sm" component="li">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Group align="flex-start" wrap="nowrap" gap="sm">
                  <Text fw={700} c="dimmed" miw={20}>
                    {index + 1}.
                  </Text>
                  <Text style={{ whiteSpace: 'pre-wrap' }}>{clause.clause}</Text>
                </Group>
                <AccessGuard flag="tableReserveAccess" mode="disable">
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon variant="subtle" aria-label={`Edit clause ${index + 1}`} onClick={() => setEditing(clause)}>
                      <IconEdit size={18} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Delete clause ${index + 1}`}
                      onClick={() => setDeleting(clause)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Group>
                </AccessGuard>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      <ResponsiveDialog
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'New clause' : 'Edit clause'}
        size="md"
      >
        {editing !== null ? <ClauseEditor clause={editing === 'new' ? null : editing} onDone={() => setEditing(null)} /> : null}
      </ResponsiveDialog>
      <ConfirmDeleteDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        isDeleting={remove.isPending}
        message="Delete this clause? Guests will no longer see it."
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting._id, {
            onSuccess: () => (toast({ title: 'Clause deleted' }), setDeleting(null)),
            onError: (error) => toastError(error.message),
          })
        }
      />
    </ReservationsPage>
  );
}

function ClauseEditor({ clause, onDone }: { clause: TermsClause | null; onDone: () => void }) {
  const save = useUpdateTermsClause();
  const form = useForm<ClauseForm>({
    resolver: zodResolver(UpdateTermsClauseSchema),
    defaultValues: clause ? { _id: clause._id, clause: clause.clause } : { clause: '' },
  });
  const length = form.watch('clause').length;
  return (
    <Form
      form={form}
      onSubmit={save.mutateAsync}
      submitLabel="Save"
      success={{ title: clause ? 'Clause saved' : 'Clause added' }}
      failure={(error) => error.message}
      onSaved={onDone}
      actions={
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
      }
      label="Clause"
      gap="sm"
    >
      <Textarea
        label="Clause"
        autosize
        minRows={3}
        withAsterisk
        description={`${length}/${TERMS_CLAUSE_MAX}`}
        error={form.formState.errors.clause?.message}
        {...form.register('clause')}
      />
    </Form>
  );
}
