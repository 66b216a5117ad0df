/**
 * "1 item", "3 items", "1 subcategory", "2 subcategories" (issue 15: no "1 items"). English
 * plurals only: the dashboard speaks English.
 */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-IN')} ${count === 1 ? singular : plural}`;
}
