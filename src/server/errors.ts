/**
 * The failures the server's domain names. Services (and the ports' own errors, which extend these)
 * throw them; they know nothing of HTTP. One mapper, `http/error-mapper.ts`, turns each into an
 * answer (status and body); no route or service picks a status itself.
 *
 * Here rather than under services/: ports' errors extend them too, and ports sit below services.
 */

import type { z } from 'zod';
import { errorsOf, issueMessage, type FieldErrors } from '../shared/schemas/validate';

export type { FieldErrors };

export abstract class DomainError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
  }
}

/**
 * The request asks for something the rules refuse (answered 400). With field errors, the message is
 * the first of them, which names its field; without, it is the whole answer (a shop's refusal).
 */
export class InvalidInputError extends DomainError {
  readonly errors: FieldErrors | null;
  constructor(errors: FieldErrors | null, message?: string) {
    super(message ?? Object.values(errors ?? {}).flat()[0] ?? 'Invalid request');
    this.errors = errors;
  }

  /** One message for one field. */
  static of(field: string, message: string): InvalidInputError {
    return new InvalidInputError({ [field]: [message] }, message);
  }

  /** A shared schema's refusal: its first issue's words, and every error by field path. */
  static fromZod(error: z.ZodError): InvalidInputError {
    const [first] = error.issues;
    return new InvalidInputError(errorsOf(error), first ? issueMessage(first).message : 'Invalid request');
  }
}

/** What the request names does not exist (answered 404). */
export class NotFoundError extends DomainError {}

/**
 * The request collides with another or with a change made since (answered 409). `details` go into
 * the answer beside the message (an edit's 409 carries the record as it is now).
 */
export class ConflictError extends DomainError {
  constructor(
    message: string,
    readonly details?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
  }
}

/** A key that must act once was used again for another request (answered 422). */
export class KeyReusedError extends DomainError {}

/** The outside services behind the ports. */
export type UpstreamService = 'shop' | 'box table' | 'image host' | 'mailer';

/**
 * An outside service failed or refused (answered 502). Its own status (an Airtable 401, say) is
 * never part of the answer: in the browser 401 means "signed out".
 */
export class UpstreamUnavailableError extends DomainError {
  /** Words for staff when this failure has its own (Airtable's monthly limit); else the service's usual ones. */
  readonly staffMessage: string | undefined;
  constructor(
    readonly service: UpstreamService,
    message: string,
    options?: ErrorOptions & { staffMessage?: string },
  ) {
    super(message, options);
    this.staffMessage = options?.staffMessage;
  }
}
