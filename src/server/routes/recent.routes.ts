import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ShopPort } from '../ports/shop.port';
import { parseOr400 } from '../http/validation';

/** How many products Recent uploads lists by default, and at most. */
export const RECENT_LIMIT = { default: 20, max: 100 } as const;

const querySchema = z.strictObject({
  limit: z.coerce.number().int('Limit must be a whole number').min(1, 'Limit must be at least 1').max(RECENT_LIMIT.max, `Limit must be at most ${RECENT_LIMIT.max}`).default(RECENT_LIMIT.default),
});

/** GET /product/recent: the newest products of the configured shop, for the Recent uploads page. */
export function recentRoutes(app: FastifyInstance, shop: ShopPort): void {
  app.get('/product/recent', async (request) => {
    const { limit } = parseOr400(querySchema, request.query);
    return { products: await shop.recentProducts(limit) };
  });
}
