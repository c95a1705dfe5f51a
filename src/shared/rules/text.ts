/**
 * Text normalisation of spec 000 section 5: title-style fields capitalise each word; sentence
 * fields capitalise the first letter of each sentence. Both trim and fold runs of spaces.
 */
export function toTitleCase(text: string): string {
  return text
    .trim()
    .replace(/\s+/g, ' ')
    .split(' ')
    .map((word) => (word ? word[0]!.toUpperCase() + word.slice(1) : word))
    .join(' ');
}

export function toSentenceCase(text: string): string {
  const folded = text.trim().replace(/\s+/g, ' ');
  return folded.replace(/(^|[.!?]\s+)([a-z])/g, (_m, lead: string, letter: string) => lead + letter.toUpperCase());
}

/** Characters title-style text may hold: letters, digits, hyphen, slash, apostrophe, ampersand, comma, spaces. */
export const TITLE_PATTERN = /^[\p{L}\p{N}\-/'’&, ]*$/u;
export const TITLE_SPECIALS = "- / ' & ,";
/**
 * Sentence text adds the period, exclamation mark and curly quotes, and nothing else (spec 000
 * section 5): no question mark, brackets or straight double quote.
 */
export const SENTENCE_PATTERN = /^[\p{L}\p{N}\-/'’&, .!“”]*$/u;
export const SENTENCE_SPECIALS = "- / ' & , . ! “ ”";
