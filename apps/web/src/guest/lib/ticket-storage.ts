// Relative, not '@/': the server's tests render these components from source (ssr-bundle.ts).
import { readJson, writeJson } from '../../lib/storage.ts';

/*
 * What the buyer's browser keeps of each ticket order between the event page and the provider's
 * return to /ticket-payment-callback (issue 12): the order's token, which only the buyer holds,
 * and where its pages are. Not one of the dashboard's keys (lib/storage.ts STORAGE_KEYS): a
 * dashboard logout on the same phone must not lose a guest's tickets.
 */

export const TICKET_ORDERS_KEY = 'ticket-orders';
/** The newest orders kept; older ones still have the link sent by SMS. */
const KEPT_ORDERS = 20;

export interface StoredTicketOrder {
  accessToken: string;
  username: string;
  eventId: string;
  savedAt: string;
}

type StoredOrders = Record<string, StoredTicketOrder>;

/** Storage can be off or full (private browsing): the order then lives on through its SMS link. */
function readOrders(): StoredOrders {
  try {
    const stored = readJson<StoredOrders>(TICKET_ORDERS_KEY);
    return stored && typeof stored === 'object' ? stored : {};
  } catch {
    return {};
  }
}

export function rememberTicketOrder(orderId: string, order: Omit<StoredTicketOrder, 'savedAt'>, now = new Date()): void {
  const kept = Object.entries({ ...readOrders(), [orderId]: { ...order, savedAt: now.toISOString() } })
    .sort(([, a], [, b]) => b.savedAt.localeCompare(a.savedAt))
    .slice(0, KEPT_ORDERS);
  try {
    writeJson(TICKET_ORDERS_KEY, Object.fromEntries(kept));
  } catch {
    // Nothing to do: see readOrders.
  }
}

export function recallTicketOrder(orderId: string): StoredTicketOrder | null {
  const order = readOrders()[orderId];
  return order && typeof order.accessToken === 'string' && typeof order.username === 'string' ? order : null;
}
