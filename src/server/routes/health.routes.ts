import type { FastifyInstance } from 'fastify';
import { PUBLIC_ROUTE } from '../http/auth-guard';

export interface HealthChecks {
  /** Throws when the database cannot be reached. */
  database(): Promise<void>;
  /** Whether DATA_DIR and the database still take writes (adapters/storage-probe.ts), cached for a few seconds. */
  storage(): Promise<{ ok: true } | { ok: false; message: string }>;
}

/** 200 while the server can serve and store; 503 naming what fails, for monitors and whoever runs it (issue 29 item 2). */
export function healthRoutes(app: FastifyInstance, checks: HealthChecks): void {
  app.get('/healthz', PUBLIC_ROUTE, async (_request, reply) => {
    try {
      await checks.database();
    } catch {
      return reply.code(503).send({ status: 'unavailable', message: 'Database unreachable' });
    }
    const storage = await checks.storage();
    if (!storage.ok) return reply.code(503).send({ status: 'unavailable', message: storage.message });
    return { status: 'ok' };
  });
}
