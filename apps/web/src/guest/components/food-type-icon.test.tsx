import { render } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FoodMarkShapes, type MarkedFoodType } from '../../components/food-type-mark.tsx';
import { FoodMarkSprite, FoodTypeIcon } from './food-type-icon.tsx';

/* One food-type mark (issue 37): the guest page draws the dashboard's mark, in the same colours. */

const TYPES: MarkedFoodType[] = ['veg', 'egg', 'non-veg', 'vegan'];

describe("the guests' food-type mark", () => {
  it.each(TYPES)('points each %s dish at a symbol holding the shared drawing', (type) => {
    const { container } = render(
      <>
        <FoodMarkSprite />
        <FoodTypeIcon type={type} interactive={false} />
      </>,
    );
    const href = container.querySelector('.pm-ft use')!.getAttribute('href')!;
    const symbol = container.querySelector(href)!;
    expect(symbol.tagName).toBe('symbol');
    expect(symbol.innerHTML).toBe(renderToStaticMarkup(<FoodMarkShapes type={type} />));
  });
});
