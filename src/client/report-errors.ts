/**
 * The page's first script (index.html loads it before the app): a script that fails in this page,
 * from its first load on, is told to the server, which logs it (D136). Staff see such a failure
 * only as a page that does not work; whoever runs the server sees what failed and where. A few per
 * page at most, and nothing but the page's path, the error's message and where it was thrown.
 */
import { CLIENT_ERROR_FIELD_MAX, CLIENT_ERROR_PATH, CLIENT_ERRORS_PER_PAGE } from '../shared/client-error-report';
// Types only: the reporter loads no Zod.
import type { ClientErrorKind, ClientErrorReport } from '../shared/schemas/client-error';

const cut = (text: string) => text.slice(0, CLIENT_ERROR_FIELD_MAX);

/** What an unhandled rejection's reason says: an Error's name and message, else the value as text. */
function reasonText(reason: unknown): string {
  if (reason instanceof Error) return `${reason.name}: ${reason.message}`;
  try {
    return typeof reason === 'string' ? reason : (JSON.stringify(reason) ?? String(reason));
  } catch {
    return String(reason);
  }
}

/**
 * How long after the page starts to leave (beforeunload) what fails is the leaving's: Firefox
 * fails the chunks a page was still loading, as it gives them up. A navigation that does not
 * happen after all (a download) has the reporter back after this.
 */
export const LEAVING_MS = 5_000;

/** Listens on `target` (the window) and sends what fails with `send`; answers how to stop. */
export function reportErrors(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  where: () => string,
  send: (report: ClientErrorReport) => void,
  now: () => number = Date.now,
): () => void {
  let sent = 0;
  let leftAt: number | null = null;
  const report = (kind: ClientErrorKind, message: string, source?: string, line?: number) => {
    if (leftAt !== null && now() - leftAt < LEAVING_MS) return;
    if (sent >= CLIENT_ERRORS_PER_PAGE) return;
    sent += 1;
    send({
      kind,
      page: cut(where()),
      message: cut(message || '(no message)'),
      ...(source ? { source: cut(source) } : {}),
      ...(line ? { line } : {}),
    });
  };
  const onError = (event: ErrorEvent) => report('uncaught error', event.message, event.filename, event.lineno);
  const onRejection = (event: PromiseRejectionEvent) => report('unhandled rejection', reasonText(event.reason));
  const onLeaving = () => (leftAt = now());
  // Back from the back/forward cache: the page is in use again.
  const onShown = () => (leftAt = null);
  const listeners = [
    ['error', onError],
    ['unhandledrejection', onRejection],
    ['beforeunload', onLeaving],
    ['pageshow', onShown],
  ] as const;
  for (const [type, listener] of listeners) target.addEventListener(type, listener as EventListener);
  return () => {
    for (const [type, listener] of listeners) target.removeEventListener(type, listener as EventListener);
  };
}

/** Sent so it outlives the page (a failure as it unloads still arrives), as JSON like every call. */
function post(report: ClientErrorReport): void {
  void fetch(CLIENT_ERROR_PATH, {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(report),
  }).catch(() => undefined);
}

if (typeof window !== 'undefined') reportErrors(window, () => location.pathname, post);
