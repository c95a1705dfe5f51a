import { ACTIVITY_MESSAGES } from '../../shared/messages/activity';
import { writeDayBounds, type ActivityAnswer, type TodayActivity } from '../../shared/schemas/activity';
import { activityAnswer, todayActivityAnswer } from '../../shared/schemas/answers';
import { apiCall } from './client';

export type { ActivityAnswer, TodayActivity };

/** The query key of every activity read: an upload makes them all stale. */
export const ACTIVITY_QUERY = ['activity'] as const;

/** GET /admin/activity: the owner's activity over the browser's days (the start of each and the end of the last). */
export const activity = (bounds: readonly number[], signal?: AbortSignal): Promise<ActivityAnswer> =>
  apiCall(ACTIVITY_MESSAGES.step, 'GET', `/admin/activity?days=${writeDayBounds(bounds)}`, activityAnswer, signal ? { signal } : {});

/** GET /product/activity/today: items listed since the browser's midnight, by the caller and by everyone. */
export const todayActivity = (since: number, signal?: AbortSignal): Promise<TodayActivity> =>
  apiCall(ACTIVITY_MESSAGES.todayStep, 'GET', `/product/activity/today?since=${since}`, todayActivityAnswer, signal ? { signal } : {});
