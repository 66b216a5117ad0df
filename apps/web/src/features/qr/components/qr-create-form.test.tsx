import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client.ts';
import { envelopeResponse } from '@/lib/testing/mock-api.ts';
import { toast, toastError } from '@/lib/toast.ts';
import { QrCreateForm } from './qr-create-form.tsx';
import { InDataRouter } from '@/lib/testing/render.tsx';

vi.mock('@/lib/toast.ts', () => ({ toast: vi.fn(), toastError: vi.fn() }));

function renderForm(onCreated = vi.fn()) {
  render(
    <MantineProvider>
      <QueryClientProvider client={createQueryClient()}>
        <InDataRouter>
          <QrCreateForm onCreated={onCreated} onCancel={() => {}} />
        </InDataRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return onCreated;
}

describe('QrCreateForm', () => {
  let sent: unknown[];
  let urls: string[];
  beforeEach(() => {
    sent = [];
    urls = [];
    vi.mocked(toast).mockClear();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
        sent.push(JSON.parse(String(init?.body)));
        urls.push(new URL(String(url), 'http://x').pathname);
        if (String(url).includes('/tables')) {
          const created = [1, 2, 4].map((n) => ({ _id: String(n).repeat(24), displayName: `Table ${n}` }));
          return envelopeResponse({ body: { created, existing: [3] } });
        }
        return envelopeResponse({ body: { qrCode: { _id: 'c'.repeat(24), displayName: 'Table 4' } } });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('makes a run of tables in one call, and says which tables kept the code they had', async () => {
    const user = userEvent.setup();
    const onCreated = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Table number' }), '1');
    await user.type(screen.getByRole('textbox', { name: 'To table (optional)' }), '4');
    await user.click(screen.getByRole('button', { name: 'Create QR code' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(urls).toEqual(['/v2/qr-codes/tables']);
    expect(sent).toEqual([{ label: 'Table', fromNumber: 1, toNumber: 4 }]);
    expect(toast).toHaveBeenCalledWith({ title: '3 QR codes created', description: 'Table 3 already had a code and kept it.' });
  });

  it('refuses a run that goes backwards or is over 100 tables', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Table number' }), '10');
    await user.type(screen.getByRole('textbox', { name: 'To table (optional)' }), '2');
    await user.click(screen.getByRole('button', { name: 'Create QR code' }));
    expect(await screen.findByText('The last table number must not be lower than the first')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'To table (optional)' }));
    await user.type(screen.getByRole('textbox', { name: 'To table (optional)' }), '200');
    await user.click(screen.getByRole('button', { name: 'Create QR code' }));
    expect(await screen.findByText('Make at most 100 table codes at once')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('offers the booking page as a kind of its own', async () => {
    const user = userEvent.setup();
    const onCreated = renderForm();
    await user.click(screen.getByText('Booking page'));
    expect(screen.getByText(/Opens your table booking page/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create QR code' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(sent).toEqual([{ kind: 'booking', label: '' }]);
  });

  it('asks for the table number, and checks it is a whole number from 1 to 9999', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Create QR code' }));
    expect(await screen.findByText('Table number is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Table number' }), '12a');
    await user.click(screen.getByRole('button', { name: 'Create QR code' }));
    expect(await screen.findByText('Table number must be a whole number from 1 to 9999')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Table label' }));
    await user.click(screen.getByRole('button', { name: 'Create QR code' }));
    expect(await screen.findByText('Table label is required')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends a table code with its label and number', async () => {
    const user = userEvent.setup();
    const onCreated = renderForm();
    await user.type(screen.getByRole('textbox', { name: 'Table number' }), '4');
    await user.click(screen.getByRole('button', { name: 'Create QR code' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(sent).toEqual([{ kind: 'table', label: 'Table', tableNumber: 4 }]);
  });

  it('needs no table number for a menu code', async () => {
    const user = userEvent.setup();
    const onCreated = renderForm();
    await user.click(screen.getByText('Menu'));
    expect(screen.queryByRole('textbox', { name: 'Table number' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Label (optional)' }), 'Front door');
    await user.click(screen.getByRole('button', { name: 'Create QR code' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(sent).toEqual([{ kind: 'menu', label: 'Front door' }]);
    expect(toastError).not.toHaveBeenCalled();
  });
});
