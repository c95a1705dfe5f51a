import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A door in front of a running server, on an address of its own (same host, another port), that
 * passes every request through unchanged until told to refuse some paths: a refused request's
 * connection is dropped with no answer, as when the shop's server is out of reach. The engines'
 * drivers offer no offline switch (and a page's `navigator.onLine` cannot be faked), so this is how
 * a Firefox or WebKit journey loses the server for a while and gets it back.
 */
export interface Gate {
  /** The door's origin: pages opened here reach the server through it. */
  url: string;
  /** From now on, drops every request whose path `refused` matches; `null` lets everything through again. */
  refuse(refused: ((path: string) => boolean) | null): void;
  /** How many requests were dropped so far. */
  dropped(): number;
  close(): Promise<void>;
}

export async function openGate(serverUrl: string): Promise<Gate> {
  const target = new URL(serverUrl);
  let refused: ((path: string) => boolean) | null = null;
  let dropped = 0;
  const door = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://gate').pathname;
    if (refused?.(pathname)) {
      dropped += 1;
      // No answer at all: the browser's fetch fails as with no connection (status 0 to the app).
      req.socket.destroy();
      return;
    }
    const onward = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    onward.on('error', () => res.destroy());
    req.pipe(onward);
  });
  await new Promise<void>((done) => door.listen(0, target.hostname, done));
  const { port } = door.address() as AddressInfo;
  return {
    url: `${target.protocol}//${target.hostname}:${port}`,
    refuse: (paths) => void (refused = paths),
    dropped: () => dropped,
    close: () =>
      new Promise<void>((done) => {
        door.closeAllConnections();
        door.close(() => done());
      }),
  };
}
