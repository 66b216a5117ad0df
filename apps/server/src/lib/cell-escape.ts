/**
 * Spreadsheet formula injection (decisions §4): a cell that starts with = + - @ or a tab
 * would run as a formula when the owner opens the export. Such text is written with a leading
 * apostrophe, and import removes exactly that apostrophe, so a round trip is exact.
 */
const DANGEROUS_START = /^[=+\-@\t\r]/;

export function escapeCell(text: string): string {
  return DANGEROUS_START.test(text) || /^'[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export function unescapeCell(text: string): string {
  return /^'[=+\-@\t\r]/.test(text) || /^''[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}
