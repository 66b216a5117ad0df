import { Alert, Button, Group, Select, Stack, Switch, TagsInput, Text, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { AddItemFormSchema, EditItemFormSchema, TAGS_MAX } from '@venue/shared';
import { useDeferredValue, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { MediaPicker, type PickedMedia } from '@/components/media-picker.tsx';
import { StickyFormFooter } from '@/components/sticky-form-footer.tsx';
import type { MediaChange } from '../api/item-payload.ts';
import type { ItemFormValues, MenuCategory, MenuSubcategory } from '../types.ts';
import { filterPriceKey } from '../utils/price.ts';
import { FoodTypeSelect } from './food-type-select.tsx';
import { AvailabilityField, type AvailabilityErrors } from './availability-field.tsx';
import { IngredientsPanel } from './ingredients-panel.tsx';
import { VarietiesField } from './varieties-field.tsx';

export { EMPTY_ITEM_FORM } from './item-form-defaults.ts';

interface Props {
  mode: 'add' | 'edit';
  categories: MenuCategory[];
  subcategories: MenuSubcategory[];
  defaultValues: ItemFormValues;
  initialMedia: PickedMedia | null;
  onSubmit: (values: ItemFormValues, media: MediaChange) => Promise<void>;
  onCancel: () => void;
  /** Add only: the chosen category has no subcategory; leaves for Add Subcategory with what was typed. */
  onCreateSubcategory?: (values: ItemFormValues) => void;
}

/** The Add Item and Edit Item form of spec §2/§5, validated by the shared schemas. */
export function ItemForm({
  mode,
  categories,
  subcategories,
  defaultValues,
  initialMedia,
  onSubmit,
  onCancel,
  onCreateSubcategory,
}: Props) {
  const isAdd = mode === 'add';
  const schema = isAdd ? AddItemFormSchema : EditItemFormSchema;
  const { control, handleSubmit, setValue, getValues, formState } = useForm<ItemFormValues>({
    // The shared schemas preprocess their fields (so server and form share one rule set), which
    // types their inputs as unknown; the form's values are the strict ItemFormValues.
    resolver: zodResolver(schema as never) as unknown as Resolver<ItemFormValues>,
    defaultValues,
  });
  const [media, setMedia] = useState<MediaChange>({ kind: 'unchanged' });
  const [preview, setPreview] = useState<PickedMedia | null>(initialMedia);
  const [itemName, categoryId, subCategoryId, varieties] = useWatch({
    control,
    name: ['itemName', 'categoryId', 'subCategoryId', 'varietyArr'],
  });
  const hasVarieties = varieties.length > 0;
  const submitting = formState.isSubmitting;
  // The sheet's first paint holds the fields a person starts with; the varieties, ingredients and
  // media picker, and the description's autosizing (which measures the page), follow in a
  // background render right after it (issue 15 "Speed": Add Item opens within 300 ms).
  const settled = useDeferredValue(true, false);
  const categorySubcategories = subcategories.filter((s) => s.categoryId === categoryId);
  // Spec §5: add stays disabled until name, category and subcategory are set.
  const canSubmit = !submitting && (!isAdd || (itemName.trim() !== '' && categoryId !== '' && subCategoryId !== ''));

  const submit = handleSubmit(async (values) => {
    await onSubmit(values, media);
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        {/* Editing picks them too: another subcategory (or category) moves the item there, last (issue 15). */}
        <Group grow align="flex-start">
          <Controller
            control={control}
            name="categoryId"
            render={({ field }) => (
              <Select
                label="Category"
                placeholder="Select a category"
                data={categories.map((c) => ({ value: c.id, label: c.isVisible ? c.name : `${c.name} (Hidden)` }))}
                value={field.value || null}
                onChange={(value) => {
                  field.onChange(value ?? '');
                  // The subcategory follows the category and defaults to its first one (spec §2).
                  const first = subcategories.find((s) => s.categoryId === value);
                  setValue('subCategoryId', first?.id ?? '', { shouldValidate: formState.isSubmitted });
                }}
                error={formState.errors.categoryId?.message}
                withAsterisk
                allowDeselect={false}
              />
            )}
          />
          <Controller
            control={control}
            name="subCategoryId"
            render={({ field }) => (
              <Select
                label="Subcategory"
                placeholder="Select a subcategory"
                data={categorySubcategories.map((s) => ({ value: s.id, label: s.isVisible ? s.name : `${s.name} (Hidden)` }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                error={formState.errors.subCategoryId?.message}
                withAsterisk
                allowDeselect={false}
              />
            )}
          />
        </Group>
        {onCreateSubcategory && categoryId !== '' && categorySubcategories.length === 0 ? (
          <Alert color="yellow" title="No Subcategories Found" p="sm">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">Items live in a subcategory. Create one in this category; what you typed stays here.</Text>
              <Button size="xs" variant="light" onClick={() => onCreateSubcategory(getValues())}>
                Create Subcategory First
              </Button>
            </Stack>
          </Alert>
        ) : null}
        <Controller
          control={control}
          name="itemName"
          render={({ field }) => (
            <TextInput
              {...field}
              label="Item Name"
              placeholder="e.g. Paneer Tikka"
              withAsterisk
              error={formState.errors.itemName?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="description"
          render={({ field }) => (
            <Textarea
              {...field}
              label="Description"
              placeholder="What makes this dish special"
              autosize={settled}
              minRows={2}
              maxRows={5}
              error={formState.errors.description?.message}
            />
          )}
        />
        <Group grow align="flex-start">
          <Controller
            control={control}
            name="price"
            render={({ field }) => (
              <TextInput
                {...field}
                label="Price (₹)"
                placeholder={isAdd ? '0' : '0.00'}
                inputMode="decimal"
                onKeyDown={filterPriceKey}
                // Spec §5: with varieties the varieties carry the prices.
                disabled={hasVarieties}
                description={hasVarieties ? 'Set by the varieties' : undefined}
                error={formState.errors.price?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <FoodTypeSelect label="Food Type" value={field.value} onChange={field.onChange} disabled={!isAdd && hasVarieties} />
            )}
          />
        </Group>
        {/* With the fields below, after the first paint: the sheet opens on its name field at once. */}
        {settled && (
          <Controller
            control={control}
            name="tags"
            render={({ field }) => (
              <TagsInput
                label="Tags"
                placeholder="Type a tag and press Enter"
                description="e.g. spicy, bestseller, jain: guests can search by them"
                value={field.value}
                onChange={field.onChange}
                maxTags={TAGS_MAX}
                splitChars={[',']}
                clearable
                error={formState.errors.tags?.message ?? formState.errors.tags?.[0]?.message}
              />
            )}
          />
        )}
        <Group>
          <Controller
            control={control}
            name="chefRecommend"
            render={({ field }) => (
              <Switch
                label="Chef's Choice"
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
          <Controller
            control={control}
            name="isVisible"
            render={({ field }) => (
              <Switch
                label="Visible on menu"
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
        </Group>
        {settled && (
          <>
            <VarietiesField control={control} errors={formState.errors} />
            <Controller
              control={control}
              name="ingredients"
              render={({ field }) => <IngredientsPanel value={field.value} onChange={field.onChange} />}
            />
            <Controller
              control={control}
              name="availability"
              render={({ field }) => (
                <AvailabilityField
                  value={field.value}
                  onChange={field.onChange}
                  errors={formState.errors.availability as AvailabilityErrors | undefined}
                />
              )}
            />
            <MediaPicker
              preview={preview}
              onPick={(file, picked) => {
                setPreview(picked);
                setMedia({ kind: 'replaced', file });
              }}
              onRemove={() => {
                setPreview(null);
                // Removing stored media must be sent; removing a just-picked file only forgets it.
                setMedia(initialMedia ? { kind: 'removed' } : { kind: 'unchanged' });
              }}
            />
          </>
        )}
        {/* Kept in view at the bottom of the sheet while the long form scrolls on a phone (issue 35). */}
        <StickyFormFooter inDialog>
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            Cancel
          </Button>
          <Button type="submit" disabled={!canSubmit}>
            {isAdd ? (submitting ? 'Adding...' : 'Add Item') : submitting ? 'Updating...' : 'Update Item'}
          </Button>
        </StickyFormFooter>
      </Stack>
    </form>
  );
}
