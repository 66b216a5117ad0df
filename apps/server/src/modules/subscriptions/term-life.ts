import type { Db } from '../../db/client.ts';

/**
 * CONTRACT (filled in by the term-life work): after a term is paid (or a super-admin changes
 * a subscription), (re)schedule the durable jobs that move the subscription through
 * due → overdue → suspended from its `currentPeriodEnd`, and put the menu's own status in
 * step. Called inside the transaction that changed the row.
 */
export async function scheduleTermLife(
  _tx: Db,
  _subscription: { id: string; profileId: string; service: string; currentPeriodEnd: Date | null },
): Promise<void> {
  // Filled in by the term-life work; until then nothing moves the subscription.
}
