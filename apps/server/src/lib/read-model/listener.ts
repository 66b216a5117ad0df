import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';

/** How long to wait before listening again after the connection was lost. */
const RETRY_MS = 1000;

export interface Listener {
  /** Whether notifications arrive now: while not, nothing may be trusted (read through). */
  readonly listening: boolean;
  close(): Promise<void>;
}

/**
 * A dedicated connection LISTENing on `channel` (PostgreSQL without Redis, README.md): every
 * payload goes to `onNotify`; `onListening` runs each time listening (re)starts, since
 * notifications sent while it was down are lost. Resolves once listening first, or failed to.
 */
export async function listenOn(
  url: string,
  channel: string,
  handlers: { onNotify: (payload: string) => void; onListening: () => void; onLost: () => void; log: FastifyBaseLogger },
): Promise<Listener> {
  const { default: pgModule } = await import('pg');
  let current: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lost = (client: pg.Client) => {
    if (current !== client) return;
    current = null;
    if (listening) handlers.onLost();
    listening = false;
    client.end().catch(() => {});
    if (!closed) retry = setTimeout(() => void connect(), RETRY_MS);
  };
  const connect = async () => {
    const client = new pgModule.Client({ connectionString: url });
    current = client;
    client.on('error', (error) => {
      handlers.log.warn({ err: error }, 'read-model LISTEN connection lost: reading through until it is back');
      lost(client);
    });
    client.on('end', () => lost(client));
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
      if (current !== client || closed) return void client.end().catch(() => {});
      listening = true;
      handlers.onListening();
    } catch (error) {
      handlers.log.warn({ err: error }, 'read-model LISTEN failed: reading through until it succeeds');
      lost(client);
    }
  };
  await connect();
  return {
    get listening() {
      return listening;
    },
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const client = current;
      current = null;
      listening = false;
      await client?.end().catch(() => {});
    },
  };
}
