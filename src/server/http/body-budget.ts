import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Bytes of large bodies (photos) that may be on their way in at once, across all requests. Four
 * 177 MB bodies once took the server from 0.7 to 2.5 GB (issue 13); each photo route also has its
 * own body limit. A request over the budget is answered at once and may retry in a moment.
 */
export const LARGE_BODIES_IN_FLIGHT_BYTES = 160 * 1024 * 1024;
export const BODY_BUDGET_RETRY_SECONDS = 5;
export const BUSY_RECEIVING_MESSAGE = 'The server is busy receiving other photos. Please retry in a moment.';

/**
 * An onRequest hook for routes whose body limit is above the default: each reserves its declared
 * length (or its whole limit when it declares none) until its answer is sent or the client leaves.
 */
export function bodyBudget(defaultLimit: number, budget = LARGE_BODIES_IN_FLIGHT_BYTES) {
  let inFlight = 0;
  return async function reserve(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const limit = request.routeOptions.bodyLimit ?? defaultLimit;
    if (request.is404 || limit <= defaultLimit) return;
    const declared = Number(request.headers['content-length']);
    // A request with neither Content-Length nor Transfer-Encoding has no body at all.
    const chunked = request.headers['transfer-encoding'] !== undefined;
    const cost = Number.isSafeInteger(declared) && declared >= 0 ? Math.min(declared, limit) : chunked ? limit : 0;
    if (inFlight + cost > budget) {
      await reply.code(503).header('retry-after', String(BODY_BUDGET_RETRY_SECONDS)).send({ message: BUSY_RECEIVING_MESSAGE });
      return;
    }
    inFlight += cost;
    let released = false;
    // 'close' comes once the answer is sent or the connection is gone, whichever happens.
    reply.raw.once('close', () => {
      if (released) return;
      released = true;
      inFlight -= cost;
    });
  };
}
