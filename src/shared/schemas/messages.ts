/**
 * Validation wording of spec 000 section 5 and spec 001 section 5. Every schema builds its
 * messages from here, so a field's label is the only thing that varies.
 */
export const required = (label: string) => `${label} is required`;
export const maxChars = (label: string, n: number) => `${label} must be at most ${n} characters`;
export const minChars = (label: string, n: number) => `${label} must be at least ${n} characters`;
export const maxItems = (label: string, n: number) => `${label} must have at most ${n} items`;
export const minItems = (label: string, n: number) => `${label} must have at least ${n} items`;
export const maxValue = (label: string, n: number) => `${label} must be at most ${n}`;
export const minValue = (label: string, n: number) => `${label} must be at least ${n}`;
export const wholeNumber = (label: string) => `${label} must be a whole number`;
export const positive = (label: string) => `${label} must be more than 0`;
export const notANumber = (label: string) => `${label} must be a number`;
export const notAllowed = (label: string, options: readonly string[]) => `${label} must be one of: ${options.join(', ')}`;
/** Text PostgreSQL cannot store; the words say what to remove, for someone who pasted it unseen. */
export const nulCharacter = (label: string) => `${label} must not contain the NUL character (\\u0000)`;
export const brokenUnicode = (label: string) => `${label} contains a broken Unicode character (half of a surrogate pair)`;
/** 'should only contain alphabet characters' plus the allowed special characters (spec 000 section 5). */
export const alphabetOnly = (label: string, allowed: string) => `${label} should only contain alphabet characters, numbers and ${allowed}`;

/** Spec wording, including its spelling. */
export const TOO_MANY_DECIMALS = 'Number should have less then 2 decimal places.';
export const VALIDATION_FAILED = 'Validation Failed';
export const MIN_IMAGES_MESSAGE = 'Must have at least 3 images';
export const MAX_IMAGES_MESSAGE = 'Maximum of 7 images can be uploaded';
export const DUPLICATE_VARIANTS = 'There cannot be duplicate variants.';
export const NO_UNBOXING_DATE = 'No unboxing date was selected';
export const KNOWN_CONTENT_TOTAL = 'Known content should equal 100';

/** Variant-array messages: 'has N variants. Should have M' and its twin for non-variant fields. */
export const variantCountMismatch = (label: string, n: number, m: number) => `${label} has ${n} variants. Should have ${m}`;
export const notAVariantField = (label: string, n: number) => `${label} is not a variant field, but has ${n} variants set`;

/** Hints under inputs (spec 000 section 5). */
export const HINTS = {
  chooseAll: 'Choose all that apply',
  selectOrEnter: 'Select one or enter in another.',
  enterNumbers: 'Enter numbers.',
  chooseOne: 'Choose one',
  typeValue: 'Type in a value',
} as const;
