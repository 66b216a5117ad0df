import { describe, expect, it } from 'vitest';
import { scanSummary } from './scan-summary.ts';

describe('scanSummary', () => {
  const now = Date.parse('2026-11-22T10:00:00Z');
  it('words counts and recency', () => {
    expect(scanSummary(0, null, now)).toBe('No scans yet');
    expect(scanSummary(1, '2026-11-22T09:59:50Z', now)).toBe('1 scan · last just now');
    expect(scanSummary(3, '2026-11-22T09:45:00Z', now)).toBe('3 scans · last 15 min ago');
    expect(scanSummary(1204, '2026-11-20T10:00:00Z', now)).toBe('1,204 scans · last 2 days ago');
    expect(scanSummary(123456, '2026-11-22T07:00:00Z', now)).toBe('1,23,456 scans · last 3 h ago');
  });
});
