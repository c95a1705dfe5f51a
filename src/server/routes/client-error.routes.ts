import type { FastifyInstance } from 'fastify';
import { PUBLIC_ROUTE } from '../http/auth-guard';
import { parseOr400 } from '../http/validation';
import { perMinuteBudget, withoutQuery } from '../http/report-logging';
import { CLIENT_ERROR_MAX_BYTES, CLIENT_ERROR_PATH } from '../../shared/client-error-report';
import { clientErrorBody } from '../../shared/schemas/client-error';

/** The log line of each report: the browser journeys read it (e2e/support/server.ts). */
export const CLIENT_ERROR_LOGGED = 'a page of the app failed in a browser';
/** Reports logged a minute, at most, from every browser together. */
export const CLIENT_ERRORS_LOGGED_PER_MINUTE = 30;

/**
 * POST /client-error: what a page's reporter (src/client/report-errors.ts) sends when a script
 * fails, from the page's first load on. Signed out too (a failing /login is the worst of all), from
 * the app's own pages only, and it changes nothing but the log.
 */
export async function clientErrorRoutes(app: FastifyInstance, now: () => number): Promise<void> {
  const mayLog = perMinuteBudget(CLIENT_ERRORS_LOGGED_PER_MINUTE, now);
  await app.register((scope, _options, registered) => {
    scope.post(CLIENT_ERROR_PATH, { ...PUBLIC_ROUTE, bodyLimit: CLIENT_ERROR_MAX_BYTES }, async (request, reply) => {
      const report = parseOr400(clientErrorBody, request.body);
      if (mayLog()) {
        request.log.warn(
          {
            page: withoutQuery(report.page),
            kind: report.kind,
            error: report.message,
            ...(report.source === undefined ? {} : { source: withoutQuery(report.source) }),
            ...(report.line === undefined ? {} : { line: report.line }),
          },
          CLIENT_ERROR_LOGGED,
        );
      }
      return reply.code(204).send();
    });
    registered();
  });
}
