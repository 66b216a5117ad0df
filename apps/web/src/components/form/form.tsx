import { Button, Card, Group, Stack, type MantineSpacing } from '@mantine/core';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { AccessGuard } from '@/components/access-guard/index.ts';
import { StickyFormFooter } from '@/components/sticky-form-footer.tsx';
import { UnsavedChangesDialog } from '@/components/unsaved-changes-dialog.tsx';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes.ts';
import { ApiError } from '@/lib/api-client.ts';
import type { AccessRequirement } from '@/lib/permissions.ts';
import { toast, toastError } from '@/lib/toast.ts';

export interface FieldRefusal<TValues extends FieldValues> {
  field: Path<TValues>;
  message: string;
}

type SavedToast = { title: string; description?: string } | null;

export interface FormProps<TValues extends FieldValues, TOutput, TResult = unknown> {
  /** The editor's react-hook-form, made with `zodResolver(<shared schema>)`. */
  form: UseFormReturn<TValues, unknown, TOutput>;
  /**
   * Stores the checked values (a mutation's `mutateAsync`, an upload first if need be); the
   * submit button spins until it settles. A rejection is the server's refusal.
   */
  onSubmit: (values: TOutput) => Promise<TResult>;
  submitLabel: ReactNode;
  /** The toast once saved, or null for none; or made from what `onSubmit` answered. */
  success: SavedToast | ((result: TResult) => SavedToast);
  /** A refusal's toast: the server's message, else this fallback; or the message made from the error. */
  failure: string | ((error: Error) => string);
  /** Refusals that belong to one field, shown on it (besides the server's `[{ field, message }]` issues of a 400). */
  fieldErrors?: (error: Error) => FieldRefusal<TValues>[];
  /** After the save is stored and the form reset to what was sent: close a dialog, clear a picture. */
  onSaved?: (values: TOutput) => void;
  /** Who may save: the submit button sits in `<AccessGuard mode="disable">`. */
  access?: AccessRequirement;
  /** `sticky`: the save stays in view at the bottom while a long form scrolls (a screen's editor). */
  footer?: 'sticky' | 'inline';
  /** Buttons beside the submit (Cancel). */
  actions?: ReactNode;
  /** Work held outside the form's fields (a picked picture) that also counts as unsaved. */
  isDirty?: boolean;
  /** Ask before leaving with unsaved work (default). Off in a dialog whose own submit leaves, or outside the data router. */
  guardUnsaved?: boolean;
  /** Whether the submit waits for a change. */
  disabledUntilDirty?: boolean;
  /** Drawn in a bordered card (a screen's only form). */
  card?: boolean;
  label?: string;
  maw?: number;
  gap?: MantineSpacing;
  children: ReactNode;
}

/** A 400's validation issues (`[{ field, message }]`) that name one of this form's fields. */
function issuesOf<TValues extends FieldValues>(error: Error, values: TValues): FieldRefusal<TValues>[] {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return [];
  return (error.details as { field?: unknown; message?: unknown }[]).flatMap((issue) =>
    typeof issue.field === 'string' && issue.field in values && typeof issue.message === 'string'
      ? [{ field: issue.field as Path<TValues>, message: issue.message }]
      : [],
  );
}

/**
 * The one skeleton of a dashboard form: checked by its shared schema, a submit button that spins
 * while saving, the form reset to what was sent and a toast once stored, a refusal shown on its
 * fields and in a toast in the server's words (spec §8), and the unsaved-work guard
 * (`hooks/use-unsaved-changes.ts`). The fields are the form's own children.
 */
export function Form<TValues extends FieldValues, TOutput, TResult = unknown>({
  form,
  onSubmit,
  submitLabel,
  success,
  failure,
  fieldErrors,
  onSaved,
  access,
  footer = 'inline',
  actions,
  isDirty = false,
  guardUnsaved = true,
  disabledUntilDirty = false,
  card = false,
  label,
  maw,
  gap = 'md',
  children,
}: FormProps<TValues, TOutput, TResult>) {
  const markSaved = useRef<() => void>(() => {});
  const dirty = form.formState.isDirty || isDirty;

  const submit = form.handleSubmit(async (values) => {
    const sent = form.getValues();
    let result: TResult;
    try {
      result = await onSubmit(values);
    } catch (caught) {
      const error = caught instanceof Error ? caught : new Error(String(caught));
      for (const { field, message } of [...issuesOf(error, sent), ...(fieldErrors?.(error) ?? [])])
        form.setError(field, { message });
      toastError(typeof failure === 'function' ? failure(error) : error instanceof ApiError ? error.message : failure);
      return;
    }
    markSaved.current();
    form.reset(sent);
    const saved = typeof success === 'function' ? success(result) : success;
    if (saved) toast(saved);
    onSaved?.(values);
  });

  const button = (
    <Button type="submit" loading={form.formState.isSubmitting} disabled={disabledUntilDirty && !dirty}>
      {submitLabel}
    </Button>
  );
  const buttons = (
    <>
      {actions}
      {access ? (
        <AccessGuard {...access} mode="disable">
          {button}
        </AccessGuard>
      ) : (
        button
      )}
    </>
  );
  const body = (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap={gap} maw={maw}>
        {children}
        {footer === 'sticky' ? <StickyFormFooter>{buttons}</StickyFormFooter> : <Group justify="flex-end">{buttons}</Group>}
      </Stack>
      {guardUnsaved && <UnsavedGuard isDirty={dirty} markSaved={markSaved} />}
    </form>
  );
  return card ? (
    <Card withBorder padding="lg" maw={maw}>
      {body}
    </Card>
  ) : (
    body
  );
}

/**
 * The unsaved-work guard, mounted only when the form asks for it: useBlocker needs the data
 * router, which a dialog reusing a form may sit outside of.
 */
function UnsavedGuard({ isDirty, markSaved }: { isDirty: boolean; markSaved: RefObject<() => void> }) {
  const unsaved = useUnsavedChanges(isDirty);
  useEffect(() => {
    markSaved.current = unsaved.markSaved;
  }, [markSaved, unsaved.markSaved]);
  return <UnsavedChangesDialog guard={unsaved} />;
}
