import { FOOD_TYPE_LABELS } from '@venue/shared';
import type { FoodType } from '../types.ts';

const LABELS = FOOD_TYPE_LABELS;

const COLORS: Record<Exclude<FoodType, 'na'>, string> = {
  veg: '#1b8a3a',
  'non-veg': '#a52a2a',
  egg: '#d4a017',
  vegan: '#2f9e44',
};

export const foodTypeLabel = (type: FoodType) => LABELS[type];

/**
 * The square food mark Indian menus use: a coloured border with a dot (veg, egg), a
 * triangle (non-veg), or a leaf-green dot for vegan. 'na' shows nothing.
 */
export function FoodTypeIcon({ type, size = 16 }: { type: FoodType; size?: number }) {
  if (type === 'na') return null;
  const color = COLORS[type];
  return (
    // A native <title> rather than a Mantine Tooltip: cards render by the hundred (spec bench).
    <svg width={size} height={size} viewBox="0 0 16 16" role="img" aria-label={LABELS[type]} style={{ flexShrink: 0 }}>
      <title>{LABELS[type]}</title>
      <rect x="1" y="1" width="14" height="14" rx="2" fill="white" stroke={color} strokeWidth="1.6" />
      {type === 'non-veg' ? <path d="M8 4 L12 11.5 H4 Z" fill={color} /> : <circle cx="8" cy="8" r="3.6" fill={color} />}
      {type === 'vegan' && <path d="M8 5.2 C10 6 10.5 8.5 8 10.8 C5.5 8.5 6 6 8 5.2 Z" fill="white" />}
    </svg>
  );
}
