import type { FastifyInstance } from 'fastify';
import { PUBLIC_ROUTE } from '../http/auth-guard';

export function healthRoutes(app: FastifyInstance, checkDatabase: () => Promise<void>): void {
  app.get('/healthz', PUBLIC_ROUTE, async (_request, reply) => {
    try {
      await checkDatabase();
      return { status: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'unavailable', message: 'Database unreachable' });
    }
  });
}
