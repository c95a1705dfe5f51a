import path from 'node:path';
import type { FastifyReply } from 'fastify';

/**
 * How long a browser keeps the client's files (D132). Vite names every file under assets/ after a
 * hash of its content, so a changed file is a new address: a phone keeps them for a year and asks
 * for none of them again on the next page, where `max-age=0` sent it back to the server for each
 * of a page's ~15 files on every page. The app shell (index.html) names those files, so it is
 * asked for each time, and a rebuilt client reaches staff on their next page; the other files
 * (icons, the manifest, the service worker) keep their addresses across builds and are checked
 * each time too, as before.
 */
export const HASHED_FILE_CACHE = 'public, max-age=31536000, immutable';
export const APP_SHELL_CACHE = 'no-cache';

/** @fastify/static's `setHeaders` for the client's folder. */
export function cacheClientFiles(clientDir: string): (reply: FastifyReply, filePath: string) => void {
  const hashed = path.join(clientDir, 'assets') + path.sep;
  return (reply, filePath) => {
    if (filePath.startsWith(hashed)) reply.header('cache-control', HASHED_FILE_CACHE);
  };
}
