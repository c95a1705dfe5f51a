import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parseOr400 } from '../http/validation';
import type { RollToBundleService } from '../services/roll-to-bundle.service';
import { idempotencyKeyOf } from '../http/idempotency-key';
import { rollToBundleSchema, skuSchema } from '../../shared/schemas/roll-to-bundle';
import type { RollSearchAnswer } from '../../shared/schemas/answers';
import type { BundleResult } from '../../shared/schemas/shop-answers';

export const INCLUDE_ROLL_MESSAGE = "include must be 'roll' (only roll products can be searched by SKU).";

const rollSearchQuery = z.strictObject({ sku: skuSchema, include: z.literal('roll', { error: INCLUDE_ROLL_MESSAGE }) });

/** GET /product/?sku={sku}&include=roll and POST /product/roll_to_bundle (spec 000 section 7). */
export function rollToBundleRoutes(
  app: FastifyInstance,
  rolls: RollToBundleService,
  staffEmail: (userId: number | null) => Promise<string>,
): void {
  const search = async (request: { query: unknown }): Promise<RollSearchAnswer> => {
    const { sku } = parseOr400(rollSearchQuery, request.query);
    return { products: await rolls.findRolls(sku) };
  };
  app.get('/product/', search);
  app.get('/product', search);

  app.post('/product/roll_to_bundle', async (request): Promise<BundleResult> => {
    const input = parseOr400(rollToBundleSchema, request.body);
    return rolls.convert(input, idempotencyKeyOf(request, false), await staffEmail(request.userId));
  });
}
