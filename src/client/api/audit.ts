import { AUDIT_TEXT } from '../../shared/messages/audit';
import type { AuditEntry, AuditPage } from '../../shared/schemas/audit';
import { auditPageAnswer } from '../../shared/schemas/answers';
import { apiCall } from './client';

export type { AuditEntry, AuditPage };

export const AUDIT_QUERY = ['audit'] as const;

/** GET /admin/audit: one page of the trail (auditQuery's fields, src/shared/schemas/audit.ts), newest first. */
export const auditPage = (query: Readonly<Record<string, string>>, signal?: AbortSignal): Promise<AuditPage> =>
  apiCall(AUDIT_TEXT.step, 'GET', `/admin/audit?${new URLSearchParams(query).toString()}`, auditPageAnswer, signal ? { signal } : {});
