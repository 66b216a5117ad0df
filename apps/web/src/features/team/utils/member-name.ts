import type { TeamMember } from '@venue/shared';
import { formatPhoneNumber } from '@/lib/phone.ts';

/** A member's name, else their number (an invite has no name until its first login). */
export function memberName(member: Pick<TeamMember, 'name' | 'mobileNumber'>): string {
  return member.name?.trim() || formatPhoneNumber(member.mobileNumber);
}
