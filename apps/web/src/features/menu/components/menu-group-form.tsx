import { Button, Group, Stack, Switch, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import type { z } from 'zod';
import { CropDialog } from '@/components/crop-dialog.tsx';
import { usePendingImage } from '@/hooks/use-pending-image.ts';
import { GROUP_NOUN, type MenuGroupKind, type MenuGroupValues } from '../hooks/use-save-menu-group.ts';
import { SubcategoryImagePicker } from './subcategory-image-picker.tsx';

interface Props {
  kind: MenuGroupKind;
  /** The category or subcategory being edited; null while adding one. */
  group: { name: string; image: string | null; isVisible: boolean } | null;
  nameSchema: z.ZodType<string>;
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
}

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
}: Props) {
  const noun = GROUP_NOUN[kind];
  const image = usePendingImage(group?.image ?? null);
  const [name, setName] = useState(group?.name ?? '');
  const [hidden, setHidden] = useState(group ? !group.isVisible : false);
  const [nameError, setNameError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const disabled = saving || busy;

  async function submit() {
    const parsed = nameSchema.safeParse(name);
    if (!parsed.success) return setNameError(parsed.error.issues[0]?.message ?? `${noun} name is required`);
    setSaving(true);
    try {
      await onSubmit({ name: parsed.data, pendingFile: image.pendingFile, imageRemoved: image.removed, hidden });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack gap="sm">
      <TextInput
        label={nameLabel ?? `${noun} Name`}
        placeholder={placeholder}
        value={name}
        onChange={(event) => {
          setName(event.currentTarget.value);
          setNameError(null);
        }}
        error={nameError}
        withAsterisk
        disabled={disabled}
        data-autofocus
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
        <Switch
          label={`Hide ${noun}`}
          description={`Hide this ${noun.toLowerCase()} from customers`}
          checked={hidden}
          onChange={(event) => setHidden(event.currentTarget.checked)}
          disabled={disabled}
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
