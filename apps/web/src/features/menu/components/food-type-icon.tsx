import { FOOD_TYPE_LABELS } from '@venue/shared';
import { FoodTypeMark } from '@/components/food-type-mark.tsx';
import type { FoodType } from '../types.ts';

export const foodTypeLabel = (type: FoodType) => FOOD_TYPE_LABELS[type];

/** A dish's food-type mark on the dashboard (components/food-type-mark.tsx, the guests' mark too). 'na' shows nothing. */
export function FoodTypeIcon({ type, size = 16 }: { type: FoodType; size?: number }) {
  return <FoodTypeMark type={type} label={FOOD_TYPE_LABELS[type]} size={size} />;
}
