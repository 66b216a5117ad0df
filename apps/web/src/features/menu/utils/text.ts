import { MOBILE_CATEGORY_OPTION_CUT, SUBCATEGORY_NAME_CUT } from '@venue/shared';

/** Shortens `text` to `max` characters plus an ellipsis; shorter text is returned as is. */
export function cutText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** Spec §9: subcategory names beyond 12 characters are shortened on the cards. */
export const cutSubcategoryName = (name: string) => cutText(name, SUBCATEGORY_NAME_CUT);

/** Spec §9: on mobile, category options beyond 25 characters are shortened. */
export const cutMobileCategoryOption = (label: string) => cutText(label, MOBILE_CATEGORY_OPTION_CUT);
