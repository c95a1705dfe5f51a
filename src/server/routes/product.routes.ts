import type { FastifyInstance } from 'fastify';
import { validateProduct } from '../../shared/products';
import { BadRequestError } from '../http/validation';
import type { UploadService } from '../services/upload.service';

export const IDEMPOTENCY_KEY_REQUIRED = 'Idempotency-Key header is required';

export function productRoutes(app: FastifyInstance, upload: UploadService): void {
  // The browser's validation is repeated here with the same shared schemas: it is never trusted.
  app.post('/product/product_upload', async (request, reply) => {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || !/^[\w-]{8,100}$/.test(key)) {
      throw new BadRequestError({ message: IDEMPOTENCY_KEY_REQUIRED, errors: { 'Idempotency-Key': [IDEMPOTENCY_KEY_REQUIRED] } });
    }
    const checked = validateProduct(request.body);
    if (!checked.success) {
      const [first] = Object.values(checked.errors).flat();
      throw new BadRequestError({ message: first ?? 'Validation Failed', errors: checked.errors });
    }
    const answer = await upload.uploadProduct(key, checked.data);
    return reply.code(answer.status).type('application/json').send(answer.body);
  });
}
