import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { AvailabilitySchema, type Availability } from '@venue/shared';
import { CropDialog } from '@/components/crop-dialog.tsx';
import { usePendingImage } from '@/hooks/use-pending-image.ts';
import { GROUP_TEXTS, type MenuGroupKind, type MenuGroupValues } from '../hooks/use-save-menu-group.ts';
import { AvailabilityField, type AvailabilityErrors } from './availability-field.tsx';
import { SubcategoryImagePicker } from './subcategory-image-picker.tsx';

interface Props {
  kind: MenuGroupKind;
  /** The category or subcategory being edited; null while adding one. */
  group: { name: string; image: string | null; isVisible: boolean; availability: Availability } | null;
  nameSchema: z.ZodType<string, string>;
  /** "{Noun} Name" unless the spec names the field otherwise. */
  nameLabel?: string;
  placeholder?: string;
  /** Saves the values; the form shows "Saving..." until it answers. */
  onSubmit: (values: MenuGroupValues) => Promise<void>;
  onCancel: () => void;
  /** Another action of the dialog is running (a delete): everything is disabled. */
  busy?: boolean;
  /** Below the buttons: the dialog's delete action, disabled while the form saves. */
  footer?: (disabled: boolean) => ReactNode;
  /** A shown subcategory: its shown items, which hiding it hides too (said under the switch). */
  visibleItemCount?: number;
  /** A hidden subcategory: the items its hide hid, which showing it can show again. */
  itemsHiddenWithIt?: number;
}

const itemsLabel = (count: number) => (count === 1 ? '1 item' : `${count} items`);

export const VISIBILITY_TEXTS = {
  hidesItems: (count: number) => `Its ${count === 1 ? 'visible item' : `${count} visible items`} will be hidden too.`,
  showItemsToo: (count: number) => `Also show the ${itemsLabel(count)} hidden with it`,
} as const;

/**
 * The fields shared by the category and subcategory dialogs (spec §2, decisions §5): name,
 * image with crop, the hide switch when editing, Cancel and Save.
 */
export function MenuGroupForm({
  kind,
  group,
  nameSchema,
  nameLabel,
  placeholder,
  onSubmit,
  onCancel,
  busy = false,
  footer,
  visibleItemCount = 0,
  itemsHiddenWithIt = 0,
}: Props) {
  const texts = GROUP_TEXTS[kind];
  const image = usePendingImage(group?.image ?? null);
  const schema = useMemo(
    () => z.object({ name: nameSchema, hidden: z.boolean(), showHiddenItems: z.boolean(), availability: AvailabilitySchema }),
    [nameSchema],
  );
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: {
      name: group?.name ?? '',
      hidden: group ? !group.isVisible : false,
      showHiddenItems: true,
      availability: group?.availability ?? [],
    },
  });
  const hidden = useWatch({ control: form.control, name: 'hidden' });
  const hiding = Boolean(group?.isVisible) && hidden && visibleItemCount > 0;
  const showing = group !== null && !group.isVisible && !hidden && itemsHiddenWithIt > 0;
  const [saving, setSaving] = useState(false);
  const disabled = saving || busy;

  const submit = form.handleSubmit(async ({ name, hidden, showHiddenItems, availability }) => {
    setSaving(true);
    try {
      await onSubmit({
        name,
        pendingFile: image.pendingFile,
        imageRemoved: image.removed,
        hidden,
        showHiddenItems: showing && showHiddenItems,
        availability,
      });
    } finally {
      setSaving(false);
    }
  });

  return (
    <Stack gap="sm">
      <Controller
        control={form.control}
        name="name"
        render={({ field, fieldState }) => (
          <TextInput
            label={nameLabel ?? texts.nameLabel}
            placeholder={placeholder}
            value={field.value}
            onChange={(event) => {
              field.onChange(event.currentTarget.value);
              form.clearErrors('name');
            }}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            withAsterisk
            disabled={disabled}
            data-autofocus
          />
        )}
      />
      <SubcategoryImagePicker previewUrl={image.previewUrl} onPick={image.pick} onRemove={image.remove} disabled={disabled} />
      {image.previewUrl && (
        <Group>
          <Button variant="subtle" size="xs" onClick={image.recrop} disabled={disabled}>
            Crop Image
          </Button>
        </Group>
      )}
      {group && (
        <Controller
          control={form.control}
          name="hidden"
          render={({ field }) => (
            <Switch
              label={texts.hideLabel}
              description={texts.hideDescription}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              disabled={disabled}
            />
          )}
        />
      )}
      {hiding && <Text size="sm">{VISIBILITY_TEXTS.hidesItems(visibleItemCount)}</Text>}
      {/* The edit calls carry a schedule (decisions §7); a new group is always available until edited. */}
      {group && (
        <Controller
          control={form.control}
          name="availability"
          render={({ field, fieldState }) => (
            <AvailabilityField
              value={field.value}
              onChange={field.onChange}
              errors={fieldState.error as AvailabilityErrors | undefined}
              disabled={disabled}
            />
          )}
        />
      )}
      {showing && (
        <Controller
          control={form.control}
          name="showHiddenItems"
          render={({ field }) => (
            <Checkbox
              label={VISIBILITY_TEXTS.showItemsToo(itemsHiddenWithIt)}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              disabled={disabled}
            />
          )}
        />
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={disabled}>
          Cancel
        </Button>
        <Button onClick={() => void submit()} disabled={disabled}>
          {saving ? 'Saving...' : group ? 'Save Changes' : 'Save'}
        </Button>
      </Group>
      {footer?.(disabled)}
      <CropDialog source={image.cropSource} onCancel={image.cancelCrop} onCropped={image.onCropped} />
    </Stack>
  );
}
