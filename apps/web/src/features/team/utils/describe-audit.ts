import { PERMISSION_FLAG_LABELS, PERMISSION_FLAGS, ROLE_LABELS, type PermissionFlags, type TeamAuditEntry } from '@venue/shared';
import { formatPhoneNumber } from '@/lib/phone.ts';

function flagList(flags: PermissionFlags | null): string {
  if (!flags) return '';
  const granted = PERMISSION_FLAGS.filter((flag) => flags[flag]).map((flag) => PERMISSION_FLAG_LABELS[flag]);
  return granted.length > 0 ? granted.join(', ') : 'no feature access';
}

/** One line a venue owner can read: "Invited +91 90000 00012 as Staff (Digital menu)". */
export function describeAuditEntry(entry: TeamAuditEntry): string {
  const who = formatPhoneNumber(entry.target.mobileNumber);
  const role = entry.role ? ROLE_LABELS[entry.role] : '';
  switch (entry.action) {
    case 'member.invited':
      return `Invited ${who} as ${role} (${flagList(entry.permissions)})`;
    case 'member.added':
      return `Added ${who} as ${role} (${flagList(entry.permissions)})`;
    case 'member.updated': {
      const before = entry.previous ? `${ROLE_LABELS[entry.previous.role]} (${flagList(entry.previous.permissions)})` : '';
      return `Changed ${who} from ${before} to ${role} (${flagList(entry.permissions)})`;
    }
    case 'member.removed':
      return `Removed ${who}`;
  }
}

/** Who did it: their name, else their number. */
export function describeActor(entry: TeamAuditEntry): string {
  if (!entry.actor) return 'A former member';
  return entry.actor.name?.trim() || formatPhoneNumber(entry.actor.mobileNumber);
}
