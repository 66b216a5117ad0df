import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FoodMarkShapes, type MarkedFoodType } from '@/components/food-type-mark.tsx';
import { FoodTypeIcon } from './food-type-icon.tsx';

/* One food-type mark (issue 37): the dashboard draws the guests' mark, in the same colours. */

const TYPES: MarkedFoodType[] = ['veg', 'egg', 'non-veg', 'vegan'];

describe("the dashboard's food-type mark", () => {
  it.each(TYPES)('draws the shared %s mark, named for screen readers', (type) => {
    const { container } = render(<FoodTypeIcon type={type} />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('role', 'img');
    const drawing = [...svg.children]
      .filter((child) => child.tagName !== 'title')
      .map((child) => child.outerHTML)
      .join('');
    expect(drawing).toBe(renderToStaticMarkup(<FoodMarkShapes type={type} />));
  });

  it("labels each type as the menu's filter does, and draws nothing for 'na'", () => {
    render(<FoodTypeIcon type="non-veg" />);
    expect(screen.getByRole('img', { name: 'Non-Veg' })).toBeInTheDocument();
    const { container } = render(<FoodTypeIcon type="na" />);
    expect(container).toBeEmptyDOMElement();
  });
});
