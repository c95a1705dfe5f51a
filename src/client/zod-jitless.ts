import { config } from 'zod/v4/core';

/**
 * Zod compiles a fast object parser with `new Function` and first probes whether eval is allowed;
 * the app's Content-Security-Policy allows no eval (src/server/http/security.ts), so the probe was
 * refused, and the browser reported a CSP violation, on every page. Jitless skips the probe and the
 * compiled path (the plain parser gives the same answers). Zod reads the setting when a schema is
 * built, so main.tsx imports this module before any module that builds one.
 */
config({ jitless: true });
