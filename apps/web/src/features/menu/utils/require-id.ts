/**
 * Spec §5 and §8: a call about an entity the client cannot name by its server id is never sent;
 * it fails with the spec's sentence for that call ('Missing required data for API call',
 * 'Cannot delete subcategory: Missing subcategory ID', ...). The ids come from the server's
 * menu, so this only fires on a list that lost them; the owner is told to refresh instead of
 * the server being asked about "".
 */
export function requireId(id: string | null | undefined, message: string): string {
  const trimmed = id?.trim();
  if (!trimmed) throw new Error(message);
  return trimmed;
}
