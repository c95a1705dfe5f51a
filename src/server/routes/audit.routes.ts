import type { FastifyInstance } from 'fastify';
import { OWNER_ROUTE } from '../http/auth-guard';
import { parseOr400 } from '../http/validation';
import type { AuditService } from '../services/audit.service';
import { auditQuery, type AuditPage } from '../../shared/schemas/audit';

/**
 * GET /admin/audit: the owner reads the audit trail (issue 28 item 5), newest first, filtered by
 * who, action and time (since, until), a page at a time by cursor. The trail itself is written by
 * one hook (http/audit-trail.ts), not by any route.
 */
export function auditRoutes(app: FastifyInstance, audit: AuditService): void {
  app.get('/admin/audit', OWNER_ROUTE, async (request): Promise<AuditPage> => {
    const { limit, cursor, who, action, since, until } = parseOr400(auditQuery, request.query);
    return audit.page({
      limit,
      ...(cursor ? { cursor } : {}),
      ...(who ? { who } : {}),
      ...(action ? { action } : {}),
      ...(since === undefined ? {} : { since }),
      ...(until === undefined ? {} : { until }),
    });
  });
}
