export {
  defineAuditAction,
  eraseFromAudit,
  readAudit,
  recordAudit,
  type AuditAction,
  type AuditEntry,
  type AuditEvent,
} from './audit-log.ts';
