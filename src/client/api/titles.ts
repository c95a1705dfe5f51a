import { TITLE_MESSAGES, takenTitlesAnswer } from '../../shared/schemas/titles';
import { apiCall } from './client';

/** The query key of the titles taken under one prefix. */
export const titlesQuery = (prefix: string) => ['titles', prefix] as const;

/** GET /product/titles: the titles starting with `prefix` that a new listing may not take, read as the schema says. */
export async function takenTitles(prefix: string, signal?: AbortSignal): Promise<string[]> {
  const answer = await apiCall(
    TITLE_MESSAGES.step,
    'GET',
    `/product/titles?${new URLSearchParams({ prefix }).toString()}`,
    takenTitlesAnswer,
    signal ? { signal } : {},
  );
  return answer.titles;
}
