import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { UnsavedChangesDialog } from '@/components/unsaved-changes-dialog.tsx';
import { useUnsavedChanges } from './use-unsaved-changes.ts';

/** An editor as the dashboard's are: a field, a save that clears the work, a link away. */
function Editor({ navigateAfterSave = false }: { navigateAfterSave?: boolean }) {
  const [saved, setSaved] = useState('');
  const [value, setValue] = useState('');
  const unsaved = useUnsavedChanges(value !== saved);
  const save = () => {
    unsaved.markSaved();
    setSaved(value);
    if (navigateAfterSave) void router.navigate('/elsewhere');
  };
  return (
    <>
      <label>
        Name
        <input value={value} onChange={(event) => setValue(event.target.value)} />
      </label>
      <button type="button" onClick={save}>
        Save
      </button>
      <Link to="/elsewhere">Elsewhere</Link>
      <UnsavedChangesDialog guard={unsaved} />
    </>
  );
}

let router: ReturnType<typeof createMemoryRouter>;

function renderEditor(props: { navigateAfterSave?: boolean } = {}) {
  router = createMemoryRouter(
    [
      { path: '/editor', element: <Editor {...props} /> },
      { path: '/elsewhere', element: <p>Another screen</p> },
    ],
    { initialEntries: ['/editor'] },
  );
  render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

const beforeUnloadIsCancelled = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('useUnsavedChanges', () => {
  it('asks before leaving with changes; "Stay" keeps the work, "Leave" goes', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Spice');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));

    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('Your changes on this page are not saved yet');
    expect(router.state.location.pathname).toBe('/editor');
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Spice');
    expect(beforeUnloadIsCancelled()).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByText('Another screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('asks on Back too', async () => {
    const user = userEvent.setup();
    renderEditor();
    await act(() => router.navigate('/elsewhere'));
    await act(() => router.navigate('/editor'));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Spice');
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/editor');
  });

  it('does not ask without changes', async () => {
    const user = userEvent.setup();
    renderEditor();
    expect(beforeUnloadIsCancelled()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Another screen')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not ask once the work is saved', async () => {
    const user = userEvent.setup();
    renderEditor();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Spice');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(beforeUnloadIsCancelled()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Another screen')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets a save go straight on to another screen in the same tick', async () => {
    const user = userEvent.setup();
    renderEditor({ navigateAfterSave: true });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Spice');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Another screen')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
