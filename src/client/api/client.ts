import { SESSION_MESSAGES } from '../../shared/messages/session';
import { messageForStatus, type StepLabel } from '../../shared/messages/api-errors';
import { clearSession } from '../app/session';

/** A failed call: the step it belongs to, the HTTP status (0 when the network failed) and what to show. */
export class ApiError extends Error {
  constructor(
    readonly step: StepLabel,
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type UnauthorisedHandler = (message: string) => void;
let onUnauthorised: UnauthorisedHandler = () => undefined;

/** The app registers how to leave for /login; the client calls it on any 401. */
export function setUnauthorisedHandler(handler: UnauthorisedHandler): void {
  onUnauthorised = handler;
}

export interface CallOptions {
  body?: unknown;
  headers?: Record<string, string>;
  /** The sign-in call itself: its 401 means a wrong password, not a lost session. */
  unauthorisedIsAnswer?: boolean;
  signal?: AbortSignal;
}

/**
 * The one way the client talks to the server. Any 401 signs out and goes to /login with
 * 'Please login again.'; 400/500 become the spec's step messages (spec 000 section 8).
 */
export async function apiCall<T>(step: StepLabel, method: 'GET' | 'POST', path: string, options: CallOptions = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      // A FormData body (photos as bytes) names its own multipart boundary in the content type.
      headers: {
        ...(options.body === undefined || options.body instanceof FormData ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      body: options.body === undefined ? null : options.body instanceof FormData ? options.body : JSON.stringify(options.body),
      signal: options.signal ?? null,
    });
  } catch (error) {
    throw new ApiError(step, 0, error instanceof Error ? error.message : String(error));
  }
  const payload = (await response.json().catch(() => undefined)) as
    (T & { message?: unknown; errors?: Record<string, string[]> }) | undefined;
  if (response.ok) return payload as T;

  const serverMessage = typeof payload?.message === 'string' ? payload.message : undefined;
  if (response.status === 401 && !options.unauthorisedIsAnswer) {
    clearSession();
    onUnauthorised(SESSION_MESSAGES.signInAgain);
    throw new ApiError(step, 401, SESSION_MESSAGES.signInAgain);
  }
  const message = messageForStatus(step, response.status, serverMessage, response.statusText || `HTTP ${response.status}`);
  throw new ApiError(step, response.status, message, payload?.errors);
}
