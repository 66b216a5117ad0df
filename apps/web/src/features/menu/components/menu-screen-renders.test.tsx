import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef, memo, type ComponentProps } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/lib/testing/mock-api.ts';
import { sampleMenu } from '../test/menu-fixture.ts';
import { renderWithProviders } from '../test/render.tsx';
import { MenuScreen } from './menu-screen.tsx';

// Each render of the screen's sidebar (which the screen renders whenever it renders) and of an
// item card is counted.
const renders = vi.hoisted(() => ({ sidebar: 0, card: 0 }));

vi.mock('@/lib/permissions.ts', () => ({ useAccess: () => 'allowed' }));
vi.mock('./subcategory-sidebar.tsx', async (importOriginal) => {
  const real = await importOriginal<typeof import('./subcategory-sidebar.tsx')>();
  return {
    SubcategorySidebar: (props: ComponentProps<typeof real.SubcategorySidebar>) => {
      renders.sidebar += 1;
      return <real.SubcategorySidebar {...props} />;
    },
  };
});
vi.mock('./item-card.tsx', async (importOriginal) => {
  const real = await importOriginal<typeof import('./item-card.tsx')>();
  return {
    ItemCard: memo(
      forwardRef<HTMLDivElement, ComponentProps<typeof real.ItemCard>>(function CountedCard(props, ref) {
        renders.card += 1;
        return <real.ItemCard ref={ref} {...props} />;
      }),
    ),
  };
});

beforeEach(() => {
  localStorage.setItem('accessToken', 'token');
  localStorage.setItem('isAuthenticated', 'true');
  localStorage.setItem(
    'activeBusinessProfile',
    JSON.stringify({ profileId: 'p1', userName: 'spice-route', profileType: 'business' }),
  );
  mockApi({ 'GET /v2/menu/spice-route': () => ({ body: sampleMenu() }) });
});

describe('Menu screen renders (issue 15 "Speed")', () => {
  it('opens Add Item without rendering the screen, its sidebar or its item cards again', async () => {
    const { sessionStore } = await import('@/lib/session.ts');
    sessionStore.reload();
    renderWithProviders(<MenuScreen username="spice-route" initialCategoryId={null} />);
    expect(await screen.findAllByTestId('item-card')).toHaveLength(3);
    // The deferred lists' background render, started as the menu arrived, finishes first.
    await act(async () => {});
    const before = { ...renders };
    expect(before.sidebar).toBeGreaterThan(0);
    expect(before.card).toBeGreaterThan(0);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Add Item' }));
    expect(await screen.findByRole('textbox', { name: 'Item Name' })).toBeInTheDocument();

    expect(renders).toEqual(before);
  });
});
