import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { stubMatchMedia } from '@/lib/testing/match-media.ts';
import { seenDrifts } from '@/lib/testing/contract-fakes.ts';

afterEach(() => {
  cleanup();
  localStorage.clear();
  // A fake that answered what the server could not send fails the test that used it.
  const drifts = seenDrifts.splice(0);
  if (drifts.length) throw new Error(drifts.join('\n\n'));
});

// jsdom lacks these; Mantine reads them.
stubMatchMedia();
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub as unknown as typeof ResizeObserver;
window.HTMLElement.prototype.scrollIntoView = () => {};
window.scrollTo = (() => {}) as typeof window.scrollTo;

// A data router (createMemoryRouter) builds a Request for every navigation with jsdom's
// AbortSignal, which Node's Request refuses as foreign. The tests never abort a navigation.
const NodeRequest = globalThis.Request;
globalThis.Request = class extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    const { signal: _jsdomSignal, ...rest } = init ?? {};
    super(input, rest);
  }
} as typeof Request;
