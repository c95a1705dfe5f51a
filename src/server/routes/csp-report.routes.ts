import type { FastifyInstance } from 'fastify';
import { PUBLIC_ROUTE } from '../http/auth-guard';
import { parseOr400 } from '../http/validation';
import { perMinuteBudget, withoutQuery } from '../http/report-logging';
import { CSP_REPORT_MAX_BYTES, CSP_REPORT_PATH, cspReportBody } from '../../shared/schemas/csp-report';

/** The log line of each report: the browser journeys read it (e2e/support/server.ts). */
export const CSP_REPORT_LOGGED = 'a browser blocked something a page asked for (Content-Security-Policy)';
/** Reports logged a minute, at most: a page in a loop, or anyone on the network, cannot fill the log. */
export const CSP_REPORTS_LOGGED_PER_MINUTE = 30;
/**
 * POST /csp-report: the policy's report-uri (http/security.ts). A page's blocked script or style is
 * something staff cannot see or say; logged here, whoever runs the server can. Open to anyone, as
 * the browser sends it (WebKit as `Origin: null`), and it changes nothing but the log.
 */
export async function cspReportRoutes(app: FastifyInstance, now: () => number): Promise<void> {
  const mayLog = perMinuteBudget(CSP_REPORTS_LOGGED_PER_MINUTE, now);
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
        if (mayLog()) {
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
