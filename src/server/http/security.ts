import type { FastifyReply, FastifyRequest } from 'fastify';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery guard: a state-changing request that a browser marks as coming from
 * another site is refused. Requests with no Origin (scripts, curl) are let through: the session
 * cookie is SameSite=Strict, so a browser never attaches it cross-site anyway.
 */
export function isForeignOrigin(request: FastifyRequest): boolean {
  if (!STATE_CHANGING.has(request.method)) return false;
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

export async function refuseForeignOrigin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (isForeignOrigin(request)) {
    await reply.code(403).send({ message: 'Request refused: it came from another site.' });
  }
}

/**
 * Content-Security-Policy for the built client: Mantine injects inline styles; photos use blob:
 * URLs; shop and box photos may come from the configured hosts over https (Shopify's CDN,
 * Cloudinary); label PDFs open from blob: URLs in a frame to print.
 */
export const CONTENT_SECURITY_POLICY = {
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    frameSrc: ["'self'", 'blob:'],
    workerSrc: ["'self'", 'blob:'],
    connectSrc: ["'self'"],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  },
};
