import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResponsiveDialog } from './responsive-dialog.tsx';

const width = vi.hoisted(() => ({ isMobile: false }));
vi.mock('@/hooks/use-is-mobile.ts', () => ({ useIsMobile: () => width.isMobile }));

const dialog = (opened: boolean): ReactNode => (
  <MantineProvider env="test">
    <ResponsiveDialog opened={opened} onClose={() => {}} title="New ticketed event">
      <input aria-label="Event name" />
    </ResponsiveDialog>
  </MantineProvider>
);
const isSheet = () => document.querySelector('.mantine-Drawer-content') !== null;

describe('ResponsiveDialog', () => {
  afterEach(() => {
    width.isMobile = false;
  });

  it('keeps its form, and its kind, when the width crosses 768 px while it is open', async () => {
    const user = userEvent.setup();
    const { rerender } = render(dialog(true));
    const field = screen.getByRole('textbox', { name: 'Event name' });
    await user.type(field, 'Jazz Night');
    expect(isSheet()).toBe(false);

    width.isMobile = true;
    rerender(dialog(true));
    expect(screen.getByRole('textbox', { name: 'Event name' })).toBe(field);
    expect(field).toHaveValue('Jazz Night');
    expect(isSheet()).toBe(false);
  });

  it('opens as a sheet on a phone, and as a centred dialog once the width is a desktop again', () => {
    width.isMobile = true;
    const { rerender } = render(dialog(true));
    expect(isSheet()).toBe(true);

    width.isMobile = false;
    rerender(dialog(false));
    rerender(dialog(true));
    expect(isSheet()).toBe(false);
  });
});
