import type { z } from 'zod';
import { SESSION_MESSAGES } from '../../shared/messages/session';
import { messageForStatus, unreadableAnswerMessage, type StepLabel } from '../../shared/messages/api-errors';
import { clearSession } from '../app/session';

/** A failed call: the step it belongs to, the HTTP status (0 when the network failed) and what to show. */
export class ApiError extends Error {
  constructor(
    readonly step: StepLabel,
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** The answer's whole body: a 409 of an edit carries the record as it is now. */
    readonly body?: unknown,
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
  /**
   * Bytes of the body sent so far, of all: for photos on a slow link (issue 17 item 7). fetch()
   * reports no upload progress, so such a call goes through XMLHttpRequest, with the same answers.
   */
  onUploadProgress?: (loaded: number, total: number) => void;
}

/** What apiCall reads of an answer, from fetch() or from an XMLHttpRequest. */
type Answer = Pick<Response, 'ok' | 'status' | 'statusText' | 'json'>;

/** The request as fetch() would send it, through XMLHttpRequest for its upload progress events. */
function sendWithProgress(
  method: string,
  path: string,
  init: RequestInit,
  onProgress: (loaded: number, total: number) => void,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, path);
    for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    };
    xhr.onload = () => {
      const text = xhr.responseText;
      resolve({
        ok: xhr.status >= 200 && xhr.status < 300,
        status: xhr.status,
        statusText: xhr.statusText,
        json: () => Promise.resolve(JSON.parse(text) as unknown),
      });
    };
    // As fetch() words a request that got no answer.
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.onabort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
    const signal = init.signal;
    if (signal?.aborted) return reject(new DOMException('The operation was aborted.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}

/**
 * The schema a call's answer is parsed with (src/shared/schemas/answers.ts and its neighbours). Only
 * its type is imported here: a call hands its schema in, so /login loads zod only when it signs in.
 */
export type AnswerSchema = z.ZodType;

/** A 400's field errors: each field's messages. */
const isFieldErrors = (value: unknown): value is Record<string, string[]> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((list) => Array.isArray(list) && list.every((m) => typeof m === 'string'));

/** What a failed call's body says (its message, a 400's field errors), read without trusting its shape. */
function failureOf(payload: unknown): { message?: string; errors?: Record<string, string[]> } {
  if (typeof payload !== 'object' || payload === null) return {};
  return {
    ...('message' in payload && typeof payload.message === 'string' ? { message: payload.message } : {}),
    ...('errors' in payload && isFieldErrors(payload.errors) ? { errors: payload.errors } : {}),
  };
}

/**
 * The one way the client talks to the server. The answer is parsed with the call's schema: one of
 * another shape is an ApiError with unreadableAnswerMessage, never a wrong screen. Any 401 signs out
 * and goes to /login with 'Please login again.'; 400/500 become the spec's step messages (spec 000
 * section 8). A failure's whole body rides on the ApiError; who reads it (a 409's `current`) parses it.
 */
export async function apiCall<S extends AnswerSchema>(
  step: StepLabel,
  method: 'GET' | 'POST',
  path: string,
  answer: S,
  options: CallOptions = {},
): Promise<z.output<S>> {
  let response: Answer;
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    // A FormData body (photos as bytes) names its own multipart boundary in the content type.
    headers: {
      ...(options.body === undefined || options.body instanceof FormData ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    body: options.body === undefined ? null : options.body instanceof FormData ? options.body : JSON.stringify(options.body),
    signal: options.signal ?? null,
  };
  try {
    response = options.onUploadProgress ? await sendWithProgress(method, path, init, options.onUploadProgress) : await fetch(path, init);
  } catch (error) {
    throw new ApiError(step, 0, error instanceof Error ? error.message : String(error));
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (response.ok) {
    const read = answer.safeParse(payload);
    if (read.success) return read.data;
    throw new ApiError(step, response.status, unreadableAnswerMessage(step), undefined, payload);
  }

  const { message: serverMessage, errors } = failureOf(payload);
  if (response.status === 401 && !options.unauthorisedIsAnswer) {
    clearSession();
    onUnauthorised(SESSION_MESSAGES.signInAgain);
    throw new ApiError(step, 401, SESSION_MESSAGES.signInAgain);
  }
  const message = messageForStatus(step, response.status, serverMessage, response.statusText || `HTTP ${response.status}`);
  throw new ApiError(step, response.status, message, errors, payload);
}
