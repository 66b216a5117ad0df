import { Alert, Button, Checkbox, Group, Progress, Stack, Stepper, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { MAX_UPLOAD_BYTES, type ImportResult } from '@venue/shared';
import { ResponsiveDialog } from '@/components/responsive-dialog.tsx';
import { toast } from '@/lib/toast.ts';
import { useDownloadMenu } from '../api/download-menu.ts';
import { useImportMenu } from '../api/import-menu.ts';
import { ImportSummary } from './import-summary.tsx';

const ACCEPT = {
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'text/csv': ['.csv'],
};

type Step =
  | { name: 'pick' }
  | { name: 'checking'; file: File; progress: number }
  | { name: 'review'; file: File; preview: ImportResult }
  | { name: 'applying'; file: File; progress: number }
  | { name: 'done'; result: ImportResult };

const STEP_INDEX = { pick: 0, checking: 1, review: 1, applying: 2, done: 3 } as const;

/**
 * "Import menu": pick a file, see what it will create and update and every error by row and
 * column, then apply (everything, or the valid rows only) and read the result (issue #6).
 */
export function ImportMenuWizard({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [step, setStep] = useState<Step>({ name: 'pick' });
  const [error, setError] = useState<string | null>(null);
  const [validOnly, setValidOnly] = useState(false);
  const importMenu = useImportMenu();
  const downloadMenu = useDownloadMenu();

  const reset = () => {
    setStep({ name: 'pick' });
    setError(null);
    setValidOnly(false);
  };
  const close = () => {
    reset();
    onClose();
  };

  const check = (file: File) => {
    setError(null);
    setStep({ name: 'checking', file, progress: 0 });
    importMenu.mutate(
      { file, mode: 'preview', onProgress: (progress) => setStep({ name: 'checking', file, progress }) },
      {
        onSuccess: (preview) => setStep({ name: 'review', file, preview }),
        onError: (failure) => {
          setError(failure.message);
          setStep({ name: 'pick' });
        },
      },
    );
  };

  const apply = (file: File) => {
    setStep({ name: 'applying', file, progress: 0 });
    importMenu.mutate(
      { file, mode: 'apply', validOnly, onProgress: (progress) => setStep({ name: 'applying', file, progress }) },
      {
        onSuccess: (result) => {
          setStep({ name: 'done', result });
          if (result.applied)
            toast({ title: 'Menu imported', description: `${result.summary.create} created, ${result.summary.update} updated` });
        },
        onError: (failure) => {
          setError(failure.message);
          setStep({ name: 'pick' });
        },
      },
    );
  };

  const changeCount = step.name === 'review' ? step.preview.summary.create + step.preview.summary.update : 0;
  const hasErrors = step.name === 'review' && step.preview.summary.errors > 0;

  return (
    <ResponsiveDialog opened={opened} onClose={close} title="Import menu" size="xl">
      <Stepper active={STEP_INDEX[step.name]} size="sm" mb="md" allowNextStepsSelect={false}>
        <Stepper.Step label="Choose file" />
        <Stepper.Step label="Check" />
        <Stepper.Step label="Import" />
        <Stepper.Completed>{null}</Stepper.Completed>
      </Stepper>

      {error && (
        <Alert color="red" title="Error" mb="md" role="alert">
          {error}
        </Alert>
      )}

      {step.name === 'pick' && (
        <Stack>
          <Dropzone
            onDrop={(files) => files[0] && check(files[0])}
            onReject={(rejections) =>
              setError(
                rejections[0]?.errors[0]?.code === 'file-too-large'
                  ? 'File size exceeds 5MB limit'
                  : 'Upload an .xlsx or .csv file.',
              )
            }
            maxSize={MAX_UPLOAD_BYTES}
            maxFiles={1}
            accept={ACCEPT}
            aria-label="Spreadsheet file"
            inputProps={{ 'aria-label': 'Spreadsheet file' }}
          >
            <Group justify="center" mih={140} style={{ pointerEvents: 'none' }}>
              <IconUpload size={36} stroke={1.5} aria-hidden />
              <div>
                <Text size="lg">Drag and drop or click to upload</Text>
                <Text size="sm" c="dimmed">
                  .xlsx or .csv (max 5MB). Start from your downloaded menu or the template.
                </Text>
              </div>
            </Group>
          </Dropzone>
          <Group justify="space-between">
            <Button
              variant="subtle"
              leftSection={<IconFileSpreadsheet size={16} />}
              loading={downloadMenu.isPending}
              onClick={() => downloadMenu.mutate({ template: true })}
            >
              Download template
            </Button>
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
          </Group>
        </Stack>
      )}

      {(step.name === 'checking' || step.name === 'applying') && (
        <Stack py="lg">
          <Text>
            {step.progress < 1
              ? `Uploading ${step.file.name}…`
              : step.name === 'checking'
                ? 'Checking every row…'
                : 'Writing the menu…'}
          </Text>
          <Progress
            value={step.progress < 1 ? Math.round(step.progress * 100) : 100}
            animated={step.progress >= 1}
            aria-label={step.name === 'checking' ? 'Checking progress' : 'Import progress'}
          />
        </Stack>
      )}

      {step.name === 'review' && (
        <Stack>
          <ImportSummary result={step.preview} />
          {hasErrors && (
            <Checkbox
              checked={validOnly}
              onChange={(event) => setValidOnly(event.currentTarget.checked)}
              label="Import valid rows only"
              description="Rows with errors (and the other rows of the same item) are left out."
            />
          )}
          <Group justify="space-between">
            <Button variant="default" onClick={reset}>
              Choose another file
            </Button>
            <Button onClick={() => apply(step.file)} disabled={changeCount === 0 || (hasErrors && !validOnly)}>
              {changeCount === 0 ? 'Nothing to import' : `Import ${changeCount} ${changeCount === 1 ? 'change' : 'changes'}`}
            </Button>
          </Group>
        </Stack>
      )}

      {step.name === 'done' && (
        <Stack>
          <Alert
            color={step.result.applied ? 'teal' : 'yellow'}
            title={step.result.applied ? 'Menu imported' : 'Nothing was imported'}
          >
            {step.result.applied
              ? `${step.result.summary.create} created, ${step.result.summary.update} updated, ${step.result.summary.unchanged} unchanged.`
              : 'Fix the errors below, or choose "Import valid rows only".'}
            {step.result.skippedRows.length > 0 && ` ${step.result.skippedRows.length} rows were left out.`}
          </Alert>
          {step.result.errors.length > 0 && <ImportSummary result={{ ...step.result, changes: [] }} />}
          <Group justify="flex-end">
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      )}
    </ResponsiveDialog>
  );
}
