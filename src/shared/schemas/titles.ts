import { z } from 'zod';

/**
 * Wording around listing titles (issue 26 item 3): the review's duplicate warning and the title
 * check's errors. Ours: the spec does not word these (docs/decisions.md).
 */
export const TITLE_MESSAGES = {
  /** The step label a failed check reports under ('{step} failed. ...' for a 500). */
  step: 'Checking the title',
  prefixRequired: 'Title is required',
  prefixTooLong: (max: number) => `Title must be at most ${max} characters`,
  /** The review, when the shop already lists an item under this title. */
  taken: (title: string) => `The shop already has a listing called '${title}'.`,
  /** ... and this one is numbered by the server (no name was given). */
  numbered: (title: string) => `Without a name this one is listed as '${title}'.`,
  /** ... and the name staff typed is kept as it is. */
  named: 'Two listings with one title confuse customers: give this one another name.',
  suggestion: (name: string) => `Use '${name}'`,
} as const;

/** Longer than any title Selvage builds (a supply's reaches about 150 characters). */
export const TITLE_PREFIX_MAX = 300;

/** The query of GET /product/titles: the start of the titles sought (titlePrefix of the draft). */
export const takenTitlesQuery = z.strictObject({
  prefix: z
    .string({ error: TITLE_MESSAGES.prefixRequired })
    .min(1, TITLE_MESSAGES.prefixRequired)
    .max(TITLE_PREFIX_MAX, TITLE_MESSAGES.prefixTooLong(TITLE_PREFIX_MAX))
    .refine((p) => p.trim().length > 0, TITLE_MESSAGES.prefixRequired),
});

/** Its answer. */
export const takenTitlesAnswer = z.strictObject({ titles: z.array(z.string()) });
export type TakenTitlesAnswer = z.infer<typeof takenTitlesAnswer>;
