/** The audit module: every console change's who, what, before → after and when. */
export { auditAdminRoutes } from './admin-routes';
export { type AuditLogFilter, listAuditLog } from './list-audit-log';
export { type AuditActor, type AuditChange, recordAudit } from './record-audit';
