import type { FastifyInstance } from 'fastify';
import { PUBLIC_ROUTE } from '../http/auth-guard';
import { parseOr400 } from '../http/validation';
import { CSP_REPORT_MAX_BYTES, CSP_REPORT_PATH, cspReportBody } from '../../shared/schemas/csp-report';

/** The log line of each report: the browser journeys read it (e2e/support/server.ts). */
export const CSP_REPORT_LOGGED = 'a browser blocked something a page asked for (Content-Security-Policy)';
/** Reports logged a minute, at most: a page in a loop, or anyone on the network, cannot fill the log. */
export const CSP_REPORTS_LOGGED_PER_MINUTE = 30;
const MINUTE_MS = 60_000;

/** An address as far as its path: a page's query may hold a sign-in link's token, which no log keeps. */
function withoutQuery(uri: string): string {
  try {
    const url = new URL(uri);
    return `${url.origin}${url.pathname}`;
  } catch {
    // 'inline', 'eval', 'data' and the like: the kind of thing blocked, not an address.
    return uri.split(/[?#]/)[0]!;
  }
}

/**
 * POST /csp-report: the policy's report-uri (http/security.ts). A page's blocked script or style is
 * something staff cannot see or say; logged here, whoever runs the server can. Open to anyone, as
 * the browser sends it (WebKit as `Origin: null`), and it changes nothing but the log.
 */
export async function cspReportRoutes(app: FastifyInstance, now: () => number): Promise<void> {
  let windowStart = 0;
  let logged = 0;
  await app.register((scope, _options, registered) => {
    scope.addContentTypeParser('application/csp-report', { parseAs: 'string', bodyLimit: CSP_REPORT_MAX_BYTES }, (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch (error) {
        done(error as Error, undefined);
      }
    });
    scope.post(
      CSP_REPORT_PATH,
      { ...PUBLIC_ROUTE, config: { ...PUBLIC_ROUTE.config, fromAnyOrigin: true }, bodyLimit: CSP_REPORT_MAX_BYTES },
      async (request, reply) => {
        const report = parseOr400(cspReportBody, request.body)['csp-report'];
        const at = now();
        if (at - windowStart >= MINUTE_MS) {
          windowStart = at;
          logged = 0;
        }
        if (logged < CSP_REPORTS_LOGGED_PER_MINUTE) {
          logged += 1;
          request.log.warn(
            {
              page: withoutQuery(report['document-uri']),
              directive: report['effective-directive'] ?? report['violated-directive'] ?? '',
              blocked: withoutQuery(report['blocked-uri'] ?? ''),
            },
            CSP_REPORT_LOGGED,
          );
        }
        return reply.code(204).send();
      },
    );
    registered();
  });
}
