import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client';

/** Network failures (status 0) and server errors are retried this often; a 4xx never is. */
export const QUERY_RETRIES = 1;

/**
 * Whether a failed read is tried again. A 4xx is the server's answer and stays one: a 401 has
 * already signed out through the api client, a 400 or 404 would only repeat. A lost connection or a
 * 5xx gets one more try; the server retries the box table and the shop itself (D33, D50), so more
 * would only multiply their waits. (A read cancelled because its page left is not retried: the
 * query stops at the cancellation before asking.)
 */
export function retryRead(failureCount: number, error: unknown): boolean {
  if (failureCount >= QUERY_RETRIES) return false;
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

/**
 * The app's one query cache. Reads refetch when a page that shows them mounts, or when a change
 * invalidates them, not on every focus of the tab: staff switch to the camera and back all day.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: retryRead, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
