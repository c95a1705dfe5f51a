/**
 * Wording of GET /product/recent's refusals (issue 27 item 6): each names its field. Ours: the spec
 * does not word Recent uploads.
 */
export const RECENT_QUERY_MESSAGES = {
  limitWhole: 'Limit must be a whole number',
  limitMin: 'Limit must be at least 1',
  limitMax: (max: number) => `Limit must be at most ${max}`,
  cursor: 'Cursor is not one this server gave: load the list again',
  mine: 'Mine must be true or false',
  since: 'Since must be a time in milliseconds since 1970',
  kind: (kinds: readonly string[]) => `Kind must be one of: ${kinds.join(', ')}`,
  q: 'Search must be text',
  qTooLong: (max: number) => `Search must be at most ${max} characters`,
} as const;
