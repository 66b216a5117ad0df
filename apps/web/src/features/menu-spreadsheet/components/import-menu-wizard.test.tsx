import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportResult, Route } from '@venue/shared';
import { menuSpreadsheetRoutes } from '@venue/shared/routes';
import { AppProviders } from '@/lib/providers.tsx';
import type * as ApiClientModule from '@/lib/api-client.ts';
import { ImportMenuWizard } from './import-menu-wizard.tsx';

/** The import call's input ({ form, onUploadProgress, … }): it goes through XMLHttpRequest, which mockApi does not see. */
const upload = vi.fn();
vi.mock('@/lib/api-client.ts', async (original) => {
  const actual = await original<typeof ApiClientModule>();
  const call = (route: Route, input: { form: FormData }) =>
    route === menuSpreadsheetRoutes.importMenuFromExcel
      ? upload(input)
      : Promise.reject(new Error(`Unexpected call ${route.path}`));
  return { ...actual, api: { ...actual.api, call } };
});

const preview: ImportResult = {
  mode: 'preview',
  applied: false,
  summary: { create: 2, update: 1, unchanged: 4, errors: 1 },
  changes: [
    { action: 'create', entity: 'item', name: 'Masala Dosa', where: 'Breakfast › South Indian', rows: [2], fields: [] },
    { action: 'create', entity: 'subCategory', name: 'South Indian', where: '', rows: [], fields: [] },
    { action: 'update', entity: 'item', name: 'Idli', where: 'Breakfast › South Indian', rows: [3], fields: ['Price'] },
  ],
  errors: [{ row: 5, column: 'Price', message: 'Price must contain only numbers and decimals (e.g. 10.99)' }],
  skippedRows: [5],
};

function renderWizard() {
  return render(
    <AppProviders>
      <ImportMenuWizard opened onClose={() => {}} />
    </AppProviders>,
  );
}

const spreadsheet = () =>
  new File(['x'], 'menu.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

describe('ImportMenuWizard', () => {
  beforeEach(() => upload.mockReset());

  it('previews a file, shows every error by row and column, and applies only valid rows when asked', async () => {
    const user = userEvent.setup();
    upload.mockResolvedValueOnce(preview).mockResolvedValueOnce({ ...preview, mode: 'apply', applied: true });
    const { container } = renderWizard();
    await user.upload(container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement, spreadsheet());

    expect(await screen.findByText('2 to create')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Rows with errors' })).toHaveTextContent(
      '5PricePrice must contain only numbers and decimals (e.g. 10.99)',
    );
    expect(screen.getByRole('table', { name: 'Changes' })).toHaveTextContent('Masala Dosa');
    expect(upload.mock.calls[0]?.[0].form.get('mode')).toBe('preview');

    const importButton = screen.getByRole('button', { name: 'Import 3 changes' });
    expect(importButton).toBeDisabled();
    await user.click(screen.getByLabelText('Import valid rows only'));
    await user.click(importButton);

    expect(
      await screen.findByText('Menu imported', { selector: '.mantine-Alert-title, .mantine-Alert-title *' }),
    ).toBeInTheDocument();
    const applyForm = upload.mock.calls[1]?.[0].form as FormData;
    expect(applyForm.get('mode')).toBe('apply');
    expect(applyForm.get('validOnly')).toBe('true');
  });

  it('shows the server’s refusal and lets the owner choose another file', async () => {
    const user = userEvent.setup();
    upload.mockRejectedValueOnce(new Error('This file is not a spreadsheet. Upload an .xlsx or .csv file.'));
    const { container } = renderWizard();
    await user.upload(container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement, spreadsheet());
    expect(await screen.findByText('This file is not a spreadsheet. Upload an .xlsx or .csv file.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Drag and drop or click to upload')).toBeInTheDocument());
  });
});
