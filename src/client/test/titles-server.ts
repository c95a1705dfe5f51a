import { http, HttpResponse } from 'msw';
import { takenTitlesAnswer } from '../../shared/schemas/titles';

/**
 * GET /product/titles over msw, answering titles the shop already lists (shop-server.ts answers
 * none), parsed by the client's own schema. Which titles the shop holds, and the number the upload
 * then gives, is the real server's (src/server/routes/product-titles.routes.test.ts).
 */

/** The shop lists these titles: each one a review's title starts with comes back as taken. */
export const titlesTaken = (titles: readonly string[]) =>
  http.get('*/product/titles', ({ request }) => {
    const prefix = (new URL(request.url).searchParams.get('prefix') ?? '').toLowerCase();
    const body = takenTitlesAnswer.parse({ titles: titles.filter((t) => t.toLowerCase().startsWith(prefix)) });
    return HttpResponse.json(body);
  });
