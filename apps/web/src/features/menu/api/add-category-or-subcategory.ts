import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client.ts';
import { menuRoutes } from '@venue/shared/routes';
import { useInvalidateMenu } from './invalidate.ts';

export interface AddCategoryOrSubcategoryInput {
  type: 'category' | 'subCategory';
  name: string;
  /** Server id of the parent category (subcategories only). */
  categoryId?: string;
  file?: File | null;
}

/** POST /v2/add-category-or-subcategory (form: name, type, category_id, file). */
export function addCategoryOrSubcategory(input: AddCategoryOrSubcategoryInput) {
  const form = new FormData();
  form.append('name', input.name);
  form.append('type', input.type);
  if (input.categoryId) form.append('category_id', input.categoryId);
  if (input.file) form.append('file', input.file);
  return api.call(menuRoutes.addCategoryOrSubcategory, {
    form,
    fallbackMessage: input.type === 'category' ? 'Failed to add category' : 'Failed to add subcategory. Please try again.',
  });
}

export function useAddCategoryOrSubcategory(username: string) {
  const invalidate = useInvalidateMenu(username);
  return useMutation({ mutationFn: addCategoryOrSubcategory, onSuccess: invalidate });
}
