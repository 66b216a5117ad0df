import { Badge, Group, ScrollArea, Table, Text } from '@mantine/core';
import type { ImportResult } from '@venue/shared';

const SHOWN_ROWS = 200;

/** The preview's counts, then what will change and every error by row and column. */
export function ImportSummary({ result }: { result: ImportResult }) {
  const { summary, changes, errors } = result;
  return (
    <>
      <Group gap="xs" aria-label="Import summary">
        <Badge color="teal" variant="light">
          {summary.create} to create
        </Badge>
        <Badge color="blue" variant="light">
          {summary.update} to update
        </Badge>
        <Badge color="gray" variant="light">
          {summary.unchanged} unchanged
        </Badge>
        <Badge color={summary.errors > 0 ? 'red' : 'gray'} variant="light">
          {summary.errors} {summary.errors === 1 ? 'error' : 'errors'}
        </Badge>
      </Group>

      {errors.length > 0 && (
        <>
          <Text fw={600} mt="md" c="red">
            Rows with errors
          </Text>
          <ScrollArea.Autosize mah={220}>
            <Table striped aria-label="Rows with errors" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Row</Table.Th>
                  <Table.Th>Column</Table.Th>
                  <Table.Th>Problem</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {errors.slice(0, SHOWN_ROWS).map((error) => (
                  <Table.Tr key={`${error.row}-${error.column}`}>
                    <Table.Td>{error.row}</Table.Td>
                    <Table.Td>{error.column || '—'}</Table.Td>
                    <Table.Td>{error.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
          {errors.length > SHOWN_ROWS && <Text size="sm">…and {errors.length - SHOWN_ROWS} more errors.</Text>}
        </>
      )}

      {changes.length > 0 && (
        <>
          <Text fw={600} mt="md">
            Changes
          </Text>
          <ScrollArea.Autosize mah={260}>
            <Table striped aria-label="Changes" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Action</Table.Th>
                  <Table.Th>What</Table.Th>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Where</Table.Th>
                  <Table.Th>Fields</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {changes.slice(0, SHOWN_ROWS).map((change, index) => (
                  <Table.Tr key={`${change.entity}-${change.name}-${index}`}>
                    <Table.Td>
                      <Badge size="sm" variant="light" color={change.action === 'create' ? 'teal' : 'blue'}>
                        {change.action === 'create' ? 'Create' : 'Update'}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      {change.entity === 'subCategory' ? 'Subcategory' : change.entity === 'category' ? 'Category' : 'Item'}
                    </Table.Td>
                    <Table.Td>{change.name}</Table.Td>
                    <Table.Td>{change.where || '—'}</Table.Td>
                    <Table.Td>{change.fields.join(', ') || '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
          {changes.length > SHOWN_ROWS && <Text size="sm">…and {changes.length - SHOWN_ROWS} more changes.</Text>}
        </>
      )}
    </>
  );
}
