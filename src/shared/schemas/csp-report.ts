import { z } from 'zod';

/**
 * What a browser POSTs to the Content-Security-Policy's report-uri when the policy blocked something
 * a page asked for (`application/csp-report`): the page, the rule and what was blocked. Every
 * engine staff use sends one, WebKit and Firefox included, also for what happens while a page first
 * loads. Browsers add fields of their own, which are let through unread.
 */
export const CSP_REPORT_PATH = '/csp-report';
/** Far above a real report (about 400 bytes); a larger body is no report. */
export const CSP_REPORT_MAX_BYTES = 8 * 1024;
const FIELD_MAX = 1000;

const reportText = (name: string) =>
  z.string({ error: `${name} must be text` }).max(FIELD_MAX, `${name} must be at most ${FIELD_MAX} characters`);

export const cspReportBody = z.object({
  'csp-report': z.object(
    {
      'document-uri': reportText('document-uri'),
      'violated-directive': reportText('violated-directive').optional(),
      'effective-directive': reportText('effective-directive').optional(),
      'blocked-uri': reportText('blocked-uri').optional(),
    },
    { error: 'csp-report is required' },
  ),
});
export type CspReport = z.infer<typeof cspReportBody>['csp-report'];
