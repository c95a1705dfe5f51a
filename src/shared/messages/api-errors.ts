/** Step labels of spec 000 section 8; every call the client makes reports under one of these. */
export const STEP_LABELS = {
  uploadProduct: 'Upload product',
  uploadMedia: 'Upload media',
  attachMedia: 'Attach media',
  rollToBundle: 'Roll to Bundle conversion',
} as const;

export type StepLabel = (typeof STEP_LABELS)[keyof typeof STEP_LABELS] | (string & {});

/** '{step} was denied. ...' for a 400 without a message body (spec 000 section 8). */
export const deniedMessage = (step: StepLabel) =>
  `${step} was denied. Something's wrong with the submission. Please try refreshing app and clearing cache.`;

/** '{step} failed. ...' for a 500 (spec 000 section 8). */
export const serverFailedMessage = (step: StepLabel) =>
  `${step} failed. Something's wrong with the server. Please retry or Contact administrator`;

/**
 * The message a failed call shows: 400 prefers the server's own message, 500 the spec's
 * wording, anything else keeps what it had.
 */
export function messageForStatus(step: StepLabel, status: number, serverMessage: string | undefined, original: string): string {
  if (status === 400) return serverMessage?.trim() ? serverMessage : deniedMessage(step);
  if (status === 500) return serverFailedMessage(step);
  return serverMessage?.trim() ? serverMessage : original;
}

/**
 * A call whose answer is not what the server should answer (issue 42 item 4): a server of another
 * version, a proxy's page, a cut-off body. Ours: the spec does not word it.
 */
export const unreadableAnswerMessage = (step: StepLabel) =>
  `${step} failed. The server's answer could not be read. Reload the page; if it happens again, Contact administrator`;
