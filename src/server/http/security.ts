import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { CSP_REPORT_PATH } from '../../shared/schemas/csp-report';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route browsers call on their own, whatever page is open (the CSP's reports): no origin is foreign to it. */
    fromAnyOrigin?: boolean;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Cross-site request forgery guard: a state-changing request that a browser marks as coming from
 * another site is refused. Requests with no Origin (scripts, curl) are let through: the session
 * cookie is SameSite=Strict, so a browser never attaches it cross-site anyway. The page's own origin
 * is PUBLIC_URL when set (a proxy in front may rewrite Host), else the request's Host.
 */
export function isForeignOrigin(request: FastifyRequest, publicOrigin: string | null): boolean {
  if (!STATE_CHANGING.has(request.method) || request.routeOptions?.config?.fromAnyOrigin) return false;
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  try {
    return publicOrigin ? new URL(origin).origin !== publicOrigin : new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}

export function refuseForeignOrigin(publicOrigin: string | null) {
  return async function refuse(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (isForeignOrigin(request, publicOrigin)) {
      await reply.code(403).send({ message: 'Request refused: it came from another site.' });
    }
  };
}

/**
 * Content-Security-Policy for the built client: Mantine injects inline styles; photos use blob:
 * URLs; shop and box photos may come from the configured hosts over https (Shopify's CDN,
 * Cloudinary); label PDFs open from blob: URLs in a frame to print; the web app manifest and the
 * service worker (sw.js, with Workbox's runtime beside it) come from the app's own origin, and the
 * worker fetches only from it. The manifest falls under default-src: WebKit knows no manifest-src
 * and warned about it on every page. Browsers report what it blocks to CSP_REPORT_PATH. Helmet adds its defaults
 * (upgrade-insecure-requests among them), which `securityHeaders` takes back over plain http.
 */
const CONTENT_SECURITY_POLICY = {
  directives: {
    defaultSrc: ["'self'"],
    // 'wasm-unsafe-eval' lets the camera scanner compile zxing-wasm (served from 'self'); it allows
    // WebAssembly only, never eval() of script text.
    scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    frameSrc: ["'self'", 'blob:'],
    workerSrc: ["'self'", 'blob:'],
    // Shopify's CDN: an edit reads the item's photos into the browser to change them (issue 27);
    // Shopify serves them there with CORS. Nothing is sent to it.
    connectSrc: ["'self'", 'https://cdn.shopify.com'],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    // What the policy blocks is logged by the server (routes/csp-report.routes.ts), first loads included.
    reportUri: [CSP_REPORT_PATH],
  },
};

/**
 * Helmet's headers for one request. Phones on the shop's Wi-Fi open Selvage over plain http
 * (http://shop.lan:3000): there `upgrade-insecure-requests` would send every script to an https
 * port nobody listens on (a blank page), and browsers ignore HSTS and Cross-Origin-Opener-Policy
 * on an insecure origin (Chromium logs an error for COOP). Those three go out over https only.
 */
function securityHeaders(https: boolean): FastifyHelmetOptions {
  if (https) return { contentSecurityPolicy: { directives: { ...CONTENT_SECURITY_POLICY.directives, upgradeInsecureRequests: [] } } };
  return {
    contentSecurityPolicy: { directives: { ...CONTENT_SECURITY_POLICY.directives, upgradeInsecureRequests: null } },
    strictTransportSecurity: false,
    crossOriginOpenerPolicy: false,
  };
}

const OVER_HTTPS = securityHeaders(true);
const OVER_HTTP = securityHeaders(false);

/**
 * Security headers on every answer, errors and 404s included, chosen by how the request arrived:
 * `request.protocol` is 'https' for TLS, or from a trusted proxy's X-Forwarded-Proto (TRUST_PROXY).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, { global: false });
  app.addHook('onRequest', (request, reply, done) => {
    reply.helmet(request.protocol === 'https' ? OVER_HTTPS : OVER_HTTP);
    done();
  });
}
