import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '@/lib/testing/match-media.ts';
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx';

/** Makes `(max-width: 768px)` match, as on a phone. */
const onPhone = (isPhone: boolean) => stubMatchMedia((query) => isPhone && query.includes('max-width'));

function renderDialog(props: Partial<Parameters<typeof ConfirmDeleteDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  render(
    <MantineProvider env="test">
      <ConfirmDeleteDialog opened onClose={onClose} onConfirm={onConfirm} message="This cannot be undone." {...props} />
    </MantineProvider>,
  );
  return { onConfirm, onClose, dialog: screen.getByRole('dialog', { name: 'Are you sure?' }) };
}

afterEach(() => stubMatchMedia());

describe('ConfirmDeleteDialog', () => {
  it('asks "Are you sure?" with Cancel and Delete, in a centred dialog on desktop', async () => {
    onPhone(false);
    const { dialog, onConfirm } = renderDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(dialog.closest('.mantine-Modal-root')).not.toBeNull();
  });

  it('names the action when removing is not deleting, and holds both buttons while it runs', () => {
    onPhone(false);
    const { dialog } = renderDialog({ confirmLabel: 'Remove', pendingLabel: 'Removing...', isDeleting: true });
    expect(within(dialog).getByRole('button', { name: 'Removing...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it('is a bottom drawer on a phone', () => {
    onPhone(true);
    const { dialog } = renderDialog();
    expect(dialog.closest('.mantine-Drawer-root')).not.toBeNull();
  });
});
