import type { FastifyInstance } from 'fastify';
import { OWNER_ROUTE } from '../http/auth-guard';
import { parseOr400 } from '../http/validation';
import type { ActivityService } from '../services/activity.service';
import { activityQuery, todayActivityQuery, type ActivityAnswer, type TodayActivity } from '../../shared/schemas/activity';

/**
 * Who listed what (issue 28 item 4). The days are the browser's: it sends where each starts, so
 * the server's time zone never moves a listing to another day.
 *
 *   GET /admin/activity?days=<start,...,end>   owner: per day and person, by kind with value, rolls cut, boxes made
 *   GET /product/activity/today?since=<ms>     everyone: items listed since the browser's midnight, {mine, shop}
 */
export function activityRoutes(
  app: FastifyInstance,
  activity: ActivityService,
  staffEmail: (userId: number | null) => Promise<string>,
): void {
  app.get('/admin/activity', OWNER_ROUTE, async (request): Promise<ActivityAnswer> => {
    const { days } = parseOr400(activityQuery, request.query);
    return activity.activity(days);
  });

  app.get('/product/activity/today', async (request): Promise<TodayActivity> => {
    const { since } = parseOr400(todayActivityQuery, request.query);
    return activity.today(since, await staffEmail(request.userId));
  });
}
