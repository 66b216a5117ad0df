import { vi } from 'vitest';

/**
 * jsdom has no EventSource. This one records every stream opened and lets a test push an
 * event or fail the connection, as the server's live-activity stream would.
 */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  readonly url: string;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  isClosed = false;
  private listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();

  constructor(url: string) {
    this.url = url;
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.isClosed = true;
  }

  open() {
    this.onopen?.(new Event('open'));
  }

  /** A `data:` line as the server writes it, optionally under an `event:` name. */
  push(data: unknown, eventName?: string) {
    const event = new MessageEvent('message', { data: JSON.stringify(data) });
    if (eventName) for (const listener of this.listeners.get(eventName) ?? []) listener(event);
    else this.onmessage?.(event);
  }

  fail() {
    this.onerror?.(new Event('error'));
  }

  /** Puts this class in place of EventSource with no stream opened yet (undone by vi.unstubAllGlobals). */
  static install() {
    FakeEventSource.instances = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  }

  static latest(): FakeEventSource {
    const source = FakeEventSource.instances.at(-1);
    if (!source) throw new Error('No EventSource was opened');
    return source;
  }
}
