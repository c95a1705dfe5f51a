import type { FastifyInstance } from 'fastify';
import { parseOr400 } from '../http/validation';
import type { RecentService } from '../services/recent.service';
import { recentQuery, type RecentPage } from '../../shared/schemas/recent';

/**
 * GET /product/recent: one page of Selvage's listings for Recent uploads, newest first, filtered
 * (mine, since, kind) and searched (q) on the server, over every listing (issue 27 item 6).
 */
export function recentRoutes(app: FastifyInstance, recent: RecentService, staffEmail: (userId: number | null) => Promise<string>): void {
  app.get('/product/recent', async (request): Promise<RecentPage> => {
    const { limit, cursor, mine, since, kind, q } = parseOr400(recentQuery, request.query);
    return recent.recent({
      limit,
      ...(cursor ? { cursor } : {}),
      ...(mine ? { by: await staffEmail(request.userId) } : {}),
      ...(since === undefined ? {} : { since }),
      ...(kind ? { kind } : {}),
      ...(q ? { q } : {}),
    });
  });
}
