import {
  ConflictError,
  DomainError,
  InvalidInputError,
  KeyReusedError,
  NotFoundError,
  UpstreamUnavailableError,
  type UpstreamService,
} from '../errors';
import { storageFailureOf } from '../storage-failure';
import { STORAGE_MESSAGES } from '../../shared/messages/storage';

/** Words for staff when an outside service fails; null: the error's own words are for staff (the shop's adapter writes them so). */
export const UPSTREAM_MESSAGES: Record<UpstreamService, string | null> = {
  shop: null,
  'box table': 'The box table could not be reached. Please retry or Contact administrator',
  'image host': 'The photos could not be stored. Please retry or Contact administrator',
  mailer: 'The label mail could not be sent. Please retry or Contact administrator',
};

/** The box routes' 502 answers, by what failed. */
export const BOX_UPSTREAM_MESSAGES = {
  table: UPSTREAM_MESSAGES['box table']!,
  images: UPSTREAM_MESSAGES['image host']!,
  mail: UPSTREAM_MESSAGES.mailer!,
} as const;

export interface ErrorAnswer {
  status: number;
  body: { message: string; errors?: Record<string, string[]>; [detail: string]: unknown };
  /** Worth a line in the server's log: the fault is ours or an outside service's, not the request's. */
  log?: string;
}

/**
 * The one place a domain error becomes an answer. Every failure a service or port names maps here;
 * the app's error handler asks this first and handles only the framework's own errors itself.
 *
 * | error                     | status | body                                  |
 * |---------------------------|--------|---------------------------------------|
 * | InvalidInputError         | 400    | {message, errors} ({message} without field errors) |
 * | NotFoundError             | 404    | {message}                             |
 * | ConflictError             | 409    | {message, ...details}                 |
 * | KeyReusedError            | 422    | {message}                             |
 * | UpstreamUnavailableError  | 502    | {message}: the error's staffMessage, else UPSTREAM_MESSAGES[service], or its own words for the shop |
 *
 * An outside service's own status (an Airtable 401) is never used: in the browser 401 is "signed out".
 */
export function answerForDomainError(error: unknown): ErrorAnswer | null {
  if (!(error instanceof DomainError)) return null;
  if (error instanceof InvalidInputError) {
    return { status: 400, body: error.errors ? { message: error.message, errors: error.errors } : { message: error.message } };
  }
  if (error instanceof NotFoundError) return { status: 404, body: { message: error.message } };
  if (error instanceof ConflictError) return { status: 409, body: { message: error.message, ...error.details } };
  if (error instanceof KeyReusedError) return { status: 422, body: { message: error.message } };
  if (error instanceof UpstreamUnavailableError) {
    return {
      status: 502,
      body: { message: error.staffMessage ?? UPSTREAM_MESSAGES[error.service] ?? error.message },
      log: `${error.service} unavailable`,
    };
  }
  // A DomainError of a kind this table does not know yet is our bug: answered as any other.
  return null;
}

/**
 * A write the disk refused (full, over quota, read-only; the file system's or the database's):
 * 507 with words staff can pass on, whatever the error was wrapped in (issue 29 item 2). Asked
 * before the domain errors, since an adapter may wrap it (the outbox mailer's MailerError).
 */
export function answerForStorageFailure(error: unknown): ErrorAnswer | null {
  const failure = storageFailureOf(error);
  if (!failure) return null;
  return { status: 507, body: { message: STORAGE_MESSAGES.full }, log: `storage ${failure.kind} (${failure.code})` };
}
