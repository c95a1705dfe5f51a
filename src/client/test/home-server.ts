import { http, HttpResponse } from 'msw';
import { todayActivityAnswer } from '../../shared/schemas/answers';

/**
 * Home as a page load meets it, over msw: GET /product/activity/today, answered as the client's own
 * schema reads it. Counting the day's listings is the real server's (its own tests).
 */

/** What the caller and the shop listed since the browser's midnight (Home's line, for everyone). */
export const todayHandler = (mine: number, shop: number) =>
  http.get('*/product/activity/today', () => HttpResponse.json(todayActivityAnswer.parse({ mine, shop })));

/** Nothing listed today, by anyone: what Home shows before the day's first upload. */
export const nothingListedToday = todayHandler(0, 0);
