import { describe, expect, it } from 'vitest';
import { dishesOf } from './menu-page-worker.ts';

const line = (id: string, name: string) => JSON.stringify({ id, name, price: '120.00' });

describe('dishesOf (the render thread keeps dishes between renders)', () => {
  it('hands the same object for a dish whose line is unchanged, and a new one for an edited dish', () => {
    const first = dishesOf('venue-a', [line('d1', 'Dosa'), line('d2', 'Idli')].join('\n'));
    expect(first.map((dish) => dish.name)).toEqual(['Dosa', 'Idli']);
    const second = dishesOf('venue-a', [line('d1', 'Dosa'), line('d2', 'Idli Sambar')].join('\n'));
    // The card markup is kept by object (ssr/entry-server.tsx): only the edited dish renders again.
    expect(second[0]).toBe(first[0]);
    expect(second[1]).not.toBe(first[1]);
    expect(second[1]!.name).toBe('Idli Sambar');
  });

  it('keeps only the last render’s dishes of a venue, and each venue apart', () => {
    const dosa = dishesOf('venue-b', line('d1', 'Dosa'))[0];
    dishesOf('venue-b', line('d2', 'Vada'));
    // Dropped after a render without it: parsed afresh.
    expect(dishesOf('venue-b', line('d1', 'Dosa'))[0]).not.toBe(dosa);
    const other = dishesOf('venue-c', line('d1', 'Dosa'))[0];
    expect(other).not.toBe(dishesOf('venue-b', line('d1', 'Dosa'))[0]);
    expect(dishesOf('venue-c', '')).toEqual([]);
  });
});
