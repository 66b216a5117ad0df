export { useMenuSpreadsheetActions } from './components/menu-spreadsheet-actions.tsx';
export { ImportMenuWizard } from './components/import-menu-wizard.tsx';
