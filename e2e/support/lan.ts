import { useServerAndBrowser } from './journey';

/**
 * A phone reaching the shop's server by its LAN name over plain http: Chromium maps the name to this
 * machine, so the page is no secure context (no service worker, no Web Locks, no camera stream),
 * as on the shop's wifi. Testing on localhost would hide all of that.
 */
export const LAN_HOST = 'shop.lan';

/** A server and a browser that reaches it as `LAN_HOST`; `origin()` is the server's address by that name. */
export function useLanServerAndBrowser(): ReturnType<typeof useServerAndBrowser> & { origin: () => string } {
  const journey = useServerAndBrowser({}, [`--host-resolver-rules=MAP ${LAN_HOST} 127.0.0.1`]);
  return {
    get server() {
      return journey.server;
    },
    get browser() {
      return journey.browser;
    },
    origin() {
      const url = new URL(journey.server.url);
      url.hostname = LAN_HOST;
      return url.origin;
    },
  };
}
