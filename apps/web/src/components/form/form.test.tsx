import { zodResolver } from '@hookform/resolvers/zod';
import { TextInput } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client.ts';
import { renderWithProviders } from '@/lib/testing/render.tsx';
import { toast, toastError } from '@/lib/toast.ts';
import { Form } from './form.tsx';

const Schema = z.object({ name: z.string().trim().min(1, 'Name is required'), city: z.string() });
type Values = z.infer<typeof Schema>;

function NameForm({ onSubmit }: { onSubmit: (values: Values) => Promise<unknown> }) {
  const form = useForm<Values>({ resolver: zodResolver(Schema), defaultValues: { name: '', city: '' } });
  const { errors } = form.formState;
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      submitLabel="Save"
      success={{ title: 'Saved it' }}
      failure="Failed to save"
      label="Name"
    >
      <TextInput label="Name" {...form.register('name')} error={errors.name?.message} />
      <TextInput label="City" {...form.register('city')} error={errors.city?.message} />
    </Form>
  );
}

vi.mock('@/lib/toast.ts', () => ({ toast: vi.fn(), toastError: vi.fn() }));

describe('<Form>', () => {
  beforeEach(() => vi.clearAllMocks());

  it('checks the schema first, then saves, spinning until stored, and says so', async () => {
    const user = userEvent.setup();
    let store!: () => void;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (store = resolve)));
    renderWithProviders(<NameForm onSubmit={onSubmit} />);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), '  Asha ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Asha', city: '' }));
    // Mantine's loading button: disabled and marked while the save is on its way.
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('data-loading');
    store();
    await waitFor(() => expect(toast).toHaveBeenCalledWith({ title: 'Saved it' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('data-loading'));
    // Reset to what was sent: the typed value stays and nothing is unsaved any more.
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('  Asha ');
  }, 30_000);

  it("shows a refusal on the fields it names and in a toast, in the server's words", async () => {
    const user = userEvent.setup();
    const refusal = new ApiError(400, 'VALIDATION_ERROR', 'Check the city', [
      { field: 'city', message: 'We do not serve this city' },
    ]);
    renderWithProviders(<NameForm onSubmit={() => Promise.reject(refusal)} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('We do not serve this city')).toBeInTheDocument();
    expect(toastError).toHaveBeenCalledWith('Check the city');
    expect(toast).not.toHaveBeenCalled();
  }, 30_000);

  it('falls back to its own words when the failure is not the server’s', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NameForm onSubmit={() => Promise.reject(new TypeError('x is undefined'))} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Failed to save'));
  }, 30_000);
});
