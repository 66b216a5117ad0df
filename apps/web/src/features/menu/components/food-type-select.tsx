import { Select } from '@mantine/core';
import { FOOD_TYPE_LABELS, FOOD_TYPES } from '@venue/shared';
import type { FoodType } from '../types.ts';

const OPTIONS = FOOD_TYPES.map((value) => ({ value, label: FOOD_TYPE_LABELS[value] }));

interface Props {
  label: string;
  value: FoodType;
  onChange: (value: FoodType) => void;
  disabled?: boolean;
  size?: 'xs' | 'sm';
}

export function FoodTypeSelect({ label, value, onChange, disabled, size = 'sm' }: Props) {
  return (
    <Select
      label={label}
      data={OPTIONS}
      value={value}
      onChange={(next) => onChange((next ?? 'na') as FoodType)}
      allowDeselect={false}
      disabled={disabled}
      size={size}
    />
  );
}
