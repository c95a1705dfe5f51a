import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseOr400 } from '../http/validation';
import { RECENT_LIMIT, type RecentService } from '../services/recent.service';

const querySchema = z.strictObject({
  limit: z.coerce
    .number()
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(RECENT_LIMIT.max, `Limit must be at most ${RECENT_LIMIT.max}`)
    .default(RECENT_LIMIT.default),
});

/** GET /product/recent: the newest products of the configured shop, for the Recent uploads page. */
export function recentRoutes(app: FastifyInstance, recent: RecentService): void {
  app.get('/product/recent', async (request) => {
    const { limit } = parseOr400(querySchema, request.query);
    return { products: await recent.recent(limit) };
  });
}
