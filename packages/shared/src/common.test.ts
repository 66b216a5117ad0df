import { describe, expect, it } from 'vitest';
import {
  idSchema,
  InstantSchema,
  LocalDateSchema,
  LocalTimeSchema,
  MAX_PAGE_SIZE,
  PaginationQuerySchema,
  TimeZoneSchema,
} from './common.ts';

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('common schemas', () => {
  it('take 24-character lowercase hex ids only', () => {
    expect(idSchema().safeParse('65b000000000000000000001').success).toBe(true);
    expect(message(idSchema('Invalid member ID').safeParse('65B0'))).toBe('Invalid member ID');
  });

  it('take real calendar dates and 24-hour times', () => {
    expect(LocalDateSchema.safeParse('2028-02-29').success).toBe(true);
    expect(message(LocalDateSchema.safeParse('2026-02-29'))).toBe('That date does not exist');
    expect(message(LocalDateSchema.safeParse('29/02/2028'))).toBe('Enter the date as YYYY-MM-DD');
    expect(LocalTimeSchema.safeParse('23:59').success).toBe(true);
    expect(LocalTimeSchema.safeParse('24:00').success).toBe(false);
  });

  it('take instants only with their offset, and zones only by their IANA name', () => {
    expect(InstantSchema.safeParse('2026-11-22T19:30:00+05:30').success).toBe(true);
    expect(InstantSchema.safeParse('2026-11-22T19:30:00').success).toBe(false);
    expect(TimeZoneSchema.safeParse('Asia/Kolkata').success).toBe(true);
    expect(TimeZoneSchema.safeParse('IST').success).toBe(false);
  });

  it('page lists from 1 with a bounded page size', () => {
    expect(PaginationQuerySchema.parse({})).toEqual({ page: 1, limit: 20 });
    expect(PaginationQuerySchema.parse({ page: '3', limit: '50' })).toEqual({ page: 3, limit: 50 });
    expect(message(PaginationQuerySchema.safeParse({ limit: String(MAX_PAGE_SIZE + 1) }))).toBe(
      `Limit must be at most ${MAX_PAGE_SIZE}`,
    );
    expect(message(PaginationQuerySchema.safeParse({ page: '0' }))).toBe('Page starts at 1');
  });
});
