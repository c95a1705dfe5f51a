/**
 * 'Other' twins and multi-valued fields (spec 000 section 3, spec 001 section 3): a typed
 * free-text twin wins over the chosen option; multi-valued fields combine the chosen values with
 * comma-separated typed ones.
 */
export function otherWins<T extends string>(choice: T | undefined | null, otherText: string | undefined | null): T | string | undefined {
  const typed = otherText?.trim();
  return typed ? typed : (choice ?? undefined);
}

/** Chosen values plus comma-separated typed values, trimmed, blanks dropped, case-insensitively unique. */
export function mergeMulti(chosen: readonly string[] | undefined, typed: string | undefined | null): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of [...(chosen ?? []), ...(typed ?? '').split(',')]) {
    const v = value.trim();
    if (!v || seen.has(v.toLowerCase())) continue;
    seen.add(v.toLowerCase());
    out.push(v);
  }
  return out;
}

/** How many choices remain when free text also counts (qualities: 3, or 2 with free text). */
export function choiceLimit(max: number, typed: string | undefined | null): number {
  return typed?.trim() ? max - 1 : max;
}

/**
 * Whether a tap on a list whose usual answer is one value (colours, uses, feel) may end its page:
 * only the first, made while nothing is chosen or typed there, so a second value is still one tap
 * after Back and the page then waits for Next (issue 26 item 6).
 */
export const isFirstChoice = (chosen: readonly string[] | undefined, typed?: string | null): boolean =>
  (chosen ?? []).filter((v) => v.trim()).length === 0 && !typed?.trim();
