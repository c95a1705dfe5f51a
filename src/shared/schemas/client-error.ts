import { z } from 'zod';
import { CLIENT_ERROR_FIELD_MAX, CLIENT_ERROR_KINDS } from '../client-error-report';

const reportText = (name: string) =>
  z.string({ error: `${name} must be text` }).max(CLIENT_ERROR_FIELD_MAX, `${name} must be at most ${CLIENT_ERROR_FIELD_MAX} characters`);

/** POST /client-error's body (client-error-report.ts): what failed in a page, and where. The server cuts every address before its query. */
export const clientErrorBody = z.object({
  kind: z.enum(CLIENT_ERROR_KINDS, { error: `kind must be one of: ${CLIENT_ERROR_KINDS.join(', ')}` }),
  page: reportText('page'),
  message: reportText('message'),
  source: reportText('source').optional(),
  line: z.number({ error: 'line must be a number' }).int('line must be a whole number').min(0, 'line must be 0 or more').optional(),
});

/** One report, as the page sends it and the server reads it: the page's path (no query), the kind, the message, where it was thrown. */
export type ClientErrorReport = z.infer<typeof clientErrorBody>;
export type ClientErrorKind = ClientErrorReport['kind'];
