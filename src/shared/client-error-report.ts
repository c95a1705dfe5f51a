/**
 * What a page of the app tells the server when a script fails in the browser (D136): an uncaught
 * error or a promise nobody handled, from the first load on. Staff see such a failure only as a
 * page that does not work; logged by the server, whoever runs it can see what failed and where.
 * No Zod here: the page's reporter loads before anything else and stays a few hundred bytes.
 */
export const CLIENT_ERROR_PATH = '/client-error';
/** Far above a real report (a message, a page, a script and a line); a larger body is no report. */
export const CLIENT_ERROR_MAX_BYTES = 8 * 1024;
/** The longest page, script address or message a report carries; the reporter cuts longer ones. */
export const CLIENT_ERROR_FIELD_MAX = 1000;
/** Reports one page sends at most: a page failing in a loop sends its first few, not thousands. */
export const CLIENT_ERRORS_PER_PAGE = 5;
export const CLIENT_ERROR_KINDS = ['uncaught error', 'unhandled rejection'] as const;
