// Mantine's Select (its combobox, scroll area and floating dropdown) on its own, for deferred-select.tsx.
export { Select } from '@mantine/core';
