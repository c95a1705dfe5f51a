import { http, HttpResponse } from 'msw';
import { recentPageAnswer } from '../../shared/schemas/answers';

/**
 * GET /product/recent over msw, for Recent uploads read in plain cases: nothing listed (parsed by
 * the client's own schema), or an answer of another shape, as another version's server or a proxy
 * gives (issue 42 item 4). Which listings a search keeps is the real server's
 * (src/server/routes/recent.routes.test.ts).
 */

/** Nothing has been uploaded yet: an empty first page. */
export const nothingRecent = http.get('*/product/recent', () => {
  const body = recentPageAnswer.parse({ products: [], next: null, total: 0 });
  return HttpResponse.json(body);
});

/** A 200 whose body is JSON but not a page of listings: the client's schema must refuse it. */
export const recentOfAnotherShape = http.get('*/product/recent', () => {
  const body = { nonsense: true };
  if (recentPageAnswer.safeParse(body).success) throw new Error('recent-server: the answer of another shape reads as a page');
  return HttpResponse.json(body);
});
