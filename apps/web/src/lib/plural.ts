/**
 * "1 item", "3 items", "1 subcategory", "2 subcategories" (issue 15: no "1 items"). English
 * plurals only: the dashboard speaks English.
 */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${groupDigits(count)} ${count === 1 ? singular : plural}`;
}

let indianGrouping: Intl.NumberFormat | null = null;

/**
 * "1,00,000". Counts under a thousand are written without Intl: the first Intl call loads the
 * locale's data, tens of milliseconds of a phone's first render of /menu for "3 items".
 */
function groupDigits(count: number): string {
  if (Number.isInteger(count) && Math.abs(count) < 1000) return String(count);
  indianGrouping ??= new Intl.NumberFormat('en-IN');
  return indianGrouping.format(count);
}
