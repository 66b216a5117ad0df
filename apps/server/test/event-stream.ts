import { get as httpGet, type IncomingMessage } from 'node:http';
import { expect } from 'vitest';
import type { LiveActivityEvent } from '@venue/shared';

export interface OpenStream {
  response: IncomingMessage;
  frames: string[];
  events: LiveActivityEvent[];
  /** Resolves once `count` events arrived; fails after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<LiveActivityEvent[]>;
  close(): void;
}

/**
 * A text/event-stream client over real HTTP (inject waits for a response's end, which a stream
 * never has): frames and parsed live-activity events as they arrive.
 */
export async function openEventStream(port: number, path: string, headers: Record<string, string> = {}): Promise<OpenStream> {
  return new Promise((resolve, reject) => {
    const request = httpGet(
      { host: '127.0.0.1', port, path, headers: { accept: 'text/event-stream', ...headers } },
      (response) => {
        const frames: string[] = [];
        const events: LiveActivityEvent[] = [];
        let buffer = '';
        const waiters: Array<() => void> = [];
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            frames.push(frame);
            const data = frame.split('\n').find((line) => line.startsWith('data: '));
            if (data) {
              const event = JSON.parse(data.slice(6)) as LiveActivityEvent;
              expect(frame.split('\n')[0]).toBe(`id: ${event._id}`);
              events.push(event);
            }
          }
          for (const waiter of waiters) waiter();
        });
        resolve({
          response,
          frames,
          events,
          waitFor: (count, timeoutMs = 5_000) =>
            new Promise((done, fail) => {
              const timer = setTimeout(() => fail(new Error(`only ${events.length} of ${count} events arrived`)), timeoutMs);
              const check = () => {
                if (events.length >= count) {
                  clearTimeout(timer);
                  done(events);
                }
              };
              waiters.push(check);
              check();
            }),
          close: () => request.destroy(),
        });
      },
    );
    request.on('error', reject);
  });
}
