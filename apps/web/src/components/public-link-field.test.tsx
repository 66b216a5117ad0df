import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PublicLinkField } from './public-link-field.tsx';

const URL = 'http://localhost/v/spice-route/links';

describe('PublicLinkField', () => {
  it('shows the whole address in a named, read-only field and copies it', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    render(
      <MantineProvider env="test">
        <PublicLinkField label="Link page address" url={URL} />
      </MantineProvider>,
    );
    const field = screen.getByRole('textbox', { name: 'Link page address' });
    expect(field).toHaveValue(URL);
    expect(field).toHaveAttribute('readonly');

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(URL);
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });
});
